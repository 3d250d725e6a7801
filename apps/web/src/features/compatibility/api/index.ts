import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const compatibilityKeys = { ofPart: (pn: string) => ['compatibility', pn.toUpperCase()] as const };

export const compatibilityQuery = (pn: string) =>
  queryOptions({
    queryKey: compatibilityKeys.ofPart(pn),
    queryFn: ({ signal }) => api.get('/compatibility/{pn}', { path: { pn }, signal }),
    retry: false,
  });

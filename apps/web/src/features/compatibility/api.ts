import type { CompatibilityRow } from '@poolside/contract/compatibility';
import { queryOptions } from '@tanstack/react-query';
import { untypedApi } from '../../lib/api-client';

export const compatibilityQuery = (pn: string) =>
  queryOptions({
    queryKey: ['compatibility', pn.toUpperCase()],
    queryFn: ({ signal }) =>
      untypedApi.get<CompatibilityRow[]>(`/compatibility/${encodeURIComponent(pn)}`, { signal }),
    retry: false,
  });

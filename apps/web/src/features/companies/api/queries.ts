import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyKeys } from './keys';

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: companyKeys.one(id),
    queryFn: ({ signal }) => api.get('/companies/{id}', { path: { id }, signal }),
    retry: false,
  });

export const companyOptionsQuery = queryOptions({
  queryKey: companyKeys.options(),
  queryFn: ({ signal }) => api.get('/companies/options', { signal }),
  staleTime: 60_000,
});

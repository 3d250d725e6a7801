import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const all = ['audit'] as const;

/** The audit log's query keys (the list's DataList pages under `all`). */
export const auditKeys = {
  all,
  facets: () => [...all, 'facets'] as const,
  entry: (id: number) => [...all, 'entry', id] as const,
};

export const auditFacetsQuery = queryOptions({
  queryKey: auditKeys.facets(),
  queryFn: ({ signal }) => api.get('/audit/facets', { signal }),
});

export const auditEntryQuery = (id: number) =>
  queryOptions({
    queryKey: auditKeys.entry(id),
    queryFn: ({ signal }) => api.get('/audit/{id}', { path: { id }, signal }),
    retry: false,
  });

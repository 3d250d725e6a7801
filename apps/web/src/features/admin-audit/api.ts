import type { AuditEntry, AuditFacets } from '@poolside/contract/audit';
import { queryOptions } from '@tanstack/react-query';
import { untypedApi } from '../../lib/api-client';

export const auditQueryKey = ['audit'] as const;

export const auditFacetsQuery = queryOptions({
  queryKey: [...auditQueryKey, 'facets'],
  queryFn: ({ signal }) => untypedApi.get<AuditFacets>('/audit/facets', { signal }),
});

export const auditEntryQuery = (id: number) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'entry', id],
    queryFn: ({ signal }) => untypedApi.get<AuditEntry>(`/audit/${id}`, { signal }),
    retry: false,
  });

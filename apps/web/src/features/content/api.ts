import type { Content } from '@poolside/contract/contents';
import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';
import { updateSessionUser } from '../../lib/session';

export function contentQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['contents', id],
    queryFn: ({ signal }) => untypedApi.get<Content>(`/contents/${id}`, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Records the consent on the logged-in user (gdprApproved). */
export function useApproveConsent() {
  return useMutation({
    mutationFn: (userId: number) => untypedApi.post<null>(`/users/${userId}`, { gdprApproved: true }),
    onSuccess: () => updateSessionUser({ gdprApproved: true }),
  });
}

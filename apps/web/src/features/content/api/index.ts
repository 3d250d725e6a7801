import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { updateSessionUser } from '../../../lib/session';

/** The contents' keys (the same root as the admin's contents screens, so their saves refresh these). */
export const contentKeys = { one: (id: number) => ['contents', id] as const };

export const contentQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.one(id),
    queryFn: ({ signal }) => api.get('/contents/{id}', { path: { id }, signal }),
    staleTime: 10 * 60_000,
  });

/** Records the consent on the logged-in user (gdprApproved); the session user shows it at once. */
export function useApproveConsent() {
  return useMutation({
    mutationFn: (userId: number) => api.post('/users/{id}', { gdprApproved: true }, { path: { id: userId } }),
    onSuccess: () => updateSessionUser({ gdprApproved: true }),
  });
}

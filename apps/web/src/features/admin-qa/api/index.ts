import type { QaParamsInput } from '@poolside/contract/qa';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';

export const qaKeys = {
  params: () => ['qaParams'] as const,
  /** The dashboard (the dashboard feature's), which carries qaParams for provider staff too. */
  dashboard: () => ['dashboard'] as const,
};

export const qaParamsQuery = queryOptions({
  queryKey: qaKeys.params(),
  queryFn: ({ signal }) => api.get('/dashboard/qaParams', { signal }),
  retry: false,
});

/** POST /dashboard/qaParams: the saved parameters come back (with the new update date) and are shown. */
export function useSaveQaParams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QaParamsInput) => api.post('/dashboard/qaParams', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(qaKeys.params(), saved);
      void queryClient.invalidateQueries({ queryKey: qaKeys.dashboard() });
    },
  });
}

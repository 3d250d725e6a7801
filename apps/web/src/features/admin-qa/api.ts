import type { QaParams } from '@poolside/contract/dashboard';
import type { QaParamsInput } from '@poolside/contract/qa';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';

const qaParamsKey = ['qaParams'] as const;

export const qaParamsQuery = queryOptions({
  queryKey: qaParamsKey,
  queryFn: ({ signal }) => untypedApi.get<QaParams>('/dashboard/qaParams', { signal }),
  retry: false,
});

/** POST /dashboard/qaParams: the saved parameters come back (with the new update date). */
export function useSaveQaParams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QaParamsInput) => untypedApi.post<QaParams>('/dashboard/qaParams', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(qaParamsKey, saved);
      // The dashboard (session) carries qaParams for provider staff too.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

import type { FeedbackBody, FeedbackHandlingBody } from '@poolside/contract/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { feedbackKeys } from './keys';

/** PUT /feedback: files a report (the client key makes a retry answer the same id). */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => api.put('/feedback', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.list() }),
  });
}

/** POST /feedback/{id}: the handling record (feedback managers); the answered report is the one shown. */
export function useHandleFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackHandlingBody) => api.post('/feedback/{id}', body, { path: { id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(feedbackKeys.report(id), saved);
      return queryClient.invalidateQueries({ queryKey: feedbackKeys.list() });
    },
  });
}

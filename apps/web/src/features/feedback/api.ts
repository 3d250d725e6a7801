import type { descriptionSchema, robotLookupSchema } from '@poolside/contract/catalogue';
import type { FeedbackBody, FeedbackHandlingBody, FeedbackReport } from '@poolside/contract/feedback';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import type { z } from 'zod';
import { untypedApi } from '../../lib/api-client';

type RobotLookup = z.infer<typeof robotLookupSchema>;
type Description = z.infer<typeof descriptionSchema>;

const enc = encodeURIComponent;

/** GET /feedback/{id}: one report (full for feedback managers, the public view for its company). */
export const feedbackReportQuery = (id: number) =>
  queryOptions({
    queryKey: ['feedback', 'report', id],
    queryFn: ({ signal }) => untypedApi.get<FeedbackReport>(`/feedback/${id}`, { signal }),
    retry: false,
  });

/** GET /robots/pn/{pn}: a robot model by PN or customer PN (the missing-item form's lookup). */
export const robotByPnQuery = (pn: string) =>
  queryOptions({
    queryKey: ['robots', 'pn', pn.toUpperCase()],
    queryFn: ({ signal }) => untypedApi.get<RobotLookup>(`/robots/pn/${enc(pn)}`, { signal }),
    retry: false,
  });

/** GET /descriptions/{pn}: a part (wrong item, broken item: serial or not). */
export const partQuery = (pn: string) =>
  queryOptions({
    queryKey: ['descriptions', pn.toUpperCase()],
    queryFn: ({ signal }) => untypedApi.get<Description>(`/descriptions/${enc(pn)}`, { signal }),
    retry: false,
  });

/** The history's query key (DataList pages under it). */
export const feedbackListKey = ['feedback', 'list'] as const;

// ---- Mutations: one hook per endpoint; each refreshes what the save changes. ----

/** PUT /feedback: files a report (the client key makes a retry answer the same id). */
export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => untypedApi.put<{ id: number }>('/feedback', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackListKey }),
  });
}

/** POST /feedback/{id}: the handling record (feedback managers). */
export function useHandleFeedback(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackHandlingBody) => untypedApi.post<FeedbackReport>(`/feedback/${id}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(feedbackReportQuery(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: feedbackListKey });
    },
  });
}

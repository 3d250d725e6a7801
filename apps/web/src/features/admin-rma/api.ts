import type { NotSentSummary, UpdateRmaRequestBody } from '@poolside/contract/admin-rma';
import type { RmaStatus } from '@poolside/contract/constants';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { ErrorCode } from '@poolside/contract/errors';
import { api, isApiError } from '../../lib/api-client';
import { downloadApiFile } from '../../lib/download';

/** Every query of this feature starts with this key, so one invalidation refreshes the screens. */
export const adminRmaKey = 'adminRma';

/** The admin lists' query keys (DataList adds its page query string). */
export const notSentSummaryKey = [adminRmaKey, 'notSent', 'summary'] as const;
export const unfinishedKey = [adminRmaKey, 'unfinished'] as const;
export const finishedKey = [adminRmaKey, 'finished'] as const;

/** The not-sent counts of one customer (and user): the customer screen's checkboxes. */
export const notSentCustomerQuery = (customer: string, userId?: number) =>
  queryOptions({
    queryKey: [...notSentSummaryKey, customer, userId],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ admin: 'true', customer, pageSize: '1' });
      if (userId !== undefined) search.set('userID', String(userId));
      return api.get<NotSentSummary>(`/rma/not_sent?${search}`, { signal });
    },
    enabled: customer !== '',
    retry: false,
  });

export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: [adminRmaKey, 'rma', id],
    queryFn: ({ signal }) => api.get<RmaWithLines>(`/rma/requests/${id}?admin=true`, { signal }),
    retry: false,
  });

/** POST /rma/multiple_status_change/{status}: answers the ids whose status changed. */
export const changeStatus = (status: RmaStatus, ids: number[]) =>
  api.post<{ changed: number[] }>(`/rma/multiple_status_change/${status}`, { ids });

export type LineDecision = { status?: 'APP' | 'REJ' | null; poolsideRemark?: string };

/** POST /rma/line/{id,id…} {onlyStatus: true}: the admin's decision and remark on one or more lines. */
export async function decideLines(ids: number[], decision: LineDecision): Promise<RmaLine[]> {
  const answer = await api.post<RmaLine | RmaLine[]>(`/rma/line/${ids.join(',')}`, {
    ...decision,
    onlyStatus: true,
  });
  return Array.isArray(answer) ? answer : [answer];
}

export const updateRmaRequest = (id: number, body: UpdateRmaRequestBody) =>
  api.post<RmaWithLines>(`/rma/requests/${id}`, body);

/**
 * Finishes an RMA (POST /rma/requests/{id} {finish: true}), with the refund typed but not saved yet
 * saved in the same transaction (defect 11). Refused with -14 `reason: 'undecidedLines'` and the line ids
 * while lines are neither approved nor rejected.
 */
export function useFinishRma(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: Omit<UpdateRmaRequestBody, 'finish'> | null) =>
      updateRmaRequest(id, { ...refund, finish: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [adminRmaKey] }),
    // A refusal may come from lines changed meanwhile: the screen shows them as they are.
    onError: () => queryClient.invalidateQueries({ queryKey: rmaQuery(id).queryKey }),
  });
}

/** The lines a refused finish names (-14 undecidedLines), or null for any other failure. */
export function undecidedLinesOf(error: unknown): number[] | null {
  if (!isApiError(error, ErrorCode.operationFailed) || error.data?.reason !== 'undecidedLines') return null;
  return error.data.ids ?? [];
}

export const deleteLine = (id: number) => api.delete<null>(`/rma/line/${id}`);

export const downloadPackingSlip = (id: number) =>
  downloadApiFile(`/rma/requests/${id}/packing-slip`, `rma-${id}-packing-slip.pdf`);

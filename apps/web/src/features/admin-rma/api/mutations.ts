import type { UpdateRmaRequestBody } from '@poolside/contract/admin-rma';
import type { RmaStatus } from '@poolside/contract/constants';
import { ErrorCode } from '@poolside/contract/errors';
import type { Rma, RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { KeysetAnswer } from '../../../components/data-list/data-list';
import { api, isApiError } from '../../../lib/api-client';
import { apiFiles } from '../../../lib/api-files';
import { useMutation } from '../../../lib/mutation';
import { adminRmaKeys } from './keys';

/** Sets the status of some RMAs in every cached page of the unfinished list (after or before the server). */
export function setCachedStatus(queryClient: QueryClient, ids: Set<number>, status: RmaStatus) {
  queryClient.setQueriesData<KeysetAnswer<Rma>>({ queryKey: adminRmaKeys.unfinished() }, (old) =>
    old ? { ...old, rows: old.rows.map((r) => (ids.has(r.id) ? { ...r, status } : r)) } : old,
  );
  for (const id of ids) {
    queryClient.setQueryData<RmaWithLines>(adminRmaKeys.rma(id), (old) => (old ? { ...old, status } : old));
  }
}

/**
 * POST /rma/multiple_status_change/{status}: answers the ids whose status changed, which the cached lists
 * and RMAs then show (no refetch). A failure reads the unfinished list and the RMAs again.
 */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, ids }: { status: RmaStatus; ids: number[] }) =>
      api.post('/rma/multiple_status_change/{status}', { ids }, { path: { status } }),
    onSuccess: ({ changed }, { status }) => setCachedStatus(queryClient, new Set(changed), status),
    onError: (_error, { ids }) => {
      void queryClient.invalidateQueries({ queryKey: adminRmaKeys.unfinished() });
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: adminRmaKeys.rma(id) });
    },
  });
}

export type LineDecision = { status?: 'APP' | 'REJ' | null; poolsideRemark?: string };

/**
 * POST /rma/line/{id,id…} {onlyStatus: true}: the admin's decision and remark on one or more lines of one
 * RMA. The answered lines replace theirs in the cached RMA; a failure reads the RMA again.
 */
export function useDecideLines(rmaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, decision }: { ids: number[]; decision: LineDecision }): Promise<RmaLine[]> => {
      const answer = await api.post(
        '/rma/line/{id}',
        { ...decision, onlyStatus: true },
        { path: { id: ids.join(',') } },
      );
      return Array.isArray(answer) ? answer : [answer];
    },
    onSuccess: (lines) =>
      queryClient.setQueryData<RmaWithLines>(adminRmaKeys.rma(rmaId), (r) =>
        r ? { ...r, lines: r.lines.map((l) => lines.find((n) => n.id === l.id) ?? l) } : r,
      ),
    onError: () => queryClient.invalidateQueries({ queryKey: adminRmaKeys.rma(rmaId) }),
  });
}

const saveRmaRequest = (id: number, body: UpdateRmaRequestBody) =>
  api.post('/rma/requests/{id}', body, { path: { id } });

/** POST /rma/requests/{id}: the refund and labour cost; the answered RMA is what the screen shows. */
export function useUpdateRmaRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRmaRequestBody) => saveRmaRequest(id, body),
    onSuccess: (rma) => queryClient.setQueryData(adminRmaKeys.rma(id), rma),
  });
}

/**
 * Finishes an RMA (POST /rma/requests/{id} {finish: true}), with the refund typed but not saved yet
 * saved in the same transaction. Refused with -14 `reason: 'undecidedLines'` and the line ids while lines
 * are neither approved nor rejected.
 */
export function useFinishRma(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: Omit<UpdateRmaRequestBody, 'finish'> | null) =>
      saveRmaRequest(id, { ...refund, finish: true }),
    onSuccess: (rma) => {
      queryClient.setQueryData(adminRmaKeys.rma(id), rma);
      for (const key of [adminRmaKeys.unfinished(), adminRmaKeys.finished(), adminRmaKeys.notSent()]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
    // A refusal may come from lines changed meanwhile: the screen shows them as they are.
    onError: () => queryClient.invalidateQueries({ queryKey: adminRmaKeys.rma(id) }),
  });
}

/** The lines a refused finish names (-14 undecidedLines), or null for any other failure. */
export function undecidedLinesOf(error: unknown): number[] | null {
  if (!isApiError(error, ErrorCode.operationFailed) || error.data?.reason !== 'undecidedLines') return null;
  return error.data.ids ?? [];
}

export const downloadPackingSlip = (id: number) =>
  apiFiles.download('/rma/requests/{id}/packing-slip', {
    path: { id },
    fileName: `rma-${id}-packing-slip.pdf`,
  });

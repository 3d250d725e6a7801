import type {
  RepairHistoryBody,
  RepairHistoryLine,
  RmaLine,
  RmaWithLines,
  SaveRepairsBody,
  SendRmaBody,
  UpdateRmaLineBody,
} from '@poolside/contract/repairs';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;

export type PartLookup = { pn: string; description: string; nonSerialic: boolean };

export const describePart = (pn: string) => api.get<PartLookup>(`/descriptions/${enc(pn)}`);

/** POST /rma/partValidation/{pn}: shape of the serial and not fitted in another robot than robotSN. */
export const validatePart = (pn: string, sn: string, robotSN?: string) =>
  api.post<PartLookup>(`/rma/partValidation/${enc(pn)}`, { sn, ...(robotSN ? { robotSN } : {}) });

export const saveRepairs = (robotSN: string, body: SaveRepairsBody) =>
  api.put<RmaLine[]>(`/rma/line/${enc(robotSN)}`, body);

export const lineQuery = (id: number) =>
  queryOptions({
    queryKey: ['rma', 'line', id],
    queryFn: ({ signal }) => api.get<RmaLine>(`/rma/line/${id}`, { signal }),
    retry: false,
  });

export const updateLine = (id: number, body: UpdateRmaLineBody) => api.post<RmaLine>(`/rma/line/${id}`, body);
export const deleteLine = (id: number) => api.delete<null>(`/rma/line/${id}`);

export const sendRma = (body: SendRmaBody) => api.put<{ id: number; lines: number }>('/rma/requests', body);

export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: ['rma', 'request', id],
    queryFn: ({ signal }) => api.get<RmaWithLines>(`/rma/requests/${id}`, { signal }),
    retry: false,
  });

export const searchHistory = (body: RepairHistoryBody) => api.post<RepairHistoryLine[]>('/rma/history', body);

// ---- Mutations: one hook per endpoint; each refreshes what the save changes. ----

function useInvalidateRepairs() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['rma'] });
    await queryClient.invalidateQueries({ queryKey: ['robots'] });
  };
}

/** PUT /rma/line/{id} (id: the robot serial number): the report's lines. */
export function useSaveRepairs() {
  const invalidate = useInvalidateRepairs();
  return useMutation({
    mutationFn: ({ robotSN, body }: { robotSN: string; body: SaveRepairsBody }) => saveRepairs(robotSN, body),
    onSuccess: invalidate,
  });
}

/** POST /rma/line/{id}: a draft line's editable fields. */
export function useUpdateLine(id: number) {
  const invalidate = useInvalidateRepairs();
  return useMutation({
    mutationFn: (body: UpdateRmaLineBody) => updateLine(id, body),
    onSuccess: invalidate,
  });
}

/** DELETE /rma/line/{id}: an unsent line. */
export function useDeleteLine() {
  const invalidate = useInvalidateRepairs();
  return useMutation({ mutationFn: deleteLine, onSuccess: invalidate });
}

/** PUT /rma/requests: the reader's unsent lines (all, or those under warranty) as one new RMA. */
/** PUT /rma/requests: one send the user confirmed, with its key (the same send repeated answers one RMA). */
export function useSendRma() {
  const invalidate = useInvalidateRepairs();
  return useMutation({
    mutationFn: (body: { warrantyOnly: boolean; idempotencyKey: string }) => sendRma(body),
    onSuccess: invalidate,
  });
}

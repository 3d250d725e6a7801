import type { UpdateRmaLineBody } from '@poolside/contract/repairs';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiBody, api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { refreshRelated } from '../../../lib/query-client';
import { robotKeys } from '../../../lib/robot-queries';
import { repairKeys } from './keys';

/** The lists a repair write changes: the RMA lists and the robots' pages (their repair history). */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return async (kept: readonly unknown[] = []) => {
    await refreshRelated(queryClient, repairKeys.all, kept);
    await queryClient.invalidateQueries({ queryKey: robotKeys.all });
  };
}

/** PUT /rma/line/{id} (id: the robot serial number): the report's lines. */
export function useSaveRepairs() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ robotSN, body }: { robotSN: string; body: ApiBody<'put', '/rma/line/{id}'> }) =>
      api.put('/rma/line/{id}', body, { path: { id: robotSN } }),
    onSuccess: () => refresh(),
  });
}

/** POST /rma/line/{id}: a draft line's editable fields; the answered line is what the screen shows. */
export function useUpdateLine(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: async (body: UpdateRmaLineBody) => {
      const answer = await api.post('/rma/line/{id}', body, { path: { id: String(id) } });
      return Array.isArray(answer) ? answer[0] : answer;
    },
    onSuccess: (line) => {
      queryClient.setQueryData(repairKeys.line(id), line);
      return refresh(repairKeys.line(id));
    },
  });
}

/**
 * DELETE /rma/line/{id}: a line not sent yet, removed by its partner or by the provider's staff (the one client
 * of the route, shared through the feature's index.ts). The RMA lists, the robots' pages and the caller's own
 * lists under `related` (e.g. the admin's not-sent lists) are read again.
 */
export function useDeleteLine(related?: readonly unknown[]) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => api.delete('/rma/line/{id}', { path: { id } }),
    onSuccess: async () => {
      await refresh();
      if (related) await queryClient.invalidateQueries({ queryKey: related });
    },
  });
}

/** PUT /rma/requests: one send the user confirmed, with its key (the same send repeated answers one RMA). */
export function useSendRma() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (body: { warrantyOnly: boolean; idempotencyKey: string }) => api.put('/rma/requests', body),
    onSuccess: () => refresh(),
  });
}

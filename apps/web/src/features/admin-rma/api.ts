import type { NotSentSummary, UpdateRmaRequestBody } from '@poolside/contract/admin-rma';
import type { RmaStatus } from '@poolside/contract/constants';
import type { Rma, RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadApiFile } from '../../lib/download';

/** Every query of this feature starts with this key, so one invalidation refreshes the screens. */
export const adminRmaKey = 'adminRma';

export const notSentSummaryQuery = queryOptions({
  queryKey: [adminRmaKey, 'notSent', 'summary'],
  queryFn: ({ signal }) => api.get<NotSentSummary>('/rma/not_sent?admin=true', { signal }),
  retry: false,
});

export const unfinishedQuery = queryOptions({
  queryKey: [adminRmaKey, 'unfinished'],
  queryFn: ({ signal }) => api.get<Rma[]>('/rma/requests/unfinished?admin=true', { signal }),
  retry: false,
});

export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: [adminRmaKey, 'rma', id],
    queryFn: ({ signal }) => api.get<RmaWithLines>(`/rma/requests/${id}?admin=true`, { signal }),
    retry: false,
  });

function finishedParams(filter: string, sort?: string) {
  const search = new URLSearchParams({ admin: 'true' });
  if (filter) search.set('filter', filter);
  if (sort) search.set('sort', sort);
  return search.toString();
}

export const finishedPageQuery = (page: number, filter: string, sort: string) =>
  queryOptions({
    queryKey: [adminRmaKey, 'finished', page, filter, sort],
    queryFn: ({ signal }) =>
      api.get<Rma[]>(`/rma/requests/finished/a/a/${page}?${finishedParams(filter, sort)}`, { signal }),
  });

export const finishedCountQuery = (filter: string) =>
  queryOptions({
    queryKey: [adminRmaKey, 'finished', 'count', filter],
    queryFn: ({ signal }) =>
      api.get<{ total: number }>(`/rma/requests/finished/a/a/count?${finishedParams(filter)}`, { signal }),
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

export const deleteLine = (id: number) => api.delete<null>(`/rma/line/${id}`);

export const downloadPackingSlip = (id: number) =>
  downloadApiFile(`/rma/requests/${id}/packing-slip`, `rma-${id}-packing-slip.pdf`);

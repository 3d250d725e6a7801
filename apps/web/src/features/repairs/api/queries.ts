import type { RepairHistoryBody } from '@poolside/contract/repairs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { repairKeys } from './keys';

export type PartLookup = { pn: string; description: string; nonSerialic: boolean };

export const describePart = (pn: string): Promise<PartLookup> =>
  api.get('/descriptions/{pn}', { path: { pn } });

/** POST /rma/partValidation/{pn}: shape of the serial and not fitted in another robot than robotSN. */
export const validatePart = (pn: string, sn: string, robotSN?: string): Promise<PartLookup> =>
  api.post('/rma/partValidation/{pn}', { sn, ...(robotSN ? { robotSN } : {}) }, { path: { pn } });

export const lineQuery = (id: number) =>
  queryOptions({
    queryKey: repairKeys.line(id),
    queryFn: ({ signal }) => api.get('/rma/line/{id}', { path: { id }, signal }),
    retry: false,
  });

export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: repairKeys.request(id),
    queryFn: ({ signal }) => api.get('/rma/requests/{id}', { path: { id }, signal }),
    retry: false,
  });

/** POST /rma/history: a read with its filters in the body. */
export const searchHistory = (body: RepairHistoryBody) => api.post('/rma/history', body);

/** GET /popups/sn/{sn}: the admin's warranty report messages for one robot serial. */
export const serialPopupsQuery = (sn: string) =>
  queryOptions({
    queryKey: repairKeys.serialPopups(sn),
    queryFn: ({ signal }) => api.get('/popups/sn/{sn}', { path: { sn }, signal }),
    retry: false,
  });

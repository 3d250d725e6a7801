import type { RobotModel } from '@poolside/contract/catalogue';
import type {
  RepairHistoryBody,
  RepairHistoryLine,
  RmaLine,
  RmaWithLines,
  SaveRepairsBody,
  UpdateRmaLineBody,
} from '@poolside/contract/repairs';
import type { RobotItem } from '@poolside/contract/warranty';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;

export const robotQuery = (sn: string) =>
  queryOptions({
    queryKey: ['robots', 'sn', sn.toUpperCase()],
    queryFn: ({ signal }) => api.get<RobotItem>(`/robots/sn/${enc(sn)}`, { signal }),
    retry: false,
  });

/** The robot's workbook with the unit's serials (amounts and non-serial flags for the composer). */
export const workbookQuery = (pn: string, year: number, sn: string) =>
  queryOptions({
    queryKey: ['robots', 'model', pn, year, sn],
    queryFn: ({ signal }) => api.get<RobotModel>(`/robots/${year}/${enc(pn)}?sn=${enc(sn)}`, { signal }),
    retry: false,
  });

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

export const sendRma = (body: { ids?: number[]; warrantyOnly?: boolean }) =>
  api.put<{ id: number; lines: number }>('/rma/requests', body);

export const rmaQuery = (id: number) =>
  queryOptions({
    queryKey: ['rma', 'request', id],
    queryFn: ({ signal }) => api.get<RmaWithLines>(`/rma/requests/${id}`, { signal }),
    retry: false,
  });

export const searchHistory = (body: RepairHistoryBody) => api.post<RepairHistoryLine[]>('/rma/history', body);

import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { warrantyKeys } from './keys';

/**
 * GET /warranty/{sn}/eligibility: the robot when the reader may update its warranty, else the update's own
 * refusal on `sn` (-15 unknown, -11 another company's robot, -14 already updated). Asked fresh each time.
 */
export const warrantyEligibilityQuery = (sn: string) =>
  queryOptions({
    queryKey: warrantyKeys.eligibility(sn),
    queryFn: ({ signal }) => api.get('/warranty/{sn}/eligibility', { path: { sn }, signal }),
    retry: false,
    staleTime: 0,
  });

/** GET /api/warranty/{sn}: the serial's update, or null when it has none (-15). */
export const warrantyUpdateQuery = (sn: string) =>
  queryOptions({
    queryKey: warrantyKeys.update(sn),
    queryFn: async ({ signal }) => {
      try {
        return await api.get('/warranty/{sn}', { path: { sn }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 404) return null;
        throw error;
      }
    },
    retry: false,
  });

/** The repairs of one robot (the repair history search by serial); [] when it has none. */
export const changedPartsQuery = (sn: string) =>
  queryOptions({
    queryKey: warrantyKeys.changedParts(sn),
    queryFn: async ({ signal }) => {
      try {
        return await api.post('/rma/history', { searchType: 'sn', input: sn }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 404) return [];
        throw error;
      }
    },
    retry: false,
  });

/** The invoice file as an attachment (GET /api/file?file={id}). */
export const invoiceUrl = (id: number) => `/api/file?file=${id}`;

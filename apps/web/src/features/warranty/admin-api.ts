import type { RepairHistoryLine } from '@poolside/contract/repairs';
import type { RobotItem, WarrantyReviewBody, WarrantyUpdate } from '@poolside/contract/warranty';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { ApiError, untypedApi } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

/** Every cached page of the admin updates list and one update start with this key. */
export const warrantyUpdatesKey = ['warranty', 'updates'] as const;

/** GET /api/warranty/{sn}: the serial's update, or null when it has none (-15). */
export const warrantyUpdateQuery = (sn: string) =>
  queryOptions({
    queryKey: [...warrantyUpdatesKey, 'sn', sn.toUpperCase()],
    queryFn: async ({ signal }) => {
      try {
        return await untypedApi.get<WarrantyUpdate>(`/warranty/${encodeURIComponent(sn)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 404) return null;
        throw error;
      }
    },
    retry: false,
  });

/** The admin screen's save: approves the update (POST /api/warranty/{sn}/review). */
export function reviewWarrantyUpdate(sn: string, body: WarrantyReviewBody) {
  return untypedApi.post<WarrantyUpdate>(`/warranty/${encodeURIComponent(sn)}/review`, body);
}

/** The review form's values: the invoice is a file here, its id only after the upload. */
export type WarrantyReviewInput = { saleDate: number; invoice: File | null };

/** The admin screen's save (upload of a replacing invoice first, then the review); caches follow the answer. */
export function useReviewWarrantyUpdate(sn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ saleDate, invoice }: WarrantyReviewInput) => {
      const fileId = invoice ? (await uploadFile(invoice, 'image')).id : undefined;
      return reviewWarrantyUpdate(sn, { saleDate, ...(fileId ? { invoice: fileId } : {}) });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData([...warrantyUpdatesKey, 'sn', sn.toUpperCase()], saved);
      await queryClient.invalidateQueries({ queryKey: warrantyUpdatesKey });
      await queryClient.invalidateQueries({ queryKey: ['robots', 'sn', sn] });
    },
  });
}

/** The admin's reject: deletes the update; the robot goes back to its ship date. */
export function deleteWarrantyUpdate(sn: string) {
  return untypedApi.delete<null>(`/warranty/${encodeURIComponent(sn)}`);
}

/** Type 1: sets or clears (null) the robot's manual warranty start/end. */
export function setManualWarranty(
  sn: string,
  body: { manualWarrantyStart?: number | null; manualWarrantyEnd?: number | null },
) {
  return untypedApi.post<RobotItem>(`/robots/sn/${encodeURIComponent(sn)}/manualWarranty`, body);
}

/** The repairs of one robot (the repair history search by serial); [] when it has none. */
export const changedPartsQuery = (sn: string) =>
  queryOptions({
    queryKey: ['warranty', 'changedParts', sn.toUpperCase()],
    queryFn: async ({ signal }) => {
      try {
        return await untypedApi.post<RepairHistoryLine[]>(
          '/rma/history',
          { searchType: 'sn', input: sn },
          { signal },
        );
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 404) return [];
        throw error;
      }
    },
    retry: false,
  });

/** The invoice file as an attachment (GET /api/file?file={id}). */
export const invoiceUrl = (id: number) => `/api/file?file=${id}`;

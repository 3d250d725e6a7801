import type { WarrantyUpdateBody } from '@poolside/contract/warranty';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { refreshRelated } from '../../../lib/refresh-related';
import { uploadFile } from '../../../lib/upload';
import { warrantyKeys } from './keys';

/** The warranty update form's save: the invoice is uploaded first (image kind), then the update is posted. */
export type WarrantyUpdateInput = Omit<WarrantyUpdateBody, 'invoice'> & { invoice: File | null };

/** POST /warranty/{sn} (after POST /upload?kind=image for the invoice); the robot's cache takes the answer. */
export function useUpdateWarranty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sn, input }: { sn: string; input: WarrantyUpdateInput }) => {
      const { invoice, ...body } = input;
      const fileId = invoice ? (await uploadFile(invoice, 'image')).id : undefined;
      return api.post(
        '/warranty/{sn}',
        { ...body, ...(fileId ? { invoice: fileId } : {}) },
        { path: { sn } },
      );
    },
    onSuccess: (robot) => queryClient.setQueryData(warrantyKeys.robot(robot.sn), robot),
  });
}

/** The review form's values: the invoice is a file here, its id only after the upload. */
export type WarrantyReviewInput = { saleDate: number; invoice: File | null };

/**
 * The admin screen's save (upload of a replacing invoice first, then POST /warranty/{sn}/review): the
 * answered update is what the screen shows; the updates list and the robot are read again.
 */
export function useReviewWarrantyUpdate(sn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ saleDate, invoice }: WarrantyReviewInput) => {
      const fileId = invoice ? (await uploadFile(invoice, 'image')).id : undefined;
      return api.post(
        '/warranty/{sn}/review',
        { saleDate, ...(fileId ? { invoice: fileId } : {}) },
        { path: { sn } },
      );
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(warrantyKeys.update(sn), saved);
      await refreshRelated(queryClient, warrantyKeys.updates(), warrantyKeys.update(sn));
      await queryClient.invalidateQueries({ queryKey: warrantyKeys.robot(sn) });
    },
  });
}

/** DELETE /warranty/{sn}: rejects (deletes) a warranty update; the list and the robot are fetched again. */
export function useDeleteWarrantyUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sn: string) => api.delete('/warranty/{sn}', { path: { sn } }),
    onSuccess: async (_, sn) => {
      await queryClient.invalidateQueries({ queryKey: warrantyKeys.updates() });
      await queryClient.invalidateQueries({ queryKey: warrantyKeys.robot(sn) });
    },
  });
}

export type ManualWarrantyBody = { manualWarrantyStart?: number | null; manualWarrantyEnd?: number | null };

/** Type 1: sets or clears (null) the robot's manual warranty start/end; the robot's cache takes the answer. */
export function useSetManualWarranty(sn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualWarrantyBody) =>
      api.post('/robots/sn/{sn}/manualWarranty', body, { path: { sn } }),
    onSuccess: (robot) => queryClient.setQueryData(warrantyKeys.robot(robot.sn), robot),
  });
}

import type { RobotItem, WarrantyUpdateBody } from '@poolside/contract/warranty';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { api } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export function updateWarranty(sn: string, body: WarrantyUpdateBody) {
  return api.post<RobotItem>(`/warranty/${encodeURIComponent(sn)}`, body);
}

/** The warranty update form's save: the invoice is uploaded first (image kind), then the update is posted. */
export type WarrantyUpdateInput = Omit<WarrantyUpdateBody, 'invoice'> & { invoice: File | null };

/** POST /warranty/{sn} (after POST /upload?kind=image for the invoice); the robot's cache takes the answer. */
export function useUpdateWarranty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sn, input }: { sn: string; input: WarrantyUpdateInput }) => {
      const { invoice, ...body } = input;
      const fileId = invoice ? (await uploadFile(invoice, 'image')).id : undefined;
      return updateWarranty(sn, { ...body, ...(fileId ? { invoice: fileId } : {}) });
    },
    onSuccess: (robot) => queryClient.setQueryData(['robots', 'sn', robot.sn], robot),
  });
}

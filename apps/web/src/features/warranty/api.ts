import type { RobotItem, WarrantyUpdateBody } from '@poolside/contract/warranty';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export function updateWarranty(sn: string, body: WarrantyUpdateBody) {
  return untypedApi.post<RobotItem>(`/warranty/${encodeURIComponent(sn)}`, body);
}

/**
 * GET /warranty/{sn}/eligibility: the robot when the reader may update its warranty, else the update's own
 * refusal on `sn` (-15 unknown, -11 another company's robot, -14 already updated). Asked fresh each time.
 */
export const warrantyEligibilityQuery = (sn: string) =>
  queryOptions({
    queryKey: ['warranty', 'eligibility', sn.toUpperCase()],
    queryFn: ({ signal }) =>
      untypedApi.get<RobotItem>(`/warranty/${encodeURIComponent(sn)}/eligibility`, { signal }),
    retry: false,
    staleTime: 0,
  });

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

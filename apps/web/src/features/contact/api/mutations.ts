import { api } from '../../../lib/api-client';
import { useMutation } from '../../../lib/mutation';
import { uploadFile } from '../../../lib/upload';

export type ContactPayload = {
  fullName: string;
  company?: string;
  email: string;
  phone: string;
  message: string;
  fileID: number | null;
  recaptchaToken: string;
};

export function useSendContact() {
  return useMutation({ mutationFn: (body: ContactPayload) => api.put('/contact', body) });
}

/** The attachment, uploaded when chosen (kind file); its id goes with the message. */
export function useUploadAttachment() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file, 'file') });
}

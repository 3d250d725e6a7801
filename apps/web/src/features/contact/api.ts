import type { ContactSettings } from '@poolside/contract/contact';
import { queryOptions } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { untypedApi } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

export const contactSettingsQueryOptions = queryOptions({
  queryKey: ['contact', 'settings'],
  queryFn: ({ signal }) => untypedApi.get<ContactSettings>('/contact/settings', { signal }),
  staleTime: 30 * 60_000,
});

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
  return useMutation({
    mutationFn: (body: ContactPayload) => untypedApi.put<{ msg: 'sent' }>('/contact', body),
  });
}

/** The attachment, uploaded when chosen (kind file); its id goes with the message. */
export function useUploadAttachment() {
  return useMutation({ mutationFn: (file: File) => uploadFile(file, 'file') });
}

export async function fetchAltchaChallenge() {
  return untypedApi.get<Record<string, unknown>>('/captcha/challenge');
}

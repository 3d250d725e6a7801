import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiFiles } from '../../../lib/api-files';
import { useMutation } from '../../../lib/mutation';
import { popupKeys } from './keys';

/** POST /popups {subAction: csv-template}: the answer is the CSV itself (spec: "blob"). */
export function downloadCsvTemplate() {
  return apiFiles.downloadPost(
    '/popups',
    { subAction: 'csv-template' },
    { fileName: 'popup-serials-template.csv' },
  );
}

/** POST /popups/upload (multipart messageId + file): the file's serials replace the message's. */
function uploadSerials(messageId: number, file: File) {
  const body = new FormData();
  body.append('messageId', String(messageId));
  body.append('file', file);
  return apiFiles.upload('/popups/upload', body);
}

// The popups writes answer no message (an id, null or a count): the list is read again after each.
function useInvalidating<T, R>(mutationFn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupKeys.all }),
  });
}

export const useCreateMessage = () =>
  useInvalidating(() => api.post('/popups', { subAction: 'create-empty-message' }));

export const useUpdateMessage = () =>
  useInvalidating((v: { id: number; message: string }) =>
    api.post('/popups', { subAction: 'update', message_id: v.id, message: v.message }),
  );

export const useDeleteMessage = () =>
  useInvalidating((id: number) => api.post('/popups', { subAction: 'deleteMessage', messageId: id }));

export const useUploadSerials = () =>
  useInvalidating((v: { id: number; file: File }) => uploadSerials(v.id, v.file));

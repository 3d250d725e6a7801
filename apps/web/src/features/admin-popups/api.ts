import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { api, untypedApi } from '../../lib/api-client';

export const popupsQueryKey = ['popups'] as const;

/** POST /popups {subAction: csv-template}: the answer is the CSV itself (spec: "blob"). */
export function downloadCsvTemplate() {
  return api.downloadPost(
    '/popups',
    { subAction: 'csv-template' },
    { fileName: 'popup-serials-template.csv' },
  );
}

/** POST /popups/upload (multipart messageId + file): the file's serials replace the message's. */
export function uploadSerials(messageId: number, file: File) {
  const body = new FormData();
  body.append('messageId', String(messageId));
  body.append('file', file);
  return api.upload('/popups/upload', body);
}

function useInvalidating<T, R>(mutationFn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupsQueryKey }),
  });
}

export const useCreateMessage = () =>
  useInvalidating(() => untypedApi.post<{ id: number }>('/popups', { subAction: 'create-empty-message' }));

export const useUpdateMessage = () =>
  useInvalidating((v: { id: number; message: string }) =>
    untypedApi.post<null>('/popups', { subAction: 'update', message_id: v.id, message: v.message }),
  );

export const useDeleteMessage = () =>
  useInvalidating((id: number) =>
    untypedApi.post<null>('/popups', { subAction: 'deleteMessage', messageId: id }),
  );

export const useUploadSerials = () =>
  useInvalidating((v: { id: number; file: File }) => uploadSerials(v.id, v.file));

import type { PopupUploadAnswer } from '@poolside/contract/popups';
import { ErrorCode } from '@poolside/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/mutation';
import { ApiError, api } from '../../lib/api-client';

export const popupsQueryKey = ['popups'] as const;

async function failureOf(response: Response): Promise<ApiError> {
  const payload = await response.json().catch(() => null);
  return new ApiError({
    code: payload?.code ?? ErrorCode.fatal,
    httpStatus: response.status,
    requestId: response.headers.get('x-request-id'),
    data: payload?.data ?? null,
    retryAfter: null,
  });
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /popups {subAction: csv-template}: the answer is the CSV itself (spec: "blob"). */
export async function downloadCsvTemplate() {
  const response = await fetch('/api/popups', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subAction: 'csv-template' }),
  });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/csv')) {
    throw await failureOf(response);
  }
  saveBlob(await response.blob(), 'popup-serials-template.csv');
}

/** POST /popups/upload (multipart messageId + file): the file's serials replace the message's. */
export async function uploadSerials(messageId: number, file: File): Promise<PopupUploadAnswer> {
  const body = new FormData();
  body.append('messageId', String(messageId));
  body.append('file', file);
  const response = await fetch('/api/popups/upload', { method: 'POST', credentials: 'same-origin', body });
  const payload = await response
    .clone()
    .json()
    .catch(() => null);
  if (payload?.status && response.ok) return payload.data;
  throw await failureOf(response);
}

function useInvalidating<T, R>(mutationFn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupsQueryKey }),
  });
}

export const useCreateMessage = () =>
  useInvalidating(() => api.post<{ id: number }>('/popups', { subAction: 'create-empty-message' }));

export const useUpdateMessage = () =>
  useInvalidating((v: { id: number; message: string }) =>
    api.post<null>('/popups', { subAction: 'update', message_id: v.id, message: v.message }),
  );

export const useDeleteMessage = () =>
  useInvalidating((id: number) => api.post<null>('/popups', { subAction: 'deleteMessage', messageId: id }));

export const useUploadSerials = () =>
  useInvalidating((v: { id: number; file: File }) => uploadSerials(v.id, v.file));

import type { RobotItem, WarrantyUpdateBody } from '@poolside/contract/warranty';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';

export const robotBySnQuery = (sn: string) =>
  queryOptions({
    queryKey: ['robots', 'sn', sn.toUpperCase()],
    queryFn: ({ signal }) => api.get<RobotItem>(`/robots/sn/${encodeURIComponent(sn)}`, { signal }),
    retry: false,
  });

export function updateWarranty(sn: string, body: WarrantyUpdateBody) {
  return api.post<RobotItem>(`/warranty/${encodeURIComponent(sn)}`, body);
}

/** Uploads an invoice (multipart field `file`) and answers its file id. */
export async function uploadInvoice(file: File): Promise<number> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/upload?kind=image', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as {
    status: boolean;
    code: number;
    data: { id: number };
  } | null;
  if (!body?.status) {
    throw new ApiError({
      code: body?.code ?? -10,
      httpStatus: response.status,
      requestId: response.headers.get('x-request-id'),
      data: null,
      retryAfter: null,
    });
  }
  return body.data.id;
}

import type { UploadAnswer, UploadKind } from '@poolside/contract/files';
import { ErrorCode } from '@poolside/contract/errors';
import { ApiError } from './api-client';

/** Uploads one file (multipart field `file`) and answers its id and name; throws ApiError (-25 invalid). */
export async function uploadFile(
  file: File,
  kind: UploadKind = 'file',
  path = '/upload',
): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(`/api${path}${path === '/upload' ? `?kind=${kind}` : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    body,
  });
  const payload = await response.json().catch(() => null);
  if (payload?.status && response.ok) return payload.data;
  throw new ApiError({
    code: payload?.code ?? ErrorCode.fatal,
    httpStatus: response.status,
    requestId: response.headers.get('x-request-id'),
    data: payload?.data ?? null,
    retryAfter: null,
  });
}

/** A shown file name, cut at 25 characters (spec 01 s5). */
export function shortFileName(name: string, max = 25): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

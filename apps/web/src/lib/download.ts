import type { ErrorData } from '@poolside/contract/envelope';
import { ErrorCode } from '@poolside/contract/errors';
import { ApiError } from './api-client';

/** Saves a base64 file (the export answer) through a temporary link. */
export function downloadBase64File(base64: string, fileName: string, mimeType = 'application/octet-stream') {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file route of the API (a file-download route answers the file, an error the envelope): the
 * file is saved under the server's name; a failure throws the ApiError the error dialog shows.
 */
export async function downloadApiFile(path: string, fallbackName: string) {
  const response = await fetch(`/api${path}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: number; data?: ErrorData } | null;
    throw new ApiError({
      code: body?.code ?? ErrorCode.fatal,
      httpStatus: response.status,
      requestId: response.headers.get('x-request-id'),
      data: body?.data ?? null,
      retryAfter: null,
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

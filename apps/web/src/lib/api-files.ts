// The file part of the API client: uploads (multipart, with progress when asked) and file downloads, typed by
// path like the rest of the client and sent through its `send`, kept apart so that the screens without a file
// (the login first) do not load it.
import { saveBlob } from './download';
import {
  type ApiAnswer,
  type ApiBody,
  type ApiOptions,
  type ApiPath,
  apiUrl,
  failureOf,
  isEnvelope,
  type OptionsArgs,
  requestData,
  type SendInit,
  send,
  unreachable,
} from './api-client';

/** Resolves a file answer (anything but JSON); an envelope or a failed answer throws the ApiError. */
async function requestFile(url: string, init: SendInit): Promise<Response> {
  const response = await send(url, { ...init, accept: '*/*' });
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const payload: unknown = await response.json().catch(() => null);
  throw failureOf(response.status, response.headers, payload);
}

type DownloadOptions<M extends 'get' | 'post', P extends ApiPath<M>> = ApiOptions<M, P> & {
  /** The name to save under when the answer names none (Content-Disposition). */
  fileName: string;
};

/** Multipart upload with the share sent so far reported (fetch reports no upload progress). */
function uploadWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void) {
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload: unknown = xhr.response;
      if (isEnvelope(payload) && payload.status && xhr.status < 300) resolve(payload.data);
      else {
        const headers = new Headers();
        const requestId = xhr.getResponseHeader('x-request-id');
        if (requestId) headers.set('x-request-id', requestId);
        reject(failureOf(xhr.status, headers, payload));
      }
    };
    xhr.onerror = () => reject(unreachable());
    xhr.send(body);
  });
}

async function saveAnswer(response: Response, fallbackName: string) {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? fallbackName);
}

export const apiFiles = {
  /** POSTs a multipart form (a file upload); `onProgress` gets the share sent so far. */
  upload: <P extends ApiPath<'post'>>(
    path: P,
    form: FormData,
    ...[options]: OptionsArgs<'post', P> extends [options: infer O]
      ? [options: O & { onProgress?: (fraction: number) => void }]
      : [options?: ApiOptions<'post', P> & { onProgress?: (fraction: number) => void }]
  ) => {
    const url = apiUrl(path, options);
    const onProgress = (options as { onProgress?: (fraction: number) => void } | undefined)?.onProgress;
    const answer = onProgress
      ? uploadWithProgress(url, form, onProgress)
      : requestData(url, {
          method: 'POST',
          body: form,
          signal: (options as { signal?: AbortSignal })?.signal,
        });
    return answer as Promise<ApiAnswer<'post', P>>;
  },
  /** GETs a file route and saves the file under the server's name; a failure throws the ApiError. */
  download: async <P extends ApiPath<'get'>>(path: P, options: DownloadOptions<'get', P>) => {
    const response = await requestFile(apiUrl(path, options), { method: 'GET', signal: options.signal });
    await saveAnswer(response, options.fileName);
  },
  /** POSTs a JSON body whose answer is a file, and saves it. */
  downloadPost: async <P extends ApiPath<'post'>>(
    path: P,
    body: ApiBody<'post', P>,
    options: DownloadOptions<'post', P>,
  ) => {
    const response = await requestFile(apiUrl(path, options), {
      method: 'POST',
      body,
      signal: options.signal,
    });
    await saveAnswer(response, options.fileName);
  },
};

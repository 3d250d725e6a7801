import type { ErrorData } from '@poolside/contract/envelope';
import { ErrorCode } from '@poolside/contract/errors';

type ApiErrorInit = {
  code: number;
  httpStatus: number;
  requestId: string | null;
  data: ErrorData;
  retryAfter: number | null;
};

/** A failed API call: the envelope's code and data, the HTTP status and the X-Request-Id support needs. */
export class ApiError extends Error {
  readonly code: number;
  readonly httpStatus: number;
  readonly requestId: string | null;
  readonly data: ErrorData;
  /** Seconds to wait, on a throttled (HTTP 429) or overloaded (HTTP 503) answer. */
  readonly retryAfter: number | null;

  constructor(init: ApiErrorInit) {
    super(`API error ${init.code} (HTTP ${init.httpStatus})`);
    this.name = 'ApiError';
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.requestId = init.requestId;
    this.data = init.data;
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

let onNotLoggedIn: (() => void) | null = null;

/** The app registers what a not-logged-in answer does (clear the session, go to /login). */
export function setNotLoggedInHandler(handler: (() => void) | null) {
  onNotLoggedIn = handler;
}

type Envelope = { status: boolean; code: number; data: unknown };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'status' in body && 'code' in body;
}

function parseRetryAfter(header: string | null, data: unknown): number | null {
  if (typeof data === 'object' && data !== null && 'retryAfter' in data) {
    const value = Number((data as { retryAfter: unknown }).retryAfter);
    if (Number.isFinite(value)) return value;
  }
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) ? seconds : null;
}

type RequestOptions = { signal?: AbortSignal };

/** Calls /api{path}; resolves the envelope's data or throws an ApiError. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      code: ErrorCode.fatal,
      httpStatus: 0,
      requestId: null,
      data: null,
      retryAfter: null,
    });
  }
  const requestId = response.headers.get('x-request-id');
  const payload: unknown = await response.json().catch(() => null);
  if (isEnvelope(payload) && payload.status && response.ok) return payload.data as T;

  const code = isEnvelope(payload) ? payload.code : ErrorCode.fatal;
  const data = isEnvelope(payload) ? (payload.data as ErrorData) : null;
  if (code === ErrorCode.notLoggedIn) onNotLoggedIn?.();
  throw new ApiError({
    code,
    httpStatus: response.status,
    requestId,
    data,
    retryAfter:
      response.status === 429 || response.status === 503
        ? parseRetryAfter(response.headers.get('retry-after'), data)
        : null,
  });
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body ?? {}, options),
  /** `options.body`: a DELETE that needs a confirmation (e.g. a code), sent as JSON. */
  delete: <T>(path: string, options?: RequestOptions & { body?: unknown }) =>
    apiRequest<T>('DELETE', path, options?.body, options),
};

import { ErrorCode, httpStatusOf } from '@poolside/contract/errors';
import { type DefaultBodyType, type HttpHandler, HttpResponse, http, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The network of every web test: one msw server, listening for the whole file (setup.ts), its handlers reset
 * after each test. A request that no handler answers fails the test (onUnhandledRequest: 'error'), so a page
 * calling something the test did not foresee is seen.
 */
export const server = setupServer();

const requestIdHeader = { 'x-request-id': 'req-test-1' };

/** The API's success envelope: `{ status: true, code: 0, data }`. */
export function okResponse(data: unknown, headers: Record<string, string> = {}) {
  return HttpResponse.json({ status: true, code: 0, data } as DefaultBodyType, {
    headers: { ...requestIdHeader, ...headers },
  });
}

/** The API's refusal envelope `{ status: false, code, data }`, with the HTTP status the server maps it to. */
export function failResponse(
  code: number,
  data: unknown = null,
  options: { httpStatus?: number; headers?: Record<string, string> } = {},
) {
  return HttpResponse.json({ status: false, code, data } as DefaultBodyType, {
    status: options.httpStatus ?? httpStatusOf(code),
    headers: { ...requestIdHeader, ...options.headers },
  });
}

/** Refusals as the server sends them. */
export const refusals = {
  notFound: () => failResponse(ErrorCode.notFound),
  fatal: () => failResponse(ErrorCode.fatal),
  permissionDenied: () => failResponse(ErrorCode.permissionDenied),
  /** -6 naming the refused field (`data.field`): an invalid value. */
  invalidField: (field: string) => failResponse(ErrorCode.invalid, { field }),
  /** -12 naming the required field that was left empty. */
  requiredField: (field: string) => failResponse(ErrorCode.fieldRequired, { field }),
};

/** One request as the page sent it: method, URL (path and query) and JSON body. */
export type SentRequest = { method: string; url: URL; body: unknown };

type Resolver = (request: SentRequest & { params: Record<string, string> }) => unknown;

/** The JSON body of a request; other bodies (a multipart upload) are not read: tests check uploads by URL. */
async function readBody(request: StrictRequest<DefaultBodyType>): Promise<unknown> {
  if (!request.headers.get('content-type')?.includes('application/json')) return undefined;
  const text = await request.clone().text();
  return text === '' ? undefined : JSON.parse(text);
}

/** Reads a request into what tests compare (shared with the fakeFetch adapter). */
export async function sentRequestOf(request: StrictRequest<DefaultBodyType>): Promise<SentRequest> {
  return { method: request.method, url: new URL(request.url), body: await readBody(request) };
}

type Route = {
  (path: string, answer: Resolver, sent?: SentRequest[]): HttpHandler;
  (path: string, answer: unknown, sent?: SentRequest[]): HttpHandler;
};

function route(method: 'get' | 'post' | 'put' | 'delete'): Route {
  /**
   * Answers `/api{path}` (msw path syntax: `:id` params, `*` wildcard; the query string is not matched). The
   * answer is the envelope's data, or a Response (failResponse, refusals) sent as it is; a function answers
   * per request. Each matched request is pushed to `sent`, in order, for tests that check what was asked.
   */
  return (path: string, answer: unknown, sent?: SentRequest[]) =>
    http[method](`*/api${path}`, async ({ request, params }) => {
      const entry = await sentRequestOf(request);
      sent?.push(entry);
      const data =
        typeof answer === 'function'
          ? await (answer as Resolver)({ ...entry, params: params as Record<string, string> })
          : answer;
      return data instanceof Response ? data : okResponse(data ?? null);
    });
}

/** Handler builders for the API: `api.get('/contents', rows)`, `api.post('/users/:id', ({ body }) => …)`. */
export const api = {
  get: route('get'),
  post: route('post'),
  put: route('put'),
  delete: route('delete'),
};

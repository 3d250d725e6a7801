// Calls through HTTP as logged-in users, for the suites that log a fixed cast in once (not a test file).
import { caller } from './factories.ts';
import { multipart, sampleFiles } from './files.ts';
import { type TestContext, useTestContext } from './harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the tests
type Data = any;

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{ http: number; status: boolean; code: number; data: Data }>;

/** Logs every e-mail in once and answers a caller per user that returns HTTP status + envelope. */
export async function callersOf(ctx: TestContext, emails: string[]) {
  const cookies: Record<string, string> = {};
  for (const email of emails) cookies[email] = await ctx.login(email);
  const call = caller(ctx, cookies);
  const as =
    (email: string): Caller =>
    (method, url, payload) =>
      call(email, method, url, payload);
  return { cookies, as };
}

/**
 * The file's context with `emails` logged in once (made before its first test, closed after its last):
 * `as(email)` calls as that user, `cookies` holds each session (a test may add one); `keep` receives the
 * context.
 */
export function useCallers(emails: string[], keep: (ctx: TestContext) => void = () => {}) {
  const cookies: Record<string, string> = {};
  let call: ReturnType<typeof caller>;
  useTestContext(async (c) => {
    keep(c);
    for (const email of emails) cookies[email] = await c.login(email);
    call = caller(c, cookies);
  });
  const as =
    (email: string): Caller =>
    (method, url, payload) =>
      call(email, method, url, payload);
  return { as, cookies };
}

/** Uploads a small PNG as the user through POST /api/upload (kind image unless told) and answers its id. */
export async function uploadPng(
  ctx: TestContext,
  cookie: string,
  name: string,
  kind: 'image' | 'file' = 'image',
) {
  const { payload, headers } = multipart(name, sampleFiles.png());
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/upload?kind=${kind}`,
    payload,
    headers: { ...headers, cookie },
  });
  return res.json().data.id as number;
}

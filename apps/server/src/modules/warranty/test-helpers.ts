// Shared set-up of the warranty suites (not a test file itself).
import { type TestContext, useTestContext } from '../../test/harness.ts';

/** One day in seconds. */
export const DAY = 86400;

/**
 * A warranty suite's file context (handed to `keep`) with `emails` logged in once: `call(method, url, email?,
 * payload?)` answers the HTTP status and the body (anonymous without an e-mail); `now()` is the test clock in
 * unix seconds; `cookies` per e-mail.
 */
export function warrantySuite(emails: string[], keep: (ctx: TestContext) => void) {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  useTestContext(async (c) => {
    ctx = c;
    keep(c);
    for (const email of emails) cookies[email] = await c.login(email);
  });
  const now = () => Math.floor(ctx.clock.now().getTime() / 1000);
  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, email?: string, payload?: object) {
    const res = await ctx.app.inject({
      method,
      url,
      payload,
      headers: email ? { cookie: cookies[email] } : {},
    });
    return { status: res.statusCode, body: res.json() };
  }
  return { call, now, cookies };
}

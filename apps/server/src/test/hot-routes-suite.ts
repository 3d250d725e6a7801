// The hot-route suites' start (hot-routes*.test.ts, docs/performance.md "Hot paths"): a fresh test context
// with the service and admin sessions, the statements a GET sends, and the check that a table announces its writes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { applyInvalidation, onInvalidation } from '../lib/invalidation.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { countStatements, describeStatements } from './statement-count.ts';

/**
 * Registers the suite's hooks; its fields are set once its beforeAll has run. `get` counts a GET's statements
 * (as the service user by default; null: no session), `warmCount` once its session and reference data are cached.
 */
export function hotRoutesSuite() {
  const hot = {} as { ctx: TestContext; cookie: string; adminCookie: string };
  beforeAll(async () => {
    hot.ctx = await createTestContext();
    hot.cookie = await hot.ctx.login('service@demo.test');
    hot.adminCookie = await hot.ctx.login('admin@demo.test');
  });
  afterAll(async () => {
    await hot.ctx?.close();
  });
  const get = (url: string, withCookie: string | null = hot.cookie) =>
    countStatements(hot.ctx.deps.db, () =>
      hot.ctx.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} }),
    );
  /** The route's count once its session and reference data are cached (second call). */
  const warmCount = async (url: string, withCookie: string | null = hot.cookie) => {
    const first = await get(url, withCookie);
    expect(first.result.statusCode, first.result.body).toBe(200);
    const log = await get(url, withCookie);
    expect(log.result.statusCode).toBe(200);
    return log;
  };
  /**
   * A warm route read once its answer is dropped (`flush`, as a write's trigger would), then again: the second
   * call sends nothing and answers the same body. Answers both calls' logs.
   */
  const readThenFromMemory = async (url: string, flush: string, withCookie: string | null = hot.cookie) => {
    await warmCount(url, withCookie);
    applyInvalidation(hot.ctx.deps.db, [flush]);
    const read = await get(url, withCookie);
    expect(read.result.statusCode, read.result.body).toBe(200);
    const fromMemory = await get(url, withCookie);
    expect(fromMemory.count, describeStatements(fromMemory)).toBe(0);
    expect(fromMemory.result.body).toBe(read.result.body);
    return { read, fromMemory };
  };
  return Object.assign(hot, { get, warmCount, readThenFromMemory });
}

/** Each statement, run straight on the database, announces (before it resolves) a message its pattern matches. */
export async function expectAnnounced(ctx: TestContext, cases: [string, RegExp][]) {
  const heard: string[] = [];
  const stop = onInvalidation(ctx.deps.db, (message) => heard.push(message));
  try {
    for (const [statement, expected] of cases) {
      heard.length = 0;
      await ctx.deps.db.execute(sql.raw(statement));
      expect(
        heard.some((m) => expected.test(m)),
        `${statement}: ${heard.join(' ')}`,
      ).toBe(true);
    }
  } finally {
    stop();
  }
}

// Readiness as a load balancer meets it: a database that hangs shows the instance down within seconds.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { openPostgres } from '../../db/client.ts';
import { READINESS_TIMEOUT_MS } from '../../db/migrate.ts';
import { withDatabase } from '../../test/databases.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let realDb: Db;
beforeAll(async () => {
  ctx = await createTestContext();
  realDb = ctx.deps.db;
});
afterAll(async () => {
  ctx.deps.db = realDb;
  await ctx?.close();
});

/** GET /api/health on another database, and how long the answer took. */
async function healthOn(db: Db) {
  ctx.deps.db = db;
  const started = Date.now();
  try {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    return { res, ms: Date.now() - started };
  } finally {
    ctx.deps.db = realDb;
  }
}

describe('GET /api/health with a hung database', () => {
  it('answers -3 (503) within the readiness timeout when the database never answers', async () => {
    const hung = { execute: () => new Promise(() => {}) } as unknown as Db;
    const first = await healthOn(hung);
    expect(first.res.statusCode).toBe(503);
    expect(first.res.json()).toEqual({ status: false, code: -3, data: null });
    expect(first.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1500);
    expect(READINESS_TIMEOUT_MS).toBeLessThanOrEqual(3000);
    // The next call waits on the check still running, no longer than the timeout either.
    const second = await healthOn(hung);
    expect(second.res.statusCode).toBe(503);
    expect(second.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1500);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'answers -3 (503) within seconds while PostgreSQL blocks the readiness query (default timeouts)',
    async () => {
      const result = await realDb.execute(sql`select current_database() as name`);
      const [{ name }] = (result as unknown as { rows: { name: string }[] }).rows;
      const url = withDatabase(process.env.DATABASE_URL!, name);
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      // Statement and connect timeouts as production has them by default (30 s and 5 s).
      const pool = openPostgres(url, 2, { connectMs: 5000, statementMs: 30_000 });
      try {
        await locker.query('begin');
        await locker.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
        const { res, ms } = await healthOn(pool.db);
        expect(res.statusCode).toBe(503);
        expect(ms).toBeLessThan(READINESS_TIMEOUT_MS + 1500);
      } finally {
        await locker.query('rollback').catch(() => {});
        await locker.end();
        await pool.close();
      }
    },
  );
});

import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isDatabaseUnavailable } from '../plugins/errors.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { type Db, openPglite, openPostgres } from './client.ts';
import { isDatabaseReady, migrateDatabase } from './migrate.ts';

// With the database unreachable every route answered 500/-10 (the connection error sits on
// the wrapped error's cause); a database that accepts connections and never answers hung requests past 45 s;
// health answered 200 on an unmigrated database.

let ctx: TestContext;
let cookie: string;
let realDb: Db;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login('service@demo.test');
  realDb = ctx.deps.db;
});
afterAll(async () => {
  ctx.deps.db = realDb;
  await ctx?.close();
});

/** Runs the routes on another database (the session check keeps the test's). */
async function withDatabase<T>(db: Db, run: () => Promise<T>): Promise<T> {
  ctx.deps.db = db;
  try {
    return await run();
  } finally {
    ctx.deps.db = realDb;
  }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

function expectUnavailable(res: { statusCode: number; body: string }, what: string) {
  expect(`${what}: ${res.statusCode} ${res.body}`).toBe(
    `${what}: 503 ${JSON.stringify({ status: false, code: -3, data: null })}`,
  );
}

describe('database faults (issue 19)', () => {
  it('answers -3 with 503 on every kind of route when the database refuses connections', async () => {
    const down = openPostgres('postgres://nobody@127.0.0.1:1/none', 1);
    try {
      await withDatabase(down.db, async () => {
        expectUnavailable(await get('/api/health'), 'health');
        expectUnavailable(await get('/api/brands', { cookie }), 'brands');
        expectUnavailable(await get('/api/rma/requests', { cookie }), 'rma');
        const login = await ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { method: 'login', email: 'service@demo.test', password: 'x' },
        });
        expectUnavailable(login, 'login');
      });
    } finally {
      await down.close();
    }
  });

  it('answers -3 within seconds when the database accepts connections and never answers', async () => {
    const sockets: net.Socket[] = [];
    const blackHole = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as net.AddressInfo;
    const config = loadConfig({
      DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`,
      DATABASE_CONNECT_TIMEOUT_MS: '300',
    });
    const hung = openPostgres(config.databaseUrl!, 2, config.databaseTimeouts);
    try {
      const started = Date.now();
      await withDatabase(hung.db, async () => {
        expectUnavailable(await get('/api/health'), 'health');
        expectUnavailable(await get('/api/brands', { cookie }), 'brands');
      });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await hung.close().catch(() => {});
      blackHole.close();
    }
  });

  it('reads the timeouts from the configuration, with defaults', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 5000,
      statementMs: 30_000,
      idleInTransactionMs: 60_000,
    });
    const set = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_IDLE_TX_TIMEOUT_MS: '3000',
    });
    expect(set.databaseTimeouts).toEqual({ connectMs: 1000, statementMs: 2000, idleInTransactionMs: 3000 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('treats a timed-out statement or transaction and a lost connection, also as a cause, as unavailable', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '25P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(wrapped(new Error('Connection terminated unexpectedly'))))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  // Creates and migrates a database of its own: slower than the suite's default allows on a busy machine.
  it('is not ready (503, -3) on a database whose migrations are not applied, ready once they are', async () => {
    const empty = await openPglite();
    try {
      await withDatabase(empty.db, async () => {
        expectUnavailable(await get('/api/health'), 'unmigrated');
        await migrateDatabase(empty);
        expect((await get('/api/health')).json()).toMatchObject({ status: true, data: { ok: true } });
      });
    } finally {
      await empty.close();
    }
  }, 120_000);

  it('asks the database at most every second and reads its migrations every few seconds once ready', async () => {
    const fresh = await openPglite();
    try {
      await migrateDatabase(fresh);
      expect(await isDatabaseReady(fresh.db, 1_000)).toBe(true);
      // The schema as an older one (a restored backup): seen at the first read of the migrations after 5 s.
      const age = sql.raw('10000000000000');
      await fresh.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - ${age}`);
      expect(await isDatabaseReady(fresh.db, 1_999)).toBe(true);
      expect(await isDatabaseReady(fresh.db, 5_999)).toBe(true);
      expect(await isDatabaseReady(fresh.db, 7_000)).toBe(false);
      // "Not ready" is not kept.
      await fresh.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + ${age}`);
      expect(await isDatabaseReady(fresh.db, 7_001)).toBe(true);
      // A database gone: "ready" stands its second, then the failed read answers (health: 503).
      await fresh.close();
      expect(await isDatabaseReady(fresh.db, 8_000)).toBe(true);
      await expect(isDatabaseReady(fresh.db, 8_001)).rejects.toThrow();
    } finally {
      await fresh.close().catch(() => {});
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'sets the statement and idle-in-transaction timeouts on every PostgreSQL connection',
    async () => {
      const config = loadConfig({
        DATABASE_URL: process.env.DATABASE_URL,
        DATABASE_STATEMENT_TIMEOUT_MS: '300',
        DATABASE_IDLE_TX_TIMEOUT_MS: '400',
      });
      const database = openPostgres(config.databaseUrl!, 2, config.databaseTimeouts);
      try {
        const shown = await database.db.execute(sql`select current_setting('statement_timeout') as s,
          current_setting('idle_in_transaction_session_timeout') as i`);
        expect((shown as unknown as { rows: unknown[] }).rows[0]).toEqual({ s: '300ms', i: '400ms' });
        const started = Date.now();
        const slow = await database.db.execute(sql`select pg_sleep(5)`).catch((err: unknown) => err);
        expect(isDatabaseUnavailable(slow)).toBe(true);
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await database.close();
      }
    },
  );
});

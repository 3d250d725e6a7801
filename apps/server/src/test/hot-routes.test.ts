import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { notifications } from '../db/schema/notifications.ts';
import { users } from '../db/schema/users.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { countStatements, describeStatements } from './statement-count.ts';

// The SQL statements each hot route sends (docs/ARCHITECTURE.md "Hot paths"): a route above its bound, or
// whose count grows with its rows (N+1), fails here. Runs on PGlite and on PostgreSQL (DATABASE_URL).

let ctx: TestContext;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login('service@demo.test');
  adminCookie = await ctx.login('admin@demo.test');
  const [service] = await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
  // Enough notifications that a per-row query would show: 30 unseen, 30 seen.
  await ctx.deps.db.insert(notifications).values(
    Array.from({ length: 60 }, (_, i) => ({
      userId: service.id,
      type: 'RMA',
      params: { rmaId: 1000 + i, status: 'REC' },
      viewedAt: i % 2 ? new Date() : null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
});
afterAll(async () => {
  await ctx?.close();
});

async function get(url: string, withCookie: string | null = cookie) {
  return countStatements(ctx.deps.db, () =>
    ctx.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: withCookie } : {} }),
  );
}

/** The route's count once its session and reference data are cached (second call). */
async function warmCount(url: string, withCookie: string | null = cookie) {
  const first = await get(url, withCookie);
  expect(first.result.statusCode, first.result.body).toBe(200);
  const log = await get(url, withCookie);
  expect(log.result.statusCode).toBe(200);
  return log;
}

describe('statements per hot route', () => {
  it('health: one select 1, with or without a session cookie', async () => {
    const bare = await get('/api/health', null);
    expect(bare.count, describeStatements(bare)).toBe(1);
    const withSession = await get('/api/health');
    expect(withSession.count, describeStatements(withSession)).toBe(1);
  });

  it('a new session costs one statement, then none (session cache)', async () => {
    const fresh = await ctx.login('galil@demo.test');
    const cold = await get('/api/descriptions/AB-MTR-S300B', fresh);
    expect(cold.count, describeStatements(cold)).toBe(2);
    const warm = await get('/api/descriptions/AB-MTR-S300B', fresh);
    expect(warm.count, describeStatements(warm)).toBe(1);
  });

  it.each([
    { name: 'serial lookup', url: '/api/robots/sn/SN100001', bound: 1 },
    { name: 'compatibility', url: '/api/compatibility/AB-MTR-S300A', bound: 1 },
    { name: 'part description', url: '/api/descriptions/AB-MTR-S300B', bound: 1 },
    { name: 'notification bell', url: '/api/notifications/summary', bound: 1 },
    { name: 'notifications page', url: '/api/notifications/page?page=1&pageSize=20&viewed=0', bound: 2 },
  ])('$name: at most $bound with a cached session', async ({ url, bound }) => {
    const log = await warmCount(url);
    expect(log.count, describeStatements(log)).toBeLessThanOrEqual(bound);
  });

  it('dashboard from cache: no statement (partner and provider staff)', async () => {
    for (const c of [cookie, adminCookie]) {
      const log = await warmCount('/api/dashboard', c);
      expect(log.count, describeStatements(log)).toBe(0);
      // Written once through the response schema, then sent as is (dashboard-service.ts getDashboardJson).
      expect(log.result.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(log.result.json()).toMatchObject({ status: true, code: 0, data: { user: {} } });
    }
  });

  it('dashboard: a user edit shows at once (own profile and by an admin), then is cached again', async () => {
    const dashboardUser = async () => (await get('/api/dashboard')).result.json().data.user;
    const [service] = await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    await dashboardUser();
    const own = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${service.id}`,
      headers: { cookie },
      payload: { city: 'Own edit city' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await dashboardUser()).city).toBe('Own edit city');
    const byAdmin = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${service.id}`,
      headers: { cookie: adminCookie },
      payload: { phone: '+1 555 0142' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await dashboardUser()).phone).toBe('+1 555 0142');
    // Cached again once the edit's NOTIFY came back (PostgreSQL delivers it after the commit).
    let warm = await get('/api/dashboard');
    for (let i = 0; i < 50 && warm.count > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      warm = await get('/api/dashboard');
    }
    expect(warm.count, describeStatements(warm)).toBe(0);
  });

  it('no N+1: the notifications page sends as many statements for 1 row as for 30', async () => {
    const one = await warmCount('/api/notifications/page?page=1&pageSize=1&viewed=1');
    const many = await warmCount('/api/notifications/page?page=1&pageSize=30&viewed=1');
    expect(one.result.json().data.rows).toHaveLength(1);
    expect(many.result.json().data.rows).toHaveLength(30);
    expect(many.count, describeStatements(many)).toBe(one.count);
  });
});

describe('statement counter', () => {
  it('counts a transaction with its BEGIN and COMMIT on both drivers', async () => {
    const log = await countStatements(ctx.deps.db, () =>
      ctx.deps.db.transaction(async (tx) => {
        await tx.select().from(users).limit(1);
      }),
    );
    expect(log.statements.map((s) => s.split(' ')[0].toLowerCase())).toEqual(['begin', 'select', 'commit']);
  });
});

describe('caches across instances (PostgreSQL: LISTEN/NOTIFY)', () => {
  let other: App | null = null;
  let closeOther = async () => {};
  beforeAll(async () => {
    if (ctx.deps.dbKind !== 'postgres') return;
    const url = (ctx.deps.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    const database = openPostgres(url, 2);
    other = await buildApp({ ...ctx.deps, db: database.db });
    await other.ready();
    closeOther = async () => {
      await other?.close();
      await database.close();
    };
  });
  afterAll(async () => closeOther());

  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  it('a logout on one instance ends the cached session on the other', async (t) => {
    if (!other) return t.skip();
    const session = await ctx.login('distributor@demo.test');
    const ask = (app: App) =>
      app.inject({ method: 'GET', url: '/api/descriptions/AB-MTR-S300B', headers: { cookie: session } });
    expect((await ask(other)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'logoff' },
      headers: { cookie: session },
    });
    expect((await ask(ctx.app)).statusCode).toBe(401);
    expect(await eventually(async () => (await ask(other!)).statusCode === 401)).toBe(true);
  });

  it('a user edited on one instance shows at once on the other one’s dashboard', async (t) => {
    if (!other) return t.skip();
    const session = await ctx.login('distributor@demo.test');
    const [distributor] = await ctx.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'distributor@demo.test'));
    const dashboardUser = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: session } })).json().data
        .user;
    expect((await dashboardUser(other)).city).not.toBe('Cross-instance city');
    const edited = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${distributor.id}`,
      headers: { cookie: adminCookie },
      payload: { city: 'Cross-instance city', language: 'fra' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await dashboardUser(ctx.app)).city).toBe('Cross-instance city');
    expect(
      await eventually(async () => {
        const user = await dashboardUser(other!);
        return user.city === 'Cross-instance city' && user.language === 'fra';
      }),
    ).toBe(true);
  });

  it('a news published on one instance shows on the other one’s dashboard', async (t) => {
    if (!other) return t.skip();
    const dashboardNews = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } }))
        .json()
        .data.latestNews.map((n: { title: string }) => n.title) as string[];
    await dashboardNews(other);
    const created = await ctx.app.inject({
      method: 'PUT',
      url: '/api/contents',
      headers: { cookie: adminCookie },
      payload: {
        type: 'news',
        props: [
          { name: 'title_eng', data: 'Cross-instance news' },
          { name: 'body_eng', data: '<p>Body</p>' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await dashboardNews(ctx.app)).toContain('Cross-instance news');
    expect(await eventually(async () => (await dashboardNews(other!)).includes('Cross-instance news'))).toBe(
      true,
    );
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { openPostgres } from '../db/client.ts';
import { applyInvalidation, onInvalidation } from '../lib/invalidation.ts';
import { partNumbers } from '../db/schema/catalogue.ts';
import { notifications } from '../db/schema/notifications.ts';
import { rmaLines, rmaRequests } from '../db/schema/repairs.ts';
import { robotUnits } from '../db/schema/units.ts';
import { users } from '../db/schema/users.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { countStatements, describeStatements, settleNotifications } from './statement-count.ts';

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
    // Another part number: the session from memory, the description read (one statement).
    const warm = await get('/api/descriptions/AB-MTR-S300A', fresh);
    expect(warm.count, describeStatements(warm)).toBe(1);
  });

  // Each hot read: its statements when its answer is not in memory (the flush message drops it, as a write's
  // trigger would), then none (lib/answer-cache.ts).
  it.each([
    { name: 'serial lookup', url: '/api/robots/sn/SN100001', flush: 'unit:*', bound: 1 },
    { name: 'compatibility', url: '/api/compatibility/AB-MTR-S300A', flush: 'part:*', bound: 1 },
    { name: 'part description', url: '/api/descriptions/AB-MTR-S300B', flush: 'part:*', bound: 1 },
    { name: 'notification bell', url: '/api/notifications/summary', flush: 'notif:*', bound: 1 },
    { name: 'RMA history page', url: '/api/rma/requests?page=1&pageSize=10', flush: 'rma:*', bound: 1 },
    {
      name: 'RMA history page (admin)',
      url: '/api/rma/requests?page=1&pageSize=10',
      flush: 'rma:*',
      bound: 1,
      admin: true,
    },
    {
      name: 'unfinished RMAs (admin)',
      url: '/api/rma/requests/unfinished?admin=true&page=1&pageSize=10',
      flush: 'rma:*',
      bound: 1,
      admin: true,
    },
    {
      name: 'not-sent summary (admin)',
      url: '/api/rma/not_sent?admin=true&page=1&pageSize=10',
      flush: 'drafts:*',
      bound: 1,
      admin: true,
    },
    // The page, and its total (cached apart: 'users' reference topic).
    { name: 'users (admin)', url: '/api/users?page=1&pageSize=10', flush: 'users:*', bound: 2, admin: true },
  ])('$name: at most $bound read, then none from memory', async ({ url, flush, bound, admin }) => {
    const who = admin ? adminCookie : cookie;
    await warmCount(url, who);
    applyInvalidation(ctx.deps.db, [flush]);
    const read = await get(url, who);
    expect(read.result.statusCode, read.result.body).toBe(200);
    expect(read.count, describeStatements(read)).toBeGreaterThan(0);
    expect(read.count, describeStatements(read)).toBeLessThanOrEqual(bound);
    const fromMemory = await get(url, who);
    expect(fromMemory.count, describeStatements(fromMemory)).toBe(0);
    expect(fromMemory.result.body).toBe(read.result.body);
    expect(fromMemory.result.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('notifications page: at most 2 with a cached session', async () => {
    const log = await warmCount('/api/notifications/page?page=1&pageSize=20&viewed=0');
    expect(log.count, describeStatements(log)).toBeLessThanOrEqual(2);
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

describe('answers from memory follow every write at once (triggers of migration change_notify)', () => {
  // Direct database writes, as the ERP sync or a script would make them: no service code announces them.
  const data = async (url: string, who = cookie) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: who } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('the bell: a notification inserted, seen or deleted shows at the next poll', async () => {
    const [service] = await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    const before = await data('/api/notifications/summary');
    await data('/api/notifications/summary');
    const [added] = await ctx.deps.db
      .insert(notifications)
      .values({ userId: service.id, type: 'RMA', params: { rmaId: 4242, status: 'REC' } })
      .returning();
    const after = await data('/api/notifications/summary');
    expect(after.notSeenCount).toBe(before.notSeenCount + 1);
    expect(after.latest[0].id).toBe(added.id);
    await ctx.deps.db
      .update(notifications)
      .set({ viewedAt: new Date() })
      .where(eq(notifications.id, added.id));
    expect((await data('/api/notifications/summary')).notSeenCount).toBe(before.notSeenCount);
    await ctx.deps.db.delete(notifications).where(eq(notifications.id, added.id));
    expect((await data('/api/notifications/summary')).latest.map((n: { id: number }) => n.id)).not.toContain(
      added.id,
    );
  });

  it('the serial lookup: a unit or a part description changed shows at the next lookup', async () => {
    const before = await data('/api/robots/sn/SN100001');
    await ctx.deps.db
      .update(robotUnits)
      .set({ extMonths: before.rExtWarranty + 6 })
      .where(eq(robotUnits.sn, 'SN100001'));
    expect((await data('/api/robots/sn/SN100001')).rExtWarranty).toBe(before.rExtWarranty + 6);
    const part = before.parts[0];
    await ctx.deps.db
      .update(partNumbers)
      .set({ description: 'Renamed by the ERP' })
      .where(eq(partNumbers.pn, part.pn));
    const renamed = (await data('/api/robots/sn/SN100001')).parts.find(
      (p: { pn: string }) => p.pn === part.pn,
    );
    expect(renamed.name).toBe('Renamed by the ERP');
    expect((await data(`/api/descriptions/${part.pn}`)).description).toBe('Renamed by the ERP');
    await ctx.deps.db.update(partNumbers).set({ description: part.name }).where(eq(partNumbers.pn, part.pn));
    await ctx.deps.db
      .update(robotUnits)
      .set({ extMonths: before.rExtWarranty })
      .where(eq(robotUnits.sn, 'SN100001'));
  });

  it("RMA lists: a status changed shows in the partner's and provider staff's pages", async () => {
    const url = '/api/rma/requests?page=1&pageSize=10';
    const [first] = (await data(url)).rows;
    await data(url, adminCookie);
    const [row] = await ctx.deps.db.select().from(rmaRequests).where(eq(rmaRequests.id, first.id));
    const status = row.status === 'REC' ? 'SNT' : 'REC';
    await ctx.deps.db.update(rmaRequests).set({ status }).where(eq(rmaRequests.id, first.id));
    const statusIn = async (who: string) =>
      (await data(url, who)).rows.find((r: { id: number }) => r.id === first.id)?.status;
    expect(await statusIn(cookie)).toBe(status);
    expect(await statusIn(adminCookie)).toBe(status);
    await ctx.deps.db.update(rmaRequests).set({ status: row.status }).where(eq(rmaRequests.id, first.id));
    expect(await statusIn(cookie)).toBe(row.status);
  });

  it('not-sent summary: rma_draft_counts follows drafts added, changed, sent and deleted', async () => {
    const url = '/api/rma/not_sent?admin=true&page=1&pageSize=200';
    const [service] = await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    const firstRow = async (query: ReturnType<typeof sql>) =>
      ((await ctx.deps.db.execute(query)) as unknown as { rows: { g: unknown }[] }).rows[0].g;
    const aggregate = () =>
      firstRow(sql`select coalesce(json_agg(g order by g.company_id, g.user_id), '[]') as g
        from (select company_id, user_id, count(*) filter (where under_warranty)::int as green,
          count(*) filter (where not under_warranty)::int as red
          from rma_lines where parent_id is null group by 1, 2) g`);
    const counts = () =>
      firstRow(sql`select coalesce(json_agg(c order by c.company_id, c.user_id), '[]') as g
        from (select company_id, user_id, green, red from rma_draft_counts) c`);
    expect(await counts()).toEqual(await aggregate());
    const before = await data(url, adminCookie);
    const draft = {
      companyId: service.companyId,
      userId: service.id,
      robotSn: 'SN100001',
      robotPn: 'X',
      oldPn: 'AB-MTR-S300A',
      newPn: 'AB-MTR-S300A',
      repairDate: '2026-01-01',
    };
    const added = await ctx.deps.db
      .insert(rmaLines)
      .values([
        { ...draft, underWarranty: true },
        { ...draft, underWarranty: false },
        { ...draft, underWarranty: false },
      ])
      .returning({ id: rmaLines.id });
    expect(await counts()).toEqual(await aggregate());
    const after = await data(url, adminCookie);
    expect([after.green, after.red]).toEqual([before.green + 1, before.red + 2]);
    await ctx.deps.db.update(rmaLines).set({ underWarranty: true }).where(eq(rmaLines.id, added[1].id));
    expect(await counts()).toEqual(await aggregate());
    expect((await data(url, adminCookie)).green).toBe(before.green + 2);
    const [rma] = await ctx.deps.db
      .insert(rmaRequests)
      .values({ companyId: service.companyId, userId: service.id })
      .returning({ id: rmaRequests.id });
    await ctx.deps.db.update(rmaLines).set({ parentId: rma.id }).where(eq(rmaLines.id, added[2].id));
    expect(await counts()).toEqual(await aggregate());
    await ctx.deps.db.delete(rmaLines).where(eq(rmaLines.parentId, rma.id));
    await ctx.deps.db.delete(rmaRequests).where(eq(rmaRequests.id, rma.id));
    await ctx.deps.db.delete(rmaLines).where(eq(rmaLines.id, added[0].id));
    await ctx.deps.db.delete(rmaLines).where(eq(rmaLines.id, added[1].id));
    expect(await counts()).toEqual(await aggregate());
    const last = await data(url, adminCookie);
    expect([last.green, last.red, last.total]).toEqual([before.green, before.red, before.total]);
  });

  it('every table behind a kept answer announces its writes before the write resolves', async () => {
    const heard: string[] = [];
    const stop = onInvalidation(ctx.deps.db, (message) => heard.push(message));
    try {
      const cases: [string, RegExp][] = [
        [
          'update robot_units set ext_months = ext_months where id = (select min(id) from robot_units)',
          /^unit:\d+$/,
        ],
        ['update fitted_parts set sn = sn where id = (select min(id) from fitted_parts)', /^unit:\d+$/],
        [
          'update warranty_updates set unit_id = unit_id where id = (select min(id) from warranty_updates)',
          /^unit:\d+$/,
        ],
        ['update part_numbers set description = description where false', /^part:\*$/],
        ['update robot_models set name = name where false', /^part:\*$/],
        ['update compatibility set new_pn = new_pn where false', /^part:\*$/],
        [
          'update notifications set type = type where id = (select min(id) from notifications)',
          /^notif:\d+$/,
        ],
        [
          'update rma_requests set status = status where id = (select min(id) from rma_requests)',
          /^rma:c:\d+$/,
        ],
        [
          'update rma_requests set status = status where id = (select min(id) from rma_requests)',
          /^rma:all$/,
        ],
        ["update users set phone = phone || '.' where id = (select min(id) from users)", /^users:\*$/],
        ['update users set phone = left(phone, -1) where id = (select min(id) from users)', /^users:\*$/],
        ['update companies set name = name where false', /^rma:\*$/],
        ['update user_types set name = name where false', /^users:\*$/],
      ];
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
  });

  it('users list: a listed column changed shows at once, a login does not drop it', async () => {
    const url = '/api/users?page=1&pageSize=10&sort=id';
    const [first] = (await data(url, adminCookie)).rows;
    await settleNotifications(ctx.deps.db, ctx.deps.dbKind);
    await data(url, adminCookie);
    await ctx.deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, first.id));
    await settleNotifications(ctx.deps.db, ctx.deps.dbKind);
    const kept = await get(url, adminCookie);
    expect(kept.count, describeStatements(kept)).toBe(0);
    await ctx.deps.db.update(users).set({ phone: '+1 555 0199' }).where(eq(users.id, first.id));
    expect((await data(url, adminCookie)).rows[0].phone).toBe('+1 555 0199');
    await ctx.deps.db.update(users).set({ phone: first.phone }).where(eq(users.id, first.id));
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

  it("a unit changed through one instance's pool shows on the other one's serial lookup", async (t) => {
    if (!other) return t.skip();
    const lookup = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/robots/sn/SN100003', headers: { cookie } })).json().data;
    const before = await lookup(other);
    await lookup(other);
    await ctx.deps.db
      .update(robotUnits)
      .set({ extMonths: before.rExtWarranty + 3 })
      .where(eq(robotUnits.sn, 'SN100003'));
    expect((await lookup(ctx.app)).rExtWarranty).toBe(before.rExtWarranty + 3);
    expect(
      await eventually(async () => (await lookup(other!)).rExtWarranty === before.rExtWarranty + 3),
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

// The lists and lookups of the spares, complete-unit and feedback modules (helper H2, migration
// list_change_notify): statements when read, none from memory, and every writer drops what it changed.
describe('spares, complete-unit and feedback reads', () => {
  const post = (url: string, payload: object, who = cookie) =>
    countStatements(ctx.deps.db, () =>
      ctx.app.inject({ method: 'POST', url, payload, headers: { cookie: who } }),
    );

  it.each([
    // A cold total is counted beside the page (two statements at once); kept apart (a reference topic), the next
    // read of the page is one statement.
    {
      name: 'complete units',
      url: '/api/completeUnits?pageSize=10',
      flush: 'cu:*',
      total: 'ref:completeUnits',
    },
    { name: 'complete units (admin)', url: '/api/completeUnits?pageSize=10', flush: 'cu:*', admin: true },
    { name: 'order history', url: '/api/order?pageSize=10', flush: 'ord:*', total: 'ref:orders' },
    {
      name: 'order history (admin)',
      url: '/api/order?pageSize=10',
      flush: 'ord:*',
      total: 'ref:orders',
      admin: true,
    },
    { name: 'feedback history', url: '/api/feedback?pageSize=10', flush: 'fb:*', total: 'ref:feedback' },
    { name: 'feedback history (admin)', url: '/api/feedback?pageSize=10', flush: 'fb:*', admin: true },
    // Free text counts in the page's statement; the cart has no count.
    { name: 'feedback, free text', url: '/api/feedback?pageSize=10&filter=SN', flush: 'fb:*' },
    { name: 'cart', url: '/api/cart', flush: 'cart:*' },
  ])('$name: one statement read, none from memory', async ({ url, flush, total, admin }) => {
    const who = admin ? adminCookie : cookie;
    await warmCount(url, who);
    applyInvalidation(ctx.deps.db, [flush]);
    const read = await get(url, who);
    expect(read.result.statusCode, read.result.body).toBe(200);
    expect(read.count, describeStatements(read)).toBe(1);
    const fromMemory = await get(url, who);
    expect(fromMemory.count, describeStatements(fromMemory)).toBe(0);
    expect(fromMemory.result.body).toBe(read.result.body);
    if (total) {
      // The total dropped too: the page and its count, at once.
      applyInvalidation(ctx.deps.db, [flush, total]);
      const cold = await get(url, who);
      expect(cold.count, describeStatements(cold)).toBe(2);
    }
  });

  it('part search: one statement read (brands kept), then none from memory', async () => {
    const body = { searchType: 'global', input: 'brush' };
    await post('/api/robots/parts', body);
    applyInvalidation(ctx.deps.db, ['search:*']);
    const read = await post('/api/robots/parts', body);
    expect(read.result.json().data.rows.length).toBeGreaterThan(0);
    expect(read.count, describeStatements(read)).toBe(1);
    const fromMemory = await post('/api/robots/parts', body);
    expect(fromMemory.count, describeStatements(fromMemory)).toBe(0);
    expect(fromMemory.result.body).toBe(read.result.body);
  });

  it('no N+1: a list page of 1 row and of 50 send as many statements', async () => {
    for (const [url, flush] of [
      ['/api/completeUnits?pageSize=', 'cu:*'],
      ['/api/order?pageSize=', 'ord:*'],
      ['/api/feedback?pageSize=', 'fb:*'],
    ]) {
      const counts: number[] = [];
      for (const n of [1, 50]) {
        await warmCount(`${url}${n}`, adminCookie);
        applyInvalidation(ctx.deps.db, [flush]);
        counts.push((await get(`${url}${n}`, adminCookie)).count);
      }
      expect(counts, url).toEqual([1, 1]);
    }
  });

  it('every table behind these answers announces its writes', async () => {
    const heard: string[] = [];
    const stop = onInvalidation(ctx.deps.db, (message) => heard.push(message));
    try {
      const cases: [string, RegExp][] = [
        ['update orders set city = city where id = (select min(id) from orders)', /^ord:c:\d+$/],
        ['update orders set city = city where id = (select min(id) from orders)', /^ref:orders$/],
        [
          'update feedback_reports set status = status where id = (select min(id) from feedback_reports)',
          /^fb:c:\d+$/,
        ],
        [
          'update feedback_reports set status = status where id = (select min(id) from feedback_reports)',
          /^ref:feedback$/,
        ],
        [
          'update complete_units set status = status where id = (select min(id) from complete_units)',
          /^cu:all$/,
        ],
        [
          'update complete_units set status = status where id = (select min(id) from complete_units)',
          /^ref:completeUnits$/,
        ],
        ['update companies set name = name where false', /^ord:\*$/],
        ['update workbook_parts set amount = amount where false', /^search:\*$/],
        ['update part_prices set amount_minor = amount_minor where false', /^cart:\*$/],
        ['update company_brands set brand_id = brand_id where false', /^ref:catalogue$/],
        ["update users set name = name || '.' where id = (select min(id) from users)", /^ord:\*$/],
        ['update users set name = left(name, -1) where id = (select min(id) from users)', /^ord:\*$/],
      ];
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
  });

  it('a write past the app shows at once: order history, feedback status, complete-unit status', async () => {
    const data = async (url: string, who = adminCookie) =>
      (await ctx.app.inject({ method: 'GET', url, headers: { cookie: who } })).json().data;
    const orders = await data('/api/order?pageSize=1');
    await ctx.deps.db.execute(sql`update orders set city = 'Trigger City' where id = ${orders.rows[0].id}`);
    expect((await data('/api/order?pageSize=1')).rows[0].city).toBe('Trigger City');
    const feedback = await data('/api/feedback?pageSize=1');
    const before = feedback.rows[0].status;
    await ctx.deps.db.execute(
      sql`update feedback_reports set status = 'CLS' where id = ${feedback.rows[0].id}`,
    );
    expect((await data('/api/feedback?pageSize=1')).rows[0].status).toBe('CLS');
    await ctx.deps.db.execute(
      sql`update feedback_reports set status = ${before} where id = ${feedback.rows[0].id}`,
    );
    const units = await data('/api/completeUnits?pageSize=1&status=APP');
    const total = units.total;
    await ctx.deps.db.execute(
      sql`update complete_units set status = 'APP' where id = (select min(id) from complete_units where status <> 'APP')`,
    );
    expect((await data('/api/completeUnits?pageSize=1&status=APP')).total).toBe(total + 1);
  });
});

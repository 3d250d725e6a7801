import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partNumbers } from '../db/schema/catalogue.ts';
import { notifications } from '../db/schema/notifications.ts';
import { rmaLines, rmaRequests } from '../db/schema/rma.ts';
import { robotUnits } from '../db/schema/units.ts';
import { users } from '../db/schema/auth.ts';
import { expectAnnounced, hotRoutesSuite } from './hot-routes-suite.ts';
import { countStatements, describeStatements, settleNotifications } from './statement-count.ts';

// The SQL statements each hot route sends (docs/performance.md "Hot paths"): a route above its bound, or
// whose count grows with its rows (N+1), fails here. Runs on PGlite and on PostgreSQL (DATABASE_URL). The
// spares, complete-unit and feedback reads: hot-routes-lists.test.ts; across instances:
// hot-routes-instances.test.ts.

const hot = hotRoutesSuite();
const { get, warmCount, readThenFromMemory } = hot;

beforeAll(async () => {
  const [service] = await hot.ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
  // Enough notifications that a per-row query would show: 30 unseen, 30 seen.
  await hot.ctx.deps.db.insert(notifications).values(
    Array.from({ length: 60 }, (_, i) => ({
      userId: service.id,
      type: 'RMA',
      params: { rmaId: 1000 + i, status: 'REC' },
      viewedAt: i % 2 ? new Date() : null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
    })),
  );
});

describe('statements per hot route', () => {
  it('health: at most one statement (the readiness read), none for a second after, and no session read', async () => {
    const bare = await get('/api/health', null);
    expect(bare.result.statusCode).toBe(200);
    expect(bare.count, describeStatements(bare)).toBeLessThanOrEqual(1);
    // The test clock stands still: the readiness just read stands (db/migrate.ts isDatabaseReady).
    const withSession = await get('/api/health');
    expect(withSession.result.statusCode).toBe(200);
    expect(withSession.count, describeStatements(withSession)).toBe(0);
  });

  it('a new session costs one statement, then none (session cache)', async () => {
    const fresh = await hot.ctx.login('galil@demo.test');
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
    { name: 'notification lists', url: '/api/notifications', flush: 'notif:*', bound: 1 },
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
    const who = admin ? hot.adminCookie : hot.cookie;
    const { read, fromMemory } = await readThenFromMemory(url, flush, who);
    expect(read.count, describeStatements(read)).toBeGreaterThan(0);
    expect(read.count, describeStatements(read)).toBeLessThanOrEqual(bound);
    expect(fromMemory.result.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('serial lookup of an updated robot: one statement with its sale-date visibility, for its owner and others', async () => {
    const [updated] = (
      (await hot.ctx.deps.db.execute(
        sql`select u.sn from robot_units u join warranty_updates w on w.unit_id = u.id
          join companies c on c.id = w.company_id where u.sale_date is not null and c.number = '3001'
          order by u.id limit 1`,
      )) as unknown as { rows: { sn: string }[] }
    ).rows;
    const galil = await hot.ctx.login('galil@demo.test');
    const seen: (number | null)[] = [];
    for (const who of [hot.cookie, galil]) {
      const { read } = await readThenFromMemory(`/api/robots/sn/${updated.sn}`, 'unit:*', who);
      expect(read.count, describeStatements(read)).toBe(1);
      seen.push(read.result.json().data.saleDate);
    }
    // The owner (the service centre) sees the sale date, another company's partner does not.
    expect(seen[0]).not.toBeNull();
    expect(seen[1]).toBeNull();
  });

  it('notifications page: at most 2 with a cached session', async () => {
    const log = await warmCount('/api/notifications/page?page=1&pageSize=20&viewed=0');
    expect(log.count, describeStatements(log)).toBeLessThanOrEqual(2);
  });

  it('dashboard from cache: no statement (partner and provider staff)', async () => {
    for (const c of [hot.cookie, hot.adminCookie]) {
      const log = await warmCount('/api/dashboard', c);
      expect(log.count, describeStatements(log)).toBe(0);
      // Written once through the response schema, then sent as is (caches.ts dashboard).
      expect(log.result.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(log.result.json()).toMatchObject({ status: true, code: 0, data: { user: {} } });
    }
  });

  it('dashboard: a user edit shows at once (own profile and by an admin), then is cached again', async () => {
    const dashboardUser = async () => (await get('/api/dashboard')).result.json().data.user;
    const [service] = await hot.ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    await dashboardUser();
    const own = await hot.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${service.id}`,
      headers: { cookie: hot.cookie },
      payload: { city: 'Own edit city' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await dashboardUser()).city).toBe('Own edit city');
    const byAdmin = await hot.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${service.id}`,
      headers: { cookie: hot.adminCookie },
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
  const data = async (url: string, who = hot.cookie) => {
    const res = await hot.ctx.app.inject({ method: 'GET', url, headers: { cookie: who } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('the bell: a notification inserted, seen or deleted shows at the next poll', async () => {
    const [service] = await hot.ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    const before = await data('/api/notifications/summary');
    await data('/api/notifications/summary');
    const [added] = await hot.ctx.deps.db
      .insert(notifications)
      .values({ userId: service.id, type: 'RMA', params: { rmaId: 4242, status: 'REC' } })
      .returning();
    const after = await data('/api/notifications/summary');
    expect(after.notSeenCount).toBe(before.notSeenCount + 1);
    expect(after.latest[0].id).toBe(added.id);
    await hot.ctx.deps.db
      .update(notifications)
      .set({ viewedAt: new Date() })
      .where(eq(notifications.id, added.id));
    expect((await data('/api/notifications/summary')).notSeenCount).toBe(before.notSeenCount);
    await hot.ctx.deps.db.delete(notifications).where(eq(notifications.id, added.id));
    expect((await data('/api/notifications/summary')).latest.map((n: { id: number }) => n.id)).not.toContain(
      added.id,
    );
  });

  it('the serial lookup: a unit or a part description changed shows at the next lookup', async () => {
    const before = await data('/api/robots/sn/SN100001');
    await hot.ctx.deps.db
      .update(robotUnits)
      .set({ extMonths: before.rExtWarranty + 6 })
      .where(eq(robotUnits.sn, 'SN100001'));
    expect((await data('/api/robots/sn/SN100001')).rExtWarranty).toBe(before.rExtWarranty + 6);
    const part = before.parts[0];
    await hot.ctx.deps.db
      .update(partNumbers)
      .set({ description: 'Renamed by the ERP' })
      .where(eq(partNumbers.pn, part.pn));
    const renamed = (await data('/api/robots/sn/SN100001')).parts.find(
      (p: { pn: string }) => p.pn === part.pn,
    );
    expect(renamed.name).toBe('Renamed by the ERP');
    expect((await data(`/api/descriptions/${part.pn}`)).description).toBe('Renamed by the ERP');
    await hot.ctx.deps.db
      .update(partNumbers)
      .set({ description: part.name })
      .where(eq(partNumbers.pn, part.pn));
    await hot.ctx.deps.db
      .update(robotUnits)
      .set({ extMonths: before.rExtWarranty })
      .where(eq(robotUnits.sn, 'SN100001'));
  });

  it("RMA lists: a status changed shows in the partner's and provider staff's pages", async () => {
    const url = '/api/rma/requests?page=1&pageSize=10';
    const [first] = (await data(url)).rows;
    await data(url, hot.adminCookie);
    const [row] = await hot.ctx.deps.db.select().from(rmaRequests).where(eq(rmaRequests.id, first.id));
    const status = row.status === 'REC' ? 'SNT' : 'REC';
    await hot.ctx.deps.db.update(rmaRequests).set({ status }).where(eq(rmaRequests.id, first.id));
    const statusIn = async (who: string) =>
      (await data(url, who)).rows.find((r: { id: number }) => r.id === first.id)?.status;
    expect(await statusIn(hot.cookie)).toBe(status);
    expect(await statusIn(hot.adminCookie)).toBe(status);
    await hot.ctx.deps.db.update(rmaRequests).set({ status: row.status }).where(eq(rmaRequests.id, first.id));
    expect(await statusIn(hot.cookie)).toBe(row.status);
  });

  it('not-sent summary: rma_draft_counts follows drafts added, changed, sent and deleted', async () => {
    const url = '/api/rma/not_sent?admin=true&page=1&pageSize=200';
    const [service] = await hot.ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
    const firstRow = async (query: ReturnType<typeof sql>) =>
      ((await hot.ctx.deps.db.execute(query)) as unknown as { rows: { g: unknown }[] }).rows[0].g;
    const aggregate = () =>
      firstRow(sql`select coalesce(json_agg(g order by g.company_id, g.user_id), '[]') as g
        from (select company_id, user_id, count(*) filter (where under_warranty)::int as green,
          count(*) filter (where not under_warranty)::int as red
          from rma_lines where parent_id is null group by 1, 2) g`);
    const counts = () =>
      firstRow(sql`select coalesce(json_agg(c order by c.company_id, c.user_id), '[]') as g
        from (select company_id, user_id, green, red from rma_draft_counts) c`);
    expect(await counts()).toEqual(await aggregate());
    const before = await data(url, hot.adminCookie);
    const draft = {
      companyId: service.companyId,
      userId: service.id,
      robotSn: 'SN100001',
      robotPn: 'X',
      oldPn: 'AB-MTR-S300A',
      newPn: 'AB-MTR-S300A',
      repairDate: '2026-01-01',
    };
    const added = await hot.ctx.deps.db
      .insert(rmaLines)
      .values([
        { ...draft, underWarranty: true },
        { ...draft, underWarranty: false },
        { ...draft, underWarranty: false },
      ])
      .returning({ id: rmaLines.id });
    expect(await counts()).toEqual(await aggregate());
    const after = await data(url, hot.adminCookie);
    expect([after.green, after.red]).toEqual([before.green + 1, before.red + 2]);
    await hot.ctx.deps.db.update(rmaLines).set({ underWarranty: true }).where(eq(rmaLines.id, added[1].id));
    expect(await counts()).toEqual(await aggregate());
    expect((await data(url, hot.adminCookie)).green).toBe(before.green + 2);
    const [rma] = await hot.ctx.deps.db
      .insert(rmaRequests)
      .values({ companyId: service.companyId, userId: service.id })
      .returning({ id: rmaRequests.id });
    await hot.ctx.deps.db.update(rmaLines).set({ parentId: rma.id }).where(eq(rmaLines.id, added[2].id));
    expect(await counts()).toEqual(await aggregate());
    await hot.ctx.deps.db.delete(rmaLines).where(eq(rmaLines.parentId, rma.id));
    await hot.ctx.deps.db.delete(rmaRequests).where(eq(rmaRequests.id, rma.id));
    await hot.ctx.deps.db.delete(rmaLines).where(eq(rmaLines.id, added[0].id));
    await hot.ctx.deps.db.delete(rmaLines).where(eq(rmaLines.id, added[1].id));
    expect(await counts()).toEqual(await aggregate());
    const last = await data(url, hot.adminCookie);
    expect([last.green, last.red, last.total]).toEqual([before.green, before.red, before.total]);
  });

  it('every table behind a kept answer announces its writes before the write resolves', async () => {
    await expectAnnounced(hot.ctx, [
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
      ['update notifications set type = type where id = (select min(id) from notifications)', /^notif:\d+$/],
      [
        'update rma_requests set status = status where id = (select min(id) from rma_requests)',
        /^rma:c:\d+$/,
      ],
      ['update rma_requests set status = status where id = (select min(id) from rma_requests)', /^rma:all$/],
      ["update users set phone = phone || '.' where id = (select min(id) from users)", /^users:\*$/],
      ['update users set phone = left(phone, -1) where id = (select min(id) from users)', /^users:\*$/],
      ['update companies set name = name where false', /^rma:\*$/],
      ['update user_types set name = name where false', /^users:\*$/],
    ]);
  });

  it('users list: a listed column changed shows at once, a login does not drop it', async () => {
    const url = '/api/users?page=1&pageSize=10&sort=id';
    const [first] = (await data(url, hot.adminCookie)).rows;
    await settleNotifications(hot.ctx.deps.db);
    await data(url, hot.adminCookie);
    await hot.ctx.deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, first.id));
    const kept = await get(url, hot.adminCookie);
    expect(kept.count, describeStatements(kept)).toBe(0);
    await hot.ctx.deps.db.update(users).set({ phone: '+1 555 0199' }).where(eq(users.id, first.id));
    expect((await data(url, hot.adminCookie)).rows[0].phone).toBe('+1 555 0199');
    await hot.ctx.deps.db.update(users).set({ phone: first.phone }).where(eq(users.id, first.id));
  });
});

describe('statement counter', () => {
  it('counts a transaction with its BEGIN and COMMIT on both drivers', async () => {
    const log = await countStatements(hot.ctx.deps.db, () =>
      hot.ctx.deps.db.transaction(async (tx) => {
        await tx.select().from(users).limit(1);
      }),
    );
    expect(log.statements.map((s) => s.split(' ')[0].toLowerCase())).toEqual(['begin', 'select', 'commit']);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { brands, robotModels } from '../db/schema/catalogue.ts';
import { companies } from '../db/schema/companies.ts';
import { partPrices } from '../db/schema/spares.ts';
import { users } from '../db/schema/auth.ts';
import { INVALIDATION_CHANNEL, listenerClientOf } from '../lib/invalidation.ts';
import { hotRoutesSuite } from './hot-routes-suite.ts';
import { secondInstance } from './second-instance.ts';

// Never stale across instances (PostgreSQL: LISTEN/NOTIFY; skipped on PGlite): a read on instance B after a
// write on instance A answers the new state once A's write has returned and one notification has travelled
// from A to B. No polling: the read happens once, right after a marker sent by A after its write reached
// B's listener (PostgreSQL delivers notifications in commit order, so B applied the write's messages first).
// Each answer is first read on B, so B has it in memory when A writes.

const hot = hotRoutesSuite();

let markers = 0;

/** Sends a marker through A's pool after A's write returned, and waits until B's listener has heard it. */
async function oneNotificationTravelled(a: Db, b: Db) {
  const listener = listenerClientOf(b);
  if (!listener) throw new Error('instance B does not listen');
  const marker = `marker:${process.pid}-${++markers}`;
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the marker did not reach B')), 5_000);
    const onNotification = (n: { channel: string; payload?: string }) => {
      if (n.channel !== INVALIDATION_CHANNEL || n.payload !== marker) return;
      clearTimeout(timer);
      listener.off('notification', onNotification);
      resolve();
    };
    listener.on('notification', onNotification);
  });
  await a.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${marker})`);
  await heard;
}

describe('never stale across instances (PostgreSQL: LISTEN/NOTIFY)', () => {
  const second = secondInstance(() => hot.ctx);

  const as = (app: App, cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('a price changed on A is the price B answers', async (t) => {
    const b = second.app;
    if (!b || !second.db) return t.skip();
    const cookie = await hot.ctx.login('distributor@demo.test');
    const search = { searchType: 'global', input: 'AB-MTR', page: 1, pageSize: 20 };
    const priceOn = async (app: App, pn: string) => {
      const res = await as(app, cookie, 'POST', '/api/robots/parts', search);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.rows as { partPn: string; itemPrice: number | null }[]).find(
        (r) => r.partPn === pn,
      )?.itemPrice;
    };
    const [price] = await hot.ctx.deps.db
      .select()
      .from(partPrices)
      .where(and(eq(partPrices.currency, 'EUR'), sql`${partPrices.pn} like 'AB-MTR%'`))
      .limit(1);
    expect(price).toBeDefined();
    const before = await priceOn(b, price.pn);
    expect(before).not.toBeNull();
    await hot.ctx.deps.db
      .update(partPrices)
      .set({ amountMinor: price.amountMinor + 1_000 })
      .where(and(eq(partPrices.pn, price.pn), eq(partPrices.currency, 'EUR')));
    await oneNotificationTravelled(hot.ctx.deps.db, second.db);
    expect(await priceOn(b, price.pn)).toBeGreaterThan(before as number);
  });

  it('a user disabled on A is refused on B', async (t) => {
    const b = second.app;
    if (!b || !second.db) return t.skip();
    const cookie = await hot.ctx.login('galil@demo.test');
    expect((await as(b, cookie, 'GET', '/api/dashboard')).statusCode).toBe(200);
    const [galil] = await hot.ctx.deps.db.select().from(users).where(eq(users.email, 'galil@demo.test'));
    const disabled = await as(hot.ctx.app, hot.adminCookie, 'POST', `/api/users/${galil.id}`, {
      disabled: 1,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await oneNotificationTravelled(hot.ctx.deps.db, second.db);
    expect((await as(b, cookie, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it("a company's new parent on A shows on B's serial lookup (the sale date its children recorded)", async (t) => {
    const b = second.app;
    if (!b || !second.db) return t.skip();
    const cookie = await hot.ctx.login('distributor@demo.test');
    const saleDateOn = async (app: App) => {
      const res = await as(app, cookie, 'GET', '/api/robots/sn/SN100003');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.saleDate as number | null;
    };
    // SN100003's sale date was recorded by ClearWater (3001), a company of its own: hidden from AquaDistrib.
    expect(await saleDateOn(b)).toBeNull();
    const [distributor] = await hot.ctx.deps.db.select().from(companies).where(eq(companies.number, '2001'));
    const [service] = await hot.ctx.deps.db.select().from(companies).where(eq(companies.number, '3001'));
    const current = await as(hot.ctx.app, hot.adminCookie, 'GET', `/api/companies/${service.id}`);
    expect(current.statusCode, current.body).toBe(200);
    const c = current.json().data;
    const saved = await as(hot.ctx.app, hot.adminCookie, 'POST', `/api/companies/${service.id}`, {
      number: c.number,
      name: c.name,
      kind: c.kind,
      parentId: distributor.id,
      country: c.country,
      currency: c.currency,
      priceList: c.priceList,
      brandIds: c.brandIds,
      isActive: c.isActive,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await oneNotificationTravelled(hot.ctx.deps.db, second.db);
    expect(await saleDateOn(b)).not.toBeNull();
  });

  it("a robot model written on A (outside the import) shows in B's cached brand lists", async (t) => {
    const b = second.app;
    if (!b || !second.db) return t.skip();
    const cookie = await hot.ctx.login('distributor@demo.test');
    const yearsOn = async (app: App) => {
      const res = await as(app, cookie, 'GET', '/api/dashboard');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.years as number[];
    };
    expect(await yearsOn(b)).not.toContain(1990);
    const [brand] = await hot.ctx.deps.db.select().from(brands).where(eq(brands.isActive, true)).limit(1);
    const visible = (await as(b, cookie, 'GET', '/api/dashboard')).json().data.brands as { id: number }[];
    expect(visible.map((v) => v.id)).toContain(brand.id);
    await hot.ctx.deps.db
      .insert(robotModels)
      .values({ brandId: brand.id, pn: 'OLD-1990', year: 1990, name: 'A model of 1990' });
    await oneNotificationTravelled(hot.ctx.deps.db, second.db);
    expect(await yearsOn(b)).toContain(1990);
  });
});

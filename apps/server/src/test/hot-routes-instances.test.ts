import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { robotUnits } from '../db/schema/units.ts';
import { users } from '../db/schema/auth.ts';
import { hotRoutesSuite } from './hot-routes-suite.ts';
import { eventually, secondInstance } from './second-instance.ts';

// The answers kept in memory on one instance follow a write through another one (PostgreSQL: LISTEN/NOTIFY;
// skipped on PGlite). The same instance: hot-routes.test.ts.

const hot = hotRoutesSuite();

describe('caches across instances (PostgreSQL: LISTEN/NOTIFY)', () => {
  const second = secondInstance(() => hot.ctx);

  it('a logout on one instance ends the cached session on the other', async (t) => {
    const other = second.app;
    if (!other) return t.skip();
    const session = await hot.ctx.login('distributor@demo.test');
    const ask = (app: App) =>
      app.inject({ method: 'GET', url: '/api/descriptions/AB-MTR-S300B', headers: { cookie: session } });
    expect((await ask(other)).statusCode).toBe(200);
    await hot.ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'logoff' },
      headers: { cookie: session },
    });
    expect((await ask(hot.ctx.app)).statusCode).toBe(401);
    expect(await eventually(async () => (await ask(other)).statusCode === 401)).toBe(true);
  });

  it('a user edited on one instance shows at once on the other one’s dashboard', async (t) => {
    const other = second.app;
    if (!other) return t.skip();
    const session = await hot.ctx.login('distributor@demo.test');
    const [distributor] = await hot.ctx.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'distributor@demo.test'));
    const dashboardUser = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: session } })).json().data
        .user;
    expect((await dashboardUser(other)).city).not.toBe('Cross-instance city');
    const edited = await hot.ctx.app.inject({
      method: 'POST',
      url: `/api/users/${distributor.id}`,
      headers: { cookie: hot.adminCookie },
      payload: { city: 'Cross-instance city', language: 'fra' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await dashboardUser(hot.ctx.app)).city).toBe('Cross-instance city');
    expect(
      await eventually(async () => {
        const user = await dashboardUser(other);
        return user.city === 'Cross-instance city' && user.language === 'fra';
      }),
    ).toBe(true);
  });

  it("a unit changed through one instance's pool shows on the other one's serial lookup", async (t) => {
    const other = second.app;
    if (!other) return t.skip();
    const lookup = async (app: App) =>
      (
        await app.inject({ method: 'GET', url: '/api/robots/sn/SN100003', headers: { cookie: hot.cookie } })
      ).json().data;
    const before = await lookup(other);
    await lookup(other);
    await hot.ctx.deps.db
      .update(robotUnits)
      .set({ extMonths: before.rExtWarranty + 3 })
      .where(eq(robotUnits.sn, 'SN100003'));
    expect((await lookup(hot.ctx.app)).rExtWarranty).toBe(before.rExtWarranty + 3);
    expect(await eventually(async () => (await lookup(other)).rExtWarranty === before.rExtWarranty + 3)).toBe(
      true,
    );
  });

  it('a news published on one instance shows on the other one’s dashboard', async (t) => {
    const other = second.app;
    if (!other) return t.skip();
    const dashboardNews = async (app: App) =>
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: hot.cookie } }))
        .json()
        .data.latestNews.map((n: { title: string }) => n.title) as string[];
    await dashboardNews(other);
    const created = await hot.ctx.app.inject({
      method: 'PUT',
      url: '/api/contents',
      headers: { cookie: hot.adminCookie },
      payload: {
        type: 'news',
        props: [
          { name: 'title_eng', data: 'Cross-instance news' },
          { name: 'body_eng', data: '<p>Body</p>' },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await dashboardNews(hot.ctx.app)).toContain('Cross-instance news');
    expect(await eventually(async () => (await dashboardNews(other)).includes('Cross-instance news'))).toBe(
      true,
    );
  });
});

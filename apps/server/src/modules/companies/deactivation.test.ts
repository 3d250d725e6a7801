// Deactivating a company: its users' sessions end at once, on this instance and (PostgreSQL:
// LISTEN/NOTIFY) on every other one, their API keys stop working, and they cannot log in until it is
// active again. Other companies' users are untouched.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { sessions } from '../../db/schema/auth.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { eventually, secondInstance } from '../../test/second-instance.ts';
import { issueApiKey } from '../auth/index.ts';

let ctx: TestContext;
let adminCookie: string;
useTestContext(async (c) => {
  ctx = c;
  adminCookie = await c.login('admin@demo.test');
});

async function companyBody(id: number) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/companies/${id}`,
    headers: { cookie: adminCookie },
  });
  const c = res.json().data;
  return {
    number: c.number,
    name: c.name,
    kind: c.kind,
    parentId: c.parentId,
    country: c.country || 'FR',
    currency: c.currency,
    priceList: c.priceList,
    brandIds: c.brandIds,
    isActive: c.isActive,
  };
}

async function setActive(app: App, id: number, isActive: boolean) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/companies/${id}`,
    headers: { cookie: adminCookie },
    payload: { ...(await companyBody(id)), isActive },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const dashboard = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });

describe('deactivating a company', () => {
  it('ends its users’ sessions, stops their API keys and refuses their login until reactivated', async () => {
    const company = await buildCompany(ctx, { country: 'FR' });
    const user = await buildUser(ctx, { companyId: company.id, typeId: 5 });
    const colleague = await buildUser(ctx, { companyId: company.id });
    const outsider = await buildUser(ctx);
    const cookie = await ctx.login(user.email);
    const colleagueCookie = await ctx.login(colleague.email);
    const outsiderCookie = await ctx.login(outsider.email);
    const { apiKey } = await issueApiKey(ctx.deps.db, user.id, ['read']);
    const withKey = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { authorization: `Bearer ${apiKey}` },
      });
    // Cached on this instance before the change.
    expect((await dashboard(ctx.app, cookie)).statusCode).toBe(200);
    expect((await dashboard(ctx.app, colleagueCookie)).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);

    const after = await setActive(ctx.app, company.id, false);
    expect(after.isActive).toBe(false);

    for (const c of [cookie, colleagueCookie]) {
      const res = await dashboard(ctx.app, c);
      expect([res.statusCode, res.json().code]).toEqual([401, -5]);
    }
    expect((await withKey()).json().code).toBe(-5);
    const left = await ctx.deps.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
    expect((await dashboard(ctx.app, outsiderCookie)).statusCode).toBe(200);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'login', email: user.email, password: 'demo1234' },
    });
    expect([login.statusCode, login.json().code]).toEqual([401, -8]);
    expect(login.json().data).toMatchObject({
      field: 'status',
      fields: ['disabled'],
      reason: 'companyInactive',
    });
    // A wrong password stays -7: the company's state is told only after the right one.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'login', email: user.email, password: 'not-it-1234' },
    });
    expect(wrong.json().code).toBe(-7);

    await setActive(ctx.app, company.id, true);
    const again = await ctx.login(user.email);
    expect((await dashboard(ctx.app, again)).statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);
  });

  it('records the deactivation in the audit', async () => {
    const company = await buildCompany(ctx, { country: 'FR' });
    await setActive(ctx.app, company.id, false);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/audit?entity=company&pageSize=50`,
      headers: { cookie: adminCookie },
    });
    const rows = res.json().data.rows as { action: string; entityId: string }[];
    expect(
      rows.some((r) => r.action === 'company.deactivate' && String(r.entityId) === String(company.id)),
    ).toBe(true);
  });
});

describe('deactivation across instances (PostgreSQL: LISTEN/NOTIFY)', () => {
  const second = secondInstance(() => ctx);

  it('ends the session cached on the other instance', async (t) => {
    const other = second.app;
    if (!other) return t.skip();
    const company = await buildCompany(ctx, { country: 'FR' });
    const user = await buildUser(ctx, { companyId: company.id });
    const cookie = await ctx.login(user.email);
    // The other instance checks the session once and caches it (30 s).
    expect((await dashboard(other, cookie)).statusCode).toBe(200);
    expect((await dashboard(other, cookie)).statusCode).toBe(200);
    await setActive(ctx.app, company.id, false);
    expect((await dashboard(ctx.app, cookie)).statusCode).toBe(401);
    expect(await eventually(async () => (await dashboard(other, cookie)).statusCode === 401)).toBe(true);
  });
});

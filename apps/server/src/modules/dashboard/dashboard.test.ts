import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema/contents.ts';
import { qaParams } from '../../db/schema/qa.ts';
import { users } from '../../db/schema/auth.ts';
import { buildContent } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const body = `<p>${'Robot &amp; pool news. '.repeat(20)}</p>`;
  const news = (n: number, hidden = false) =>
    buildContent(ctx, {
      type: 'news',
      hidden,
      createdAt: new Date(Date.UTC(2026, 0, n)),
      props: [
        { name: 'title_eng', data: `News ${n}` },
        { name: 'title_fra', data: `Nouvelle ${n}` },
        { name: 'body_eng', data: body },
      ],
    });
  // Demo news of the content module would interleave with these: keep only the test's own visible.
  await ctx.deps.db.update(contents).set({ hidden: true }).where(eq(contents.type, 'news'));
  for (const n of [1, 2, 3, 4, 5, 6]) await news(n);
  await news(7, true);
  await ctx.deps.db.update(qaParams).set({ psWeek: 12, prefix3: 'AB', saleDateStart: '2026-01-15' });
});
afterAll(async () => {
  await ctx?.close();
});

async function getDashboard(email: string) {
  const cookie = await ctx.login(email);
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/dashboard', () => {
  it('answers -5 when not logged in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, code: -5, data: null });
  });

  it('gives provider staff the full user, every list and the QA parameters', async () => {
    const data = await getDashboard('admin@demo.test');
    expect(Object.keys(data).sort()).toEqual(
      [
        'brands',
        'complaintTypes',
        'countries',
        'failureTypes',
        'latestNews',
        'qaParams',
        'user',
        'years',
      ].sort(),
    );
    expect(data.user).toMatchObject({
      email: 'admin@demo.test',
      type: {
        id: 1,
        editUser: true,
        addUser: true,
        viewUser: true,
        expandedWarranty: true,
        manageFeedback: true,
      },
      company: { number: '1000', kind: 'provider', name: 'Poolside Robotics', currency: 'USD' },
      centerMoovexID: '1000',
      disabled: 0,
      language: 'eng',
      gdprApproved: false,
      logo: null,
    });
    expect(data.user.menus.map((m: { key: string }) => m.key)).toEqual(
      expect.arrayContaining(['admin', 'users']),
    );
    expect(data.qaParams).toMatchObject({
      psWeek: 12,
      prefix3: 'AB',
      prefix3MonthlyLimit: null,
      serviceCenter6: '',
    });
    expect(data.qaParams.saleDateStart).toBe(Date.UTC(2026, 0, 15) / 1000);
    expect(Object.keys(data.qaParams)).toHaveLength(2 + 6 + 18 + 6);
    // Filled by the catalogue module; the dashboard only relays them.
    expect(data.years.every((y: unknown) => Number.isInteger(y))).toBe(true);
    expect(Array.isArray(data.brands)).toBe(true);
    expect((await getDashboard('staff@demo.test')).qaParams).toBeDefined();
  });

  it('never gives partners the QA parameters; their menus differ', async () => {
    const data = await getDashboard('service@demo.test');
    expect(data).not.toHaveProperty('qaParams');
    expect(data.user.type).toMatchObject({ id: 6, viewUser: false, editUser: false, rmaPartsReport: true });
    const keys = data.user.menus.map((m: { key: string }) => m.key);
    expect(keys).not.toContain('admin');
    expect(keys).not.toContain('users');
    expect(keys).toContain('repairs');
    const distributor = await getDashboard('distributor@demo.test');
    expect(distributor).not.toHaveProperty('qaParams');
    expect(distributor.user.menus.map((m: { key: string }) => m.key)).toContain('users');
    expect(distributor.user.company).toMatchObject({ number: '2001', kind: 'distributor', currency: 'EUR' });
  });

  it('lists the newest 5 visible news with a plain-text summary of 170 characters at most, cut between words', async () => {
    const data = await getDashboard('service@demo.test');
    expect(data.latestNews.map((n: { title: string }) => n.title)).toEqual([
      'News 6',
      'News 5',
      'News 4',
      'News 3',
      'News 2',
    ]);
    const [first] = data.latestNews;
    expect(first.summary.length).toBeLessThanOrEqual(170);
    expect(first.summary.length).toBeGreaterThan(150);
    expect(first.summary).toMatch(/^Robot & pool news\. Robot/);
    // Cut at a word boundary, with an ellipsis.
    expect(first.summary).toMatch(/ Robot & pool…$/);
    expect(first.summary).not.toContain('<');
    expect(first.image).toBeNull();
  });

  it('speaks the user language: titles, option items and country names, with eng fallback', async () => {
    await ctx.deps.db.update(users).set({ language: 'fra' }).where(eq(users.email, 'galil@demo.test'));
    const data = await getDashboard('galil@demo.test');
    expect(data.latestNews[0].title).toBe('Nouvelle 6');
    expect(data.complaintTypes[0]).toEqual({
      id: expect.any(Number),
      title: 'Ne nettoie pas',
      isOther: false,
    });
    expect(data.complaintTypes.at(-1).isOther).toBe(true);
    expect(data.failureTypes.find((f: { isOther: boolean }) => f.isOther).title).toBe('Autre');
    expect(data.countries.find((c: { code: string }) => c.code === 'DE').name).toBe('Allemagne');
    expect(data.countries.length).toBeGreaterThanOrEqual(60);
    const eng = await getDashboard('service@demo.test');
    expect(eng.countries.find((c: { code: string }) => c.code === 'DE').name).toBe('Germany');
  });
});

describe('GET /api/userTypes and POST /api/users/:id', () => {
  it('lists the user types with their flags when logged in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/userTypes' })).json().code).toBe(-5);
    const cookie = await ctx.login('service@demo.test');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/userTypes', headers: { cookie } });
    const types = res.json().data;
    expect(types.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(types[2]).toEqual({
      id: 3,
      name: 'Distributor manager',
      editUser: true,
      addUser: true,
      viewUser: true,
      expandedWarranty: true,
      rmaPartsReport: true,
      manageFeedback: false,
    });
  });

  it('saves the own language and consent, drops unknown fields, refuses another id', async () => {
    const cookie = await ctx.login('riviera@demo.test');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json()
      .data.user;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${me.id}`,
      payload: { language: 'fra', gdprApproved: true, typeId: 1, status: 'active' },
      headers: { cookie },
    });
    expect(res.json()).toEqual({ status: true, code: 0, data: null });
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json()
      .data;
    expect(after.user).toMatchObject({ language: 'fra', gdprApproved: true, type: { id: 5 } });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${me.id}`,
      payload: { language: 'deu' },
      headers: { cookie },
    });
    expect(bad.json()).toMatchObject({ code: -6, data: { field: 'language' } });
    // A user without editUser may not change anyone else (the users module decides -11 or -15).
    const plain = await ctx.login('galil@demo.test');
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${me.id}`,
      payload: { language: 'eng' },
      headers: { cookie: plain },
    });
    expect(other.json().status).toBe(false);
    expect([-11, -15]).toContain(other.json().code);
  });
});

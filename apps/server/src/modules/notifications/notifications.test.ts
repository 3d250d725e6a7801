import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { as, userIdOf } from '../../test/users.ts';
import { notify } from './notify.ts';
import { formatDateTime } from './presenter.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const lists = async (cookie: string) => (await as(ctx, cookie)('GET', '/api/notifications')).json().data;

describe('notify and GET /api/notifications', () => {
  it('stores type + params and renders them in the reader language, newest first', async () => {
    const rivieraId = await userIdOf(ctx, 'riviera@demo.test');
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [rivieraId],
      type: 'RMA',
      params: { rmaId: 7, status: 'REC' },
    });
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [rivieraId],
      type: 'NEW',
      params: { title: { eng: 'Hello', spa: 'Hola' } },
    });
    const data = await lists(await ctx.login('riviera@demo.test'));
    expect(data.seen).toEqual([]);
    expect(data.notSeen.map((n: { type: string }) => n.type).slice(0, 2)).toEqual(['NEW', 'RMA']);
    expect(data.notSeen[0]).toMatchObject({ title: 'Noticia', text: 'Hola', viewed: 0 });
    expect(data.notSeen[1]).toMatchObject({
      title: 'RMA n.º 7 actualizado',
      params: { rmaId: 7, status: 'REC' },
    });
    expect(data.notSeen[1].dateCreateStr).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(typeof data.notSeen[1].dateCreate).toBe('number');
  });

  it('reaches a company, provider staff or everybody (active users only) and only them', async () => {
    const galil = await ctx.login('galil@demo.test');
    const before = (await lists(galil)).notSeen.length;
    const [company] = await ctx.deps.db
      .select({ id: users.companyId })
      .from(users)
      .where(eq(users.email, 'service@demo.test'));
    expect(
      await notify(ctx.deps.db, ctx.deps.config, {
        companyId: company.id,
        type: 'ORD',
        params: { orderId: 1, status: 'SNT' },
      }),
    ).toBe(1);
    expect(
      await notify(ctx.deps.db, ctx.deps.config, {
        toProviderStaff: true,
        type: 'CNT',
        params: { email: 'a@b.c' },
      }),
    ).toBe(2);
    expect((await lists(galil)).notSeen.length).toBe(before);
    const everybody = await notify(ctx.deps.db, ctx.deps.config, {
      everybody: true,
      type: 'NWD',
      params: { documentName: 'Manual', modelName: 'X1' },
    });
    const n = await ctx.deps.db.$count(users, eq(users.status, 'active'));
    expect(everybody).toBe(n);
    expect((await lists(galil)).notSeen[0]).toMatchObject({
      type: 'NWD',
      text: 'Manual is available for X1.',
    });
  });

  it('sends an e-mail copy in the user language only for the types chosen in the profile', async () => {
    const galilId = await userIdOf(ctx, 'galil@demo.test');
    await ctx.deps.db
      .update(users)
      .set({ emailNotificationTypes: ['FEE'], language: 'fra' })
      .where(eq(users.id, galilId));
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [galilId],
      type: 'FEE',
      params: { feedbackId: 3, status: 'closed' },
    });
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [galilId],
      type: 'ORD',
      params: { orderId: 3, status: 'SNT' },
    });
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'galil@demo.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject + mails[0].text).toContain('Retour n°3 mis à jour');
  });
});

describe('POST /api/notifications', () => {
  it('marks own notifications viewed and removes them; ids of others are ignored', async () => {
    const staff = await ctx.login('staff@demo.test');
    const admin = await ctx.login('admin@demo.test');
    const mine = (await lists(staff)).notSeen.map((n: { id: number }) => n.id);
    const theirs = (await lists(admin)).notSeen.map((n: { id: number }) => n.id);
    expect(mine.length).toBeGreaterThan(0);
    const res = await as(ctx, staff)('POST', '/api/notifications', {
      method: 'setViewed',
      ids: [...mine, ...theirs],
    });
    expect(res.json()).toEqual({ status: true, code: 0, data: { count: mine.length } });
    const after = await lists(staff);
    expect(after.notSeen).toEqual([]);
    expect(after.seen.map((n: { id: number }) => n.id)).toEqual(mine);
    expect(after.seen[0].viewed).toBe(1);
    expect((await lists(admin)).notSeen.map((n: { id: number }) => n.id)).toEqual(theirs);
    const removed = await as(ctx, staff)('POST', '/api/notifications', {
      method: 'removeNotifications',
      ids: [...mine, ...theirs],
    });
    expect(removed.json().data.count).toBe(mine.length);
    expect((await lists(staff)).seen).toEqual([]);
    expect((await lists(admin)).notSeen).toHaveLength(theirs.length);
  });

  it('validates: -5 logged out, -6 unknown method, -12 missing ids', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).json().code).toBe(-5);
    const post = as(ctx, await ctx.login('staff@demo.test'));
    expect(
      (await post('POST', '/api/notifications', { method: 'deleteAll', ids: [1] })).json(),
    ).toMatchObject({ code: -6, data: { field: 'method' } });
    expect((await post('POST', '/api/notifications', { method: 'setViewed' })).json()).toMatchObject({
      code: -12,
      data: { field: 'ids' },
    });
  });
});

describe('formatDateTime', () => {
  it('formats dd/MM/yyyy HH:mm in the configured time zone', () => {
    const d = new Date('2026-03-05T22:30:00Z');
    expect(formatDateTime(d, 'UTC')).toBe('05/03/2026 22:30');
    expect(formatDateTime(d, 'Asia/Jerusalem')).toBe('06/03/2026 00:30');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/auth.ts';
import { buildUser } from '../../test/factories.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { as, userIdOf } from '../../test/users.ts';
import { notify } from './notify.ts';
import { formatDateTime } from '@poolside/contract/dates';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
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
      .set({ emailNotificationTypes: ['FEC'], language: 'fra' })
      .where(eq(users.id, galilId));
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [galilId],
      type: 'FEC',
      params: { feedbackId: 3, status: 'CLS' },
    });
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [galilId],
      type: 'ORD',
      params: { orderId: 3, status: 'SNT' },
    });
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'galil@demo.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject + mails[0].text).toContain('Avis client n°3 mis à jour');
  });
  it('answers the newest 20 of each list, newest first, whatever the user has stored', async () => {
    const reader = await buildUser(ctx);
    // 30 unseen (even i) and 30 seen (odd i), one a minute, inserted oldest first.
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i));
    await ctx.deps.db.insert(notifications).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: reader.id,
        type: 'RMA',
        params: { rmaId: i, status: 'REC' },
        viewedAt: i % 2 ? at(i + 1) : null,
        createdAt: at(i),
      })),
    );
    const data = await lists(await ctx.login(reader.email));
    const ids = (list: { params: { rmaId: number } }[]) => list.map((n) => n.params.rmaId);
    expect(ids(data.notSeen)).toEqual(Array.from({ length: 20 }, (_, k) => 58 - 2 * k));
    expect(ids(data.seen)).toEqual(Array.from({ length: 20 }, (_, k) => 59 - 2 * k));
    expect(data.seen.every((n: { viewed: number }) => n.viewed === 1)).toBe(true);
    expect(data.notSeen.every((n: { viewed: number }) => n.viewed === 0)).toBe(true);
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

describe('the bell and the paged notifications page', () => {
  it('renders status codes as words in the reader language, never the code', async () => {
    const galilId = await userIdOf(ctx, 'galil@demo.test');
    await ctx.deps.db.update(users).set({ language: 'eng' }).where(eq(users.id, galilId));
    await notify(ctx.deps.db, ctx.deps.config, {
      userIds: [galilId],
      type: 'RMA',
      params: { rmaId: 41, status: 'REC' },
    });
    const summary = (
      await as(ctx, await ctx.login('galil@demo.test'))('GET', '/api/notifications/summary')
    ).json().data;
    expect(summary.latest[0]).toMatchObject({ type: 'RMA', params: { rmaId: 41, status: 'REC' } });
    expect(summary.latest[0].text).toBe('The status of RMA #41 is now Received.');
    expect(summary.latest[0].text).not.toContain('REC');
  });

  it('GET /api/notifications/summary: the unseen count and the 10 latest, unseen first', async () => {
    const aqua = await userIdOf(ctx, 'distributor@demo.test');
    const cookie = await ctx.login('distributor@demo.test');
    const get = as(ctx, cookie);
    const before = (await get('GET', '/api/notifications/page?page=1&pageSize=200')).json().data.rows;
    if (before.length) {
      await get('POST', '/api/notifications', {
        method: 'removeNotifications',
        ids: before.map((n: { id: number }) => n.id),
      });
    }
    for (let i = 1; i <= 14; i++) {
      await notify(ctx.deps.db, ctx.deps.config, {
        userIds: [aqua],
        type: 'RMA',
        params: { rmaId: i, status: 'SNT' },
      });
    }
    const all = (await get('GET', '/api/notifications/page?page=1&pageSize=50')).json().data;
    expect(all.total).toBe(14);
    // The three oldest seen: the 10 latest are the 10 newest unseen.
    await get('POST', '/api/notifications', {
      method: 'setViewed',
      ids: all.rows.slice(-3).map((n: { id: number }) => n.id),
    });
    const summary = (await get('GET', '/api/notifications/summary')).json().data;
    expect(summary.notSeenCount).toBe(11);
    expect(summary.latest).toHaveLength(10);
    expect(summary.latest.map((n: { params: { rmaId: number } }) => n.params.rmaId)).toEqual([
      14, 13, 12, 11, 10, 9, 8, 7, 6, 5,
    ]);
    // With few unseen, the seen ones fill the 10, after the unseen.
    await get('POST', '/api/notifications', {
      method: 'setViewed',
      ids: all.rows.slice(0, 10).map((n: { id: number }) => n.id),
    });
    const later = (await get('GET', '/api/notifications/summary')).json().data;
    expect(later.notSeenCount).toBe(1);
    expect(
      later.latest.map((n: { params: { rmaId: number }; viewed: number }) => [n.params.rmaId, n.viewed]),
    ).toEqual([
      [4, 0],
      [14, 1],
      [13, 1],
      [12, 1],
      [11, 1],
      [10, 1],
      [9, 1],
      [8, 1],
      [7, 1],
      [6, 1],
    ]);
  });

  it('GET /api/notifications/page: pages of the seen or unseen, newest first, with the total', async () => {
    const get = as(ctx, await ctx.login('distributor@demo.test'));
    const seen1 = (await get('GET', '/api/notifications/page?page=1&pageSize=5&viewed=1')).json().data;
    const seen3 = (await get('GET', '/api/notifications/page?page=3&pageSize=5&viewed=1')).json().data;
    expect(seen1.total).toBe(13);
    expect(seen1.rows.map((n: { params: { rmaId: number } }) => n.params.rmaId)).toEqual([
      14, 13, 12, 11, 10,
    ]);
    expect(seen3.rows.map((n: { params: { rmaId: number } }) => n.params.rmaId)).toEqual([3, 2, 1]);
    const unseen = (await get('GET', '/api/notifications/page?viewed=0')).json().data;
    expect(unseen).toMatchObject({ total: 1, rows: [{ viewed: 0, params: { rmaId: 4 } }] });
    expect((await get('GET', '/api/notifications/page?viewed=2')).json().code).toBe(-6);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/summary' })).json().code).toBe(-5);
  });
});

describe('formatDateTime', () => {
  it('formats dd/MM/yyyy HH:mm in the configured time zone', () => {
    const d = new Date('2026-03-05T22:30:00Z');
    expect(formatDateTime(d, 'UTC')).toBe('05/03/2026 22:30');
    expect(formatDateTime(d, 'Asia/Jerusalem')).toBe('06/03/2026 00:30');
  });
});

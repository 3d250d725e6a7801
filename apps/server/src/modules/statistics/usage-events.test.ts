import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statEvents } from '../../db/schema/statistics.ts';
import { buildUser } from '../../test/factories.ts';
import { sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';
import { flushUsageEvents } from './event-buffer.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2031-08-10T09:00:00Z');
});
afterAll(async () => {
  await ctx?.close();
});

const eventsOf = (userId: number) =>
  ctx.deps.db
    .select({ type: statEvents.type, path: statEvents.path, companyId: statEvents.companyId })
    .from(statEvents)
    .where(eq(statEvents.userId, userId))
    .orderBy(statEvents.id);

describe('usage events: logins, page views, document views', () => {
  it('records them in the buffer, written in a batch, and the reports count them', async () => {
    const user = await buildUser(ctx);
    const cookie = await ctx.login(user.email);
    const pageView = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: { path: '/faq' },
      headers: { cookie },
    });
    expect(pageView.json()).toEqual({ status: true, code: 0, data: null });
    const download = await ctx.app.inject({
      method: 'GET',
      url: '/api/images/demo/doc/AB-S300_2024_user_manual.pdf?download=1',
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    await ctx.deps.storage.put('documents/stats-guide.pdf', sampleFiles.pdf(), 'application/pdf');
    const name = Buffer.from('stats-guide.pdf').toString('base64url');
    const document = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${name}`,
      headers: { cookie },
    });
    expect(document.statusCode).toBe(200);
    // The same image without ?download=1 (a picture on a page) is not a file view; nor is an anonymous one.
    await ctx.app.inject({
      method: 'GET',
      url: '/api/images/demo/doc/AB-S300_2024_CE.pdf',
      headers: { cookie },
    });
    await ctx.app.inject({ method: 'GET', url: '/api/images/demo/doc/AB-S300_2024_CE.pdf?download=1' });

    // The requests only buffered them (next test: no statement); written in a batch by the timer or now.
    await flushUsageEvents(ctx.deps.db);
    expect(await eventsOf(user.id)).toEqual([
      { type: 'LOGIN', path: null, companyId: user.companyId },
      { type: 'PVU', path: '/faq', companyId: user.companyId },
      { type: 'FILE', path: 'AB-S300_2024_user_manual.pdf', companyId: user.companyId },
      { type: 'FILE', path: 'stats-guide.pdf', companyId: user.companyId },
    ]);
  });

  it('a page view sends no statement in its request', async () => {
    const user = await buildUser(ctx);
    const cookie = await ctx.login(user.email);
    await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } }); // session cached
    const log = await countStatements(ctx.deps.db, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/statistics/pageView',
        payload: { path: '/repairs/rma' },
        headers: { cookie },
      }),
    );
    expect(log.result.statusCode).toBe(200);
    expect(log.count, describeStatements(log)).toBe(0);
  });

  it("the report written right after sees this instance's waiting events", async () => {
    const user = await buildUser(ctx, { typeId: 1 });
    const cookie = await ctx.login(user.email);
    const today = Date.UTC(2031, 7, 10) / 1000;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/statistics',
      payload: {
        reportType: 'USERS_LOGINS',
        reportParams: [
          { name: 'fromDate', type: 'date', value: today },
          { name: 'toDate', type: 'date', value: today },
        ],
      },
      headers: { cookie },
    });
    const rows = res.json().data.rows as { email: string; logins: number }[];
    expect(rows.find((r) => r.email === user.email)).toMatchObject({ logins: 1 });
  });

  it('closing the app writes the events still waiting (shutdown)', async () => {
    const other = await createTestContext();
    try {
      other.clock.set('2031-08-10T09:00:00Z');
      const user = await buildUser(other);
      const cookie = await other.login(user.email);
      await other.app.inject({
        method: 'POST',
        url: '/api/statistics/pageView',
        payload: { path: '/spares/bag' },
        headers: { cookie },
      });
      await other.app.close();
      const rows = await other.deps.db
        .select({ type: statEvents.type })
        .from(statEvents)
        .where(eq(statEvents.userId, user.id));
      expect(rows.map((r) => r.type)).toEqual(['LOGIN', 'PVU']);
    } finally {
      await other.close();
    }
  });
});

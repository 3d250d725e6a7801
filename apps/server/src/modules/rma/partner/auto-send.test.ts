import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodJobs } from '../../../app-jobs.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';
import { periodKeyOf } from '../../../lib/periods.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { runJob } from '../../../test/jobs.ts';
import { autoSendDrafts, monthStartIn } from './auto-send-job.ts';
import { freshSerial, optionId, robotOf, todayOf } from '../test-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Europe/Paris' });
});
afterAll(async () => {
  await ctx?.close();
});

async function reportBrush(sn: string) {
  const cookie = await ctx.login('service@demo.test');
  const robot = await robotOf(ctx, cookie, sn);
  const brush = `${robot.pn.slice(0, 2)}-BRS-01`;
  const line = {
    oldPN: brush,
    newPN: brush,
    complaint: await optionId(ctx, 'complaint', 'not_cleaning'),
    failure: await optionId(ctx, 'failure', 'mechanical'),
  };
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/rma/line/${sn}`,
    payload: { technician: 'Ann', repairDate: todayOf(ctx), lines: [line] },
    headers: { cookie },
  });
  expect(res.json().status, res.body).toBe(true);
  return res.json().data[0].id as number;
}

describe('monthly auto-send of unsent drafts', () => {
  it('finds the month start in the configured time zone', () => {
    expect(monthStartIn('2026-12', 'Europe/Paris').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(monthStartIn('2026-07', 'Europe/Paris').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(monthStartIn('2026-03', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(freshSerial('X')).toMatch(/^X\d+$/);
  });

  it('sends the drafts of earlier months once, one RMA per owner, and notifies', async () => {
    const job = periodJobs.find((j) => j.name === 'rma-auto-send')!;
    expect(job.period).toBe('monthly');
    const early = await reportBrush('SN100020');
    const drafts = await ctx.deps.db.select().from(rmaLines).where(isNull(rmaLines.parentId));
    const owners = new Set(drafts.map((d) => `${d.companyId}:${d.userId}`));

    // The first day of next month, just after midnight in Paris.
    const now = ctx.clock.now();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 10));
    ctx.clock.set(new Date(next.getTime() - 3600_000));
    const late = await reportBrush('SN100024');

    // The month's run, as the cron occurrence of the first of next month runs it on the job queue.
    const period = periodKeyOf('monthly', next, ctx.deps.config.timeZone);
    expect((await runJob(ctx.deps.jobs, job.name, { period })).state).toBe('completed');

    const auto = await ctx.deps.db.select().from(rmaRequests).where(eq(rmaRequests.isAutoSent, true));
    expect(auto).toHaveLength(owners.size);
    expect(auto.every((r) => r.status === 'SNT')).toBe(true);
    const [earlyLine] = await ctx.deps.db.select().from(rmaLines).where(eq(rmaLines.id, early));
    expect(earlyLine.parentId).not.toBeNull();
    // Reported at 23:10 UTC on the last day: already the new month in Paris, so it waits a month.
    const [lateLine] = await ctx.deps.db.select().from(rmaLines).where(eq(rmaLines.id, late));
    expect(lateLine.parentId).toBeNull();
    const notes = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, earlyLine.userId), eq(notifications.type, 'RMA')));
    expect(notes.map((n) => n.params)).toContainEqual({ rmaId: earlyLine.parentId, status: 'SNT' });

    // Safe to run twice (a retry after a crash): nothing is left to send for that month.
    expect(await autoSendDrafts(ctx.deps, period)).toEqual([]);
    expect((await runJob(ctx.deps.jobs, job.name, { period })).state).toBe('completed');
    const again = await ctx.deps.db.select().from(rmaRequests).where(eq(rmaRequests.isAutoSent, true));
    expect(again).toHaveLength(owners.size);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobClaims } from '../db/schema/infrastructure.ts';
import type { Deps } from '../deps.ts';
import { periodKeyOf, periodsAfter } from '../lib/periods.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { createScheduler, type ScheduledJob } from './scheduler.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Europe/Paris' });
});
afterAll(async () => {
  await ctx?.close();
});

const silent = { info() {}, error() {} };
let runs: string[] = [];
let jobName = '';
let jobCount = 0;
beforeEach(() => {
  runs = [];
  jobName = `test-job-${++jobCount}`;
});

function monthlyJob(run?: (deps: Deps, period: string) => Promise<void>): ScheduledJob {
  return {
    name: jobName,
    period: 'monthly',
    leaseSeconds: 600,
    run:
      run ??
      (async (_deps, period) => {
        runs.push(period);
      }),
  };
}

async function claimOf(period: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(jobClaims)
    .where(and(eq(jobClaims.job, jobName), eq(jobClaims.period, period)));
  return row;
}

describe('period keys', () => {
  it('counts months in the configured time zone', () => {
    // 23:30 UTC on 30 November is already December in Paris.
    expect(periodKeyOf('monthly', new Date('2026-11-30T23:30:00Z'), 'Europe/Paris')).toBe('2026-12');
    expect(periodKeyOf('monthly', new Date('2026-11-30T23:30:00Z'), 'UTC')).toBe('2026-11');
    expect(periodKeyOf('daily', new Date('2026-03-01T00:10:00Z'), 'America/New_York')).toBe('2026-02-28');
    expect(periodsAfter('monthly', '2026-11', '2027-02', 12)).toEqual(['2026-12', '2027-01', '2027-02']);
  });
});

describe('claims', () => {
  it('runs a period once however many instances tick', async () => {
    ctx.clock.set('2026-11-10T08:00:00Z');
    const job = monthlyJob();
    const a = createScheduler(ctx.deps, silent, [job], 'instance-a');
    const b = createScheduler(ctx.deps, silent, [job], 'instance-b');
    const results = await Promise.all([a.tick(), b.tick()]);
    expect(results.flat()).toEqual([`${jobName}:2026-11`]);
    expect(await a.tick()).toEqual([]);
    expect(await b.tick()).toEqual([]);
    expect(runs).toEqual(['2026-11']);
    const claim = await claimOf('2026-11');
    expect(claim.doneAt).not.toBeNull();

    ctx.clock.set('2026-12-01T00:05:00+01:00');
    expect(await b.tick()).toEqual([`${jobName}:2026-12`]);
    expect(await a.tick()).toEqual([]);
    expect(runs).toEqual(['2026-11', '2026-12']);
  });

  it('lets another instance take over a claim whose lease ran out', async () => {
    ctx.clock.set('2026-11-10T08:00:00Z');
    // Instance A claimed the run and died without finishing.
    await ctx.deps.db.insert(jobClaims).values({
      job: jobName,
      period: '2026-11',
      claimedBy: 'dead-instance',
      leaseUntil: new Date('2026-11-10T08:10:00Z'),
    });
    const b = createScheduler(ctx.deps, silent, [monthlyJob()], 'instance-b');
    expect(await b.tick()).toEqual([]);
    ctx.clock.set('2026-11-10T08:10:01Z');
    expect(await b.tick()).toEqual([`${jobName}:2026-11`]);
    expect(runs).toEqual(['2026-11']);
    expect(await claimOf('2026-11')).toMatchObject({ claimedBy: 'instance-b', attempts: 2 });
  });

  it('retries a failed run after a pause, on any instance', async () => {
    ctx.clock.set('2026-11-10T08:00:00Z');
    let shouldFail = true;
    const job = monthlyJob(async (_deps, period) => {
      if (shouldFail) throw new Error('smtp down');
      runs.push(period);
    });
    const a = createScheduler(ctx.deps, silent, [job], 'instance-a');
    const b = createScheduler(ctx.deps, silent, [job], 'instance-b');
    await a.tick();
    expect((await claimOf('2026-11')).doneAt).toBeNull();
    shouldFail = false;
    expect(await b.tick()).toEqual([]);
    ctx.clock.advance(5 * 60 + 1);
    expect(await b.tick()).toEqual([`${jobName}:2026-11`]);
    expect(runs).toEqual(['2026-11']);
  });

  it('catches up a missed month at start, and an unfinished one', async () => {
    ctx.clock.set('2026-09-03T08:00:00Z');
    const job = monthlyJob();
    const first = createScheduler(ctx.deps, silent, [job], 'instance-a');
    expect(await first.catchUp()).toEqual([`${jobName}:2026-09`]);
    // Every instance was down through October; one starts in mid-November.
    ctx.clock.set('2026-11-15T08:00:00Z');
    const restarted = createScheduler(ctx.deps, silent, [job], 'instance-c');
    expect(await restarted.catchUp()).toEqual([`${jobName}:2026-10`, `${jobName}:2026-11`]);
    expect(runs).toEqual(['2026-09', '2026-10', '2026-11']);
    // Starting again changes nothing: every period is done.
    expect(await createScheduler(ctx.deps, silent, [job], 'instance-d').catchUp()).toEqual([]);
  });

  it('finishes at start a past run that crashed', async () => {
    ctx.clock.set('2026-11-15T08:00:00Z');
    await ctx.deps.db.insert(jobClaims).values([
      { job: jobName, period: '2026-10', claimedBy: 'dead', leaseUntil: new Date('2026-10-01T01:00:00Z') },
      {
        job: jobName,
        period: '2026-11',
        claimedBy: 'x',
        leaseUntil: new Date('2026-11-01T01:00:00Z'),
        doneAt: new Date('2026-11-01T00:30:00Z'),
      },
    ]);
    const s = createScheduler(ctx.deps, silent, [monthlyJob()], 'instance-e');
    expect(await s.catchUp()).toEqual([`${jobName}:2026-10`]);
    expect(runs).toEqual(['2026-10']);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { periodJobs } from '../app-jobs.ts';
import { createJobQueue } from '../lib/job-queue.ts';
import { periodKeyOf, periodsAfter } from '../lib/periods.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { runJob, settledJob } from '../test/jobs.ts';
import { jobsStarted, type PeriodJob, periodOfJob, startPeriodJobs } from './jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Europe/Paris' });
  await jobsStarted(ctx.deps.jobs!);
});
afterAll(async () => {
  await ctx?.close();
});

const silent = { info() {}, error() {} };
let runs: string[] = [];
let jobCount = 0;
beforeEach(() => {
  runs = [];
});

function monthlyJob(run?: PeriodJob['run']): PeriodJob {
  return {
    name: `test-job-${++jobCount}`,
    period: 'monthly',
    run:
      run ??
      (async (_deps, period) => {
        runs.push(period);
      }),
  };
}

describe('period keys', () => {
  it('counts months in the configured time zone', () => {
    // 23:30 UTC on 30 November is already December in Paris.
    expect(periodKeyOf('monthly', new Date('2026-11-30T23:30:00Z'), 'Europe/Paris')).toBe('2026-12');
    expect(periodKeyOf('monthly', new Date('2026-11-30T23:30:00Z'), 'UTC')).toBe('2026-11');
    expect(periodKeyOf('daily', new Date('2026-03-01T00:10:00Z'), 'America/New_York')).toBe('2026-02-28');
    expect(periodsAfter('monthly', '2026-11', '2027-02', 12)).toEqual(['2026-12', '2027-01', '2027-02']);
  });

  it('runs a cron occurrence for the period it was created in, a named run for its own', () => {
    const job = monthlyJob();
    const created = new Date('2026-11-30T23:00:05Z');
    expect(periodOfJob(job, created, {}, 'Europe/Paris')).toBe('2026-12');
    expect(periodOfJob(job, created, null, 'UTC')).toBe('2026-11');
    expect(periodOfJob(job, created, { period: '2026-10' }, 'Europe/Paris')).toBe('2026-10');
  });
});

describe('the period jobs on the job queue', () => {
  it('schedules every period job as a cron in TIME_ZONE, once however many instances start', async () => {
    const queue = ctx.deps.jobs!;
    // A second instance on the same database registers the same schedules.
    const other = createJobQueue(ctx.database, ctx.deps.config.jobs);
    await other.start();
    try {
      await startPeriodJobs(other, ctx.deps, silent);
      const schedules = await queue.getSchedules();
      const mine = schedules.filter((s) => periodJobs.some((j) => j.name === s.name));
      expect(mine.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual([
        ['access-housekeeping', '0 0 * * *', 'Europe/Paris'],
        ['personal-data-retention', '0 0 * * *', 'Europe/Paris'],
        ['rma-auto-send', '0 0 1 * *', 'Europe/Paris'],
      ]);
    } finally {
      await other.stop({ graceful: false });
    }
  });

  it('runs a job once when two instances work the queue', async () => {
    const job = monthlyJob();
    const queue = ctx.deps.jobs!;
    const other = createJobQueue(ctx.database, ctx.deps.config.jobs);
    await other.start();
    try {
      await startPeriodJobs(queue, ctx.deps, silent, [job]);
      await startPeriodJobs(other, ctx.deps, silent, [job]);
      const ran = await runJob(queue, job.name, { period: '2026-11' });
      expect(ran.state).toBe('completed');
      expect(ran.output).toEqual({ period: '2026-11' });
      expect(runs).toEqual(['2026-11']);
    } finally {
      await other.stop({ graceful: false });
    }
  });

  it('keeps a failed run with its error, to be retried later', async () => {
    const job = monthlyJob(async () => {
      throw new Error('smtp down');
    });
    const queue = ctx.deps.jobs!;
    await startPeriodJobs(queue, ctx.deps, silent, [job]);
    const id = await queue.send(job.name, { period: '2026-11' });
    const failed = await settledJob(queue, job.name, id!);
    expect(failed.state).toBe('retry');
    expect(failed.retryLimit).toBe(8);
    expect(JSON.stringify(failed.output)).toContain('smtp down');
    // The retry waits at least the heartbeat (30 s by default), then longer each time.
    expect(failed.retryDelay).toBe(30);
    expect(failed.startAfter.getTime() - Date.now()).toBeGreaterThan(20_000);
  });
});

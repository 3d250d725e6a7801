import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { scheduledJobs } from '../app-jobs.ts';
import type { Deps } from '../deps.ts';
import {
  claimRun,
  finishRun,
  latestClaimedPeriod,
  releaseRun,
  unfinishedPeriods,
} from '../lib/job-claims.ts';
import { type PeriodKind, periodKeyOf, periodsAfter } from '../lib/periods.ts';
import { drainOutbox } from '../modules/mail/outbox-drain.ts';

/** A job that runs once per period across all instances; it must be safe to run twice. */
export type ScheduledJob = {
  name: string;
  period: PeriodKind;
  run: (deps: Deps, period: string) => Promise<void>;
  /** How long a run may take before another instance may take it over (default 15 minutes). */
  leaseSeconds?: number;
};

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

const DEFAULT_LEASE_SECONDS = 15 * 60;
const RETRY_AFTER_FAILURE_SECONDS = 5 * 60;
// A long outage is not replayed month by month for ever: the latest few missed periods are enough.
const MAX_CATCH_UP = 3;

/** The claim/lease machinery over a list of jobs; `start` adds the timers, tests call tick/catchUp. */
export function createScheduler(
  deps: Deps,
  log: Log,
  jobs: ScheduledJob[],
  instanceId: string = randomUUID(),
) {
  async function runPeriod(job: ScheduledJob, period: string): Promise<boolean> {
    const leaseSeconds = job.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    const isOwner = await claimRun(
      deps.db,
      { job: job.name, period, instanceId, leaseSeconds },
      deps.clock.now(),
    );
    if (!isOwner) return false;
    try {
      await job.run(deps, period);
      await finishRun(deps.db, job.name, period, instanceId, deps.clock.now());
      log.info({ job: job.name, period }, 'scheduled job done');
    } catch (err) {
      log.error({ err, job: job.name, period }, 'scheduled job failed');
      const retryAt = new Date(deps.clock.now().getTime() + RETRY_AFTER_FAILURE_SECONDS * 1000);
      await releaseRun(deps.db, job.name, period, instanceId, retryAt);
    }
    return true;
  }

  const currentPeriod = (job: ScheduledJob) =>
    periodKeyOf(job.period, deps.clock.now(), deps.config.timeZone);

  return {
    instanceId,
    /** Runs each job for the current period if no instance has (or a lapsed claim is taken over). */
    async tick(): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs) {
        const period = currentPeriod(job);
        if (await runPeriod(job, period)) ran.push(`${job.name}:${period}`);
      }
      return ran;
    },
    /** At start: unfinished runs whose lease ran out, then periods missed while nothing was running. */
    async catchUp(): Promise<string[]> {
      const ran: string[] = [];
      for (const job of jobs) {
        const current = currentPeriod(job);
        const latest = await latestClaimedPeriod(deps.db, job.name);
        const stale = await unfinishedPeriods(deps.db, job.name, deps.clock.now());
        const missed = latest ? periodsAfter(job.period, latest, current, MAX_CATCH_UP) : [current];
        for (const period of [...new Set([...stale, ...missed])]) {
          if (await runPeriod(job, period)) ran.push(`${job.name}:${period}`);
        }
      }
      return ran;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;

const TICK_MS = 60_000;
const OUTBOX_MS = 5_000;

/** Starts the recurring jobs of this instance: the period jobs of app-jobs.ts and the outbox drain. */
export function startScheduler(deps: Deps, log: FastifyBaseLogger) {
  const scheduler = createScheduler(deps, log, scheduledJobs);
  let isTicking = false;
  let isDraining = false;
  const guard = (name: string, fn: () => Promise<unknown>, flag: 'tick' | 'drain') => async () => {
    if (flag === 'tick' ? isTicking : isDraining) return;
    if (flag === 'tick') isTicking = true;
    else isDraining = true;
    try {
      await fn();
    } catch (err) {
      log.error({ err }, `${name} failed`);
    } finally {
      if (flag === 'tick') isTicking = false;
      else isDraining = false;
    }
  };
  const tick = guard('scheduler tick', () => scheduler.tick(), 'tick');
  const drain = guard('outbox drain', () => drainOutbox(deps), 'drain');
  void guard('scheduler catch-up', () => scheduler.catchUp(), 'tick')();
  void drain();
  const timers = [setInterval(tick, TICK_MS), setInterval(drain, OUTBOX_MS)];
  for (const t of timers) t.unref();
  return {
    stop() {
      for (const t of timers) clearInterval(t);
    },
  };
}

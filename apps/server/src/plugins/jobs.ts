import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Queue } from 'pg-boss';
import { periodJobs } from '../app-jobs.ts';
import type { Deps } from '../deps.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import { type PeriodKind, periodKeyOf } from '../lib/periods.ts';
import { drainOutbox } from '../modules/mail/outbox-drain.ts';

/**
 * A job that runs once per period across all instances, as a cron schedule in TIME_ZONE; it must be safe
 * to run twice (a retry after a crash repeats it).
 */
export type PeriodJob = {
  name: string;
  period: Exclude<PeriodKind, 'hourly'>;
  run: (deps: Deps, period: string) => Promise<void>;
};

/** What a period job carries: a cron occurrence nothing (its period is the one it was created in). */
export type PeriodJobData = { period?: string };

const CRON: Record<PeriodJob['period'], string> = { daily: '0 0 * * *', monthly: '0 0 1 * *' };

/**
 * A failed run (or one whose instance died: no heartbeat for JOB_HEARTBEAT_SECONDS) is tried again after
 * about that long, then twice as long each time, at most an hour apart, 8 times (about 4 hours with the
 * default); then it stays failed, with its error, for a person to look at.
 */
function periodQueue(heartbeatSeconds: number): Omit<Queue, 'name'> {
  return {
    heartbeatSeconds,
    retryLimit: 8,
    retryDelay: heartbeatSeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    // A run may take hours (a month's drafts); a dead instance is noticed by its missing heartbeat.
    expireInSeconds: 4 * 3600,
  };
}

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** The period a job runs for: the one it names, or the one its cron occurrence was created in. */
export function periodOfJob(job: PeriodJob, created: Date, data: PeriodJobData | null, timeZone: string) {
  return data?.period ?? periodKeyOf(job.period, created, timeZone);
}

/** Creates (or updates) a queue with options; queues are the library's rows, shared by every instance. */
export async function ensureQueue(queue: JobQueue, name: string, options: Omit<Queue, 'name'>) {
  await queue.createQueue(name, options);
  await queue.updateQueue(name, options);
}

/** Registers the period jobs: their queues, their cron schedules in TIME_ZONE and this instance's workers. */
export async function startPeriodJobs(queue: JobQueue, deps: Deps, log: Log, jobs = periodJobs) {
  const { timeZone, jobs: settings } = deps.config;
  for (const job of jobs) {
    await ensureQueue(queue, job.name, periodQueue(settings.heartbeatSeconds));
    await queue.schedule(job.name, CRON[job.period], {}, { tz: timeZone, missed: 'once' });
    await queue.work<
      PeriodJobData,
      { period: string },
      { includeMetadata: true; pollingIntervalSeconds: number }
    >(job.name, { includeMetadata: true, pollingIntervalSeconds: settings.pollSeconds }, async ([run]) => {
      const period = periodOfJob(job, run.createdOn, run.data, timeZone);
      log.info({ job: job.name, period }, 'scheduled job started');
      try {
        await job.run(deps, period);
      } catch (err) {
        log.error({ err, job: job.name, period }, 'scheduled job failed');
        throw err;
      }
      log.info({ job: job.name, period }, 'scheduled job done');
      return { period };
    });
  }
}

const started = new WeakMap<JobQueue, Promise<void>>();

/** Resolves once the queue's start (begun when the app became ready) is done; rejects if it failed. */
export function jobsStarted(queue: JobQueue): Promise<void> {
  return started.get(queue) ?? Promise.reject(new Error('the job queue was not started'));
}

/**
 * The job queue starts with the server (workers, schedules) and stops with it, finishing running jobs. It
 * starts beside the listening server rather than before it: the embedded database answers the first
 * requests meanwhile, and a sender waits for `jobsStarted`.
 */
export function registerJobs(app: FastifyInstance, deps: Deps) {
  const queue = deps.jobs;
  if (!queue) return;
  queue.on('error', (err) => app.log.error({ err }, 'job queue error'));
  let outbox: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const start = (async () => {
      await queue.start();
      await startPeriodJobs(queue, deps, app.log);
      outbox = startOutboxDrain(deps, app.log);
    })();
    start.catch((err) => app.log.error({ err }, 'job queue did not start'));
    started.set(queue, start);
  });
  app.addHook('onClose', async () => {
    await started.get(queue)?.catch(() => {});
    clearInterval(outbox);
    await queue.stop({ graceful: true, timeout: 10_000 });
  });
}

const OUTBOX_MS = 5_000;

/** Sends the mail outbox every few seconds (one drain at a time on this instance). */
function startOutboxDrain(deps: Deps, log: Log) {
  let isDraining = false;
  const drain = async () => {
    if (isDraining) return;
    isDraining = true;
    try {
      await drainOutbox(deps);
    } catch (err) {
      log.error({ err }, 'outbox drain failed');
    } finally {
      isDraining = false;
    }
  };
  void drain();
  const timer = setInterval(drain, OUTBOX_MS);
  timer.unref();
  return timer;
}

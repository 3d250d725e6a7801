import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * The job queue: pg-boss on the app's own database, in its schema `pgboss` (created and migrated by the
 * library). PostgreSQL: a small pool of its own on DATABASE_URL; embedded: the same PGlite through the
 * library's PGlite adapter. Every instance's queue is one queue: a job is taken by one worker anywhere, a
 * worker that stops heartbeating loses it to another, and cron schedules send one job per occurrence.
 */
export type JobQueue = PgBoss;

export const JOB_SCHEMA = 'pgboss';

const QUEUE_POOL_SIZE = 3;

export function createJobQueue(
  database: Database,
  jobs: Config['jobs'],
  options: ConstructorOptions = {},
): JobQueue {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    // Heartbeats, expiry and retries are checked this often: a crashed worker's job is retried within
    // twice the heartbeat.
    superviseIntervalSeconds: Math.min(60, jobs.heartbeatSeconds),
    registerInstance: false,
    ...options,
  };
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('the embedded database has no PGlite client');
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  return new PgBoss({ ...common, connectionString: database.url, max: QUEUE_POOL_SIZE });
}

/**
 * Creates or migrates the queue's schema (the library's own migrations, under its own lock), then stops. The
 * server's queue does the same at its start; the test templates carry the schema so a test's start does not.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = createJobQueue(
    database,
    { heartbeatSeconds: 60, pollSeconds: 2 },
    { supervise: false, schedule: false, max: 1 },
  );
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { JobQueue } from './lib/job-queue.ts';
import type { FileStorage } from './plugins/storage.ts';

/** What services need from the outside world, passed explicitly so tests can swap any of it. */
export type Deps = {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  clock: Clock;
  storage: FileStorage;
  /** The job queue on this database (plugins/jobs.ts starts and stops it); absent where no job runs. */
  jobs?: JobQueue;
  /** Outgoing HTTPS (reCAPTCHA verification); tests pass a fake, the default is the global fetch. */
  httpFetch?: typeof fetch;
};

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPostgres } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { Clock } from '../lib/clock.ts';
import { createJobQueue } from '../lib/job-queue.ts';
import { createLocalStorage, type FileStorage } from '../plugins/storage.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { adminQuery, randomDbName, withDatabase } from './databases.ts';
import { takeTemplateDatabase } from './pglite-reuse.ts';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';

// Each test worker its own temporary directory: an app's start sweeps the export files its database knows
// nothing of (modules/exports/temp-files.ts), and the workers' databases are not the same.
process.env.TMPDIR = mkdtempSync(path.join(inject('testTmp') || os.tmpdir(), `worker-${process.pid}-`));

export type FakeClock = Clock & { set: (d: Date | string) => void; advance: (seconds: number) => void };

export function createFakeClock(start = new Date()): FakeClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (seconds) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export type TestContext = {
  app: App;
  deps: Deps;
  /** The test's database (a second job queue or connection on it, in multi-instance tests). */
  database: Database;
  clock: FakeClock;
  dataDir: string;
  /** Logs in and returns the Cookie header value. */
  login: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/** A copy of the seeded template; `drop` closes it (PostgreSQL: drops it; embedded: hands it back for reuse). */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgTemplate = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (pgTemplate && url) {
    const name = randomDbName('pp_test');
    await adminQuery(url, `create database ${name} template ${pgTemplate}`);
    const database = openPostgres(withDatabase(url, name), 5);
    return {
      database,
      drop: async () => {
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const file = inject('pgliteTemplate');
  const { database, release } = await takeTemplateDatabase(async () => new Blob([await readFile(file)]));
  return { database, drop: release };
}

/** A fresh app on a fresh copy of the seeded template database. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { storage?: (config: Config) => Promise<FileStorage> } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    // Overload shedding off: a test's own heavy step (a PGlite clone, a big export) must not turn into 503s.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Jobs sent by a test are taken within half a second.
    JOB_POLL_SECONDS: '0.5',
    ...env,
  });
  const clock = createFakeClock();
  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    clock,
    storage: options.storage
      ? await options.storage(config)
      : createLocalStorage(path.join(dataDir, 'files')),
    jobs: createJobQueue(database, config.jobs),
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    clock,
    dataDir,
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { method: 'login', email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'pp_session');
      return `pp_session=${cookie!.value}`;
    },
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL lane (DATABASE_URL): the one that can show a race or a lock; PGlite runs one query at a time. */
export const isPostgresLane = Boolean(process.env.DATABASE_URL);

/**
 * One context for a whole test file: made before its first test and handed to `ready` (keep it, log in),
 * closed after its last test. `when: false` makes none (a suite this database lane skips).
 */
export function useTestContext(
  ready: (ctx: TestContext) => unknown,
  options: { when?: boolean; env?: Record<string, string> } = {},
): void {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    if (options.when === false) return;
    ctx = await createTestContext(options.env);
    await ready(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });
}

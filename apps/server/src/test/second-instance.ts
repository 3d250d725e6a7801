// A second app on the suite's PostgreSQL database (its own pool, caches and LISTEN connection): what a write
// through one instance does to the other's caches (docs/performance.md "Reference data cache and invalidation
// across instances"). Real processes: two-instances.test.ts.
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Db, openPostgres } from '../db/client.ts';
import type { TestContext } from './harness.ts';

/**
 * Registers the hooks that start the second instance beside `ctxOf()` (after the suite's own beforeAll) and
 * close it. `app` (and its database `db`) is null on PGlite (one process only): the tests skip then.
 */
export function secondInstance(ctxOf: () => TestContext) {
  const instance: { app: App | null; db: Db | null } = { app: null, db: null };
  let close = async () => {};
  beforeAll(async () => {
    const ctx = ctxOf();
    if (ctx.deps.dbKind !== 'postgres') return;
    const url = (ctx.deps.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    const database = openPostgres(url, 2);
    const app = await buildApp({ ...ctx.deps, db: database.db });
    instance.app = app;
    instance.db = database.db;
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(async () => close());
  return instance;
}

/** Whether `check` answers true within about a second (a NOTIFY travels between instances). */
export async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

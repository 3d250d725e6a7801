import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from './client.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The newest migration this code ships (drizzle records each applied migration's `when` as created_at). */
const shippedSchemaVersion: number = Math.max(
  ...(
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((e) => e.when),
);

/**
 * Readiness: the database has this code's migrations applied (a newer schema is fine: migrations
 * are expand-then-contract). Throws when the database cannot be read, as any query does.
 */
export async function isSchemaCurrent(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at) as version from drizzle.__drizzle_migrations`);
  const [row] = (result as unknown as { rows: { version: unknown }[] }).rows;
  return Number(row?.version ?? 0) >= shippedSchemaVersion;
}

/** How long a database found current is believed current without reading its migrations again. */
const SCHEMA_RECHECK_MS = 5_000;
/** How long a "ready" answer is given again without asking the database. */
const READY_FOR_MS = 1_000;

/**
 * How long readiness waits for the database: a hung database must show as not ready (503) within seconds, so a
 * load balancer takes the instance out, not after the statement and connect timeouts (35 s by default).
 */
export const READINESS_TIMEOUT_MS = 2_000;

/** The check's answer, or false (not ready) when it has not come within READINESS_TIMEOUT_MS. */
function withinReadinessTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

type Readiness = { schemaAt: number; readyAt: number; checking?: Promise<boolean> };
const readiness = new WeakMap<Db, Readiness>();

/**
 * `isSchemaCurrent` for every readiness call (GET /api/health) without a round trip per call: a "ready" answer
 * stands for READY_FOR_MS, then the database is asked again (a `select 1`), its migrations read again every
 * SCHEMA_RECHECK_MS. Under a running instance the schema only grows (its own start migrates; another
 * instance's newer migrations keep it current), so "current" is kept a few seconds (a restore of an older
 * backup is seen at the next read); "not ready" and a failed read are never kept. Concurrent calls share one
 * check, and none waits longer than READINESS_TIMEOUT_MS. docs/decisions.md "The last hot routes".
 */
export function isDatabaseReady(db: Db, now = Date.now()): Promise<boolean> {
  let state = readiness.get(db);
  if (!state) {
    state = { schemaAt: Number.NEGATIVE_INFINITY, readyAt: Number.NEGATIVE_INFINITY };
    readiness.set(db, state);
  }
  if (now - state.readyAt < READY_FOR_MS) return Promise.resolve(true);
  // A check still running (a hung database) is shared, not repeated: calls wait for it at most the timeout.
  if (state.checking) return withinReadinessTimeout(state.checking);
  const s = state;
  const check = (async () => {
    if (now - s.schemaAt < SCHEMA_RECHECK_MS) {
      await db.execute(sql`select 1`);
    } else if (await isSchemaCurrent(db)) {
      s.schemaAt = now;
    } else {
      s.schemaAt = Number.NEGATIVE_INFINITY;
      return false;
    }
    s.readyAt = now;
    return true;
  })().finally(() => {
    s.checking = undefined;
  });
  s.checking = check;
  return withinReadinessTimeout(check);
}

// Any 64-bit number works; it only has to be the same for every instance.
const MIGRATION_LOCK_KEY = 7_341_200_911;

/**
 * Applies the committed migrations; on PostgreSQL under an advisory lock so instances don't race. `andThen`
 * (reference data, the demo seed) runs under the same lock, so instances starting together do it once
 * (the second instance died on a duplicate key when seeding ran outside the lock).
 */
export async function migrateDatabase(database: Database, andThen?: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator
    await migratePglite(database.db as any, { migrationsFolder });
    await andThen?.();
    return;
  }
  // The lock is per connection, so lock, migrate and unlock on one dedicated client.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle({ client }), { migrationsFolder });
    await andThen?.();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

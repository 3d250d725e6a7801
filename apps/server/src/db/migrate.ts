import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Any 64-bit number works; it only has to be the same for every instance.
const MIGRATION_LOCK_KEY = 7_341_200_911;

/** Applies the committed migrations; on PostgreSQL under an advisory lock so instances don't race. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: driver-specific migrator
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // The lock is per connection, so lock, migrate and unlock on one dedicated client.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseTimeouts } from '../config.ts';
import { fenceWritesOf } from '../lib/write-fence.ts';

// Both drivers expose the same PgDatabase surface; services are written against it.
// biome-ignore lint/suspicious/noExplicitAny: the schema generic is not used (no relational queries)
export type Db = PgDatabase<PgQueryResultHKT, any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Tx = PgTransaction<PgQueryResultHKT, any, any>;
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The raw PGlite, for dump/clone in tests. */
  pglite?: PGlite;
  /** The PostgreSQL URL, for work that needs one dedicated connection (migration lock). */
  url?: string;
};

export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens the embedded database in a directory (or in memory with no dir). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: pgliteExtensions, loadDataDir });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * Opens a PostgreSQL pool. With timeouts (the server's, from configuration), a database that accepts
 * connections and never answers, or a statement or transaction that never ends, fails in bounded time
 * (answered -3 by plugins/errors.ts) instead of holding requests.
 */
export function openPostgres(url: string, max = 10, timeouts?: DatabaseTimeouts): Database {
  // A write resolves once this instance's caches heard what it announced (lib/write-fence.ts).
  const pool: pg.Pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      ...(timeouts.statementMs && {
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.statementMs + 5000,
      }),
      ...(timeouts.idleInTransactionMs && {
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      }),
    }),
    onConnect: (client) => fenceWritesOf(pool, client),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Requests report -3 on their own.
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return { db, kind: 'postgres', url, close: () => pool.end() };
}

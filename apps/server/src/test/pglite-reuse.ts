import type { PGlite } from '@electric-sql/pglite';
import { type Database, openPglite, wrapPglite } from '../db/client.ts';
import { applyInvalidation } from '../lib/invalidation.ts';

/**
 * One embedded database kept per test worker and brought back to the seeded template's rows between test
 * files, instead of opening a new PGlite for each file (an open costs about 2.5 s of CPU, the reset about a
 * tenth of it). The server project runs without isolation, so this module lives as long as its worker.
 *
 * The reset restores every row of every table (application and migration bookkeeping) and every sequence
 * from a copy taken right after the open, with triggers and foreign keys off while it copies, and discards
 * session state (settings, prepared plans, locks, temporary tables). A file that needs two databases at
 * once gets a fresh one for the second; a database whose reset fails is closed and replaced. Each file gets
 * its own driver wrapper, and the caches kept per database client hear "everything changed" (`*`), so no
 * answer of the previous file is served.
 */

const SNAPSHOT = 'pp_test_snapshot';
const SCHEMAS = ['public', 'drizzle', 'pgboss'];

type Kept = { database: Database; reset: string };

let idle: Kept | null = null;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every table and sequence once, and answers the SQL that puts them back. */
async function snapshot(client: PGlite): Promise<string> {
  const schemas = SCHEMAS.map((s) => `'${s}'`).join(',');
  const tables = await client.query<{ schema: string; name: string; cols: string; identity: boolean }>(
    `select n.nspname as schema, c.relname as name,
       string_agg(quote_ident(a.attname), ',' order by a.attnum) filter (where a.attgenerated = '') as cols,
       bool_or(a.attidentity = 'a') as identity
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind in ('r', 'p') and n.nspname in (${schemas})
     group by n.nspname, c.relname order by 1, 2`,
  );
  const sequences = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, sequencename as name from pg_sequences where schemaname in (${schemas})`,
  );
  const copy = (t: { schema: string; name: string }) => `${SNAPSHOT}.${ident(`${t.schema}.${t.name}`)}`;
  const full = (t: { schema: string; name: string }) => `${ident(t.schema)}.${ident(t.name)}`;
  const setup = [`create schema ${SNAPSHOT}`];
  for (const t of tables.rows) setup.push(`create table ${copy(t)} as select * from ${full(t)}`);
  await client.exec(setup.join(';\n'));

  const restore = ['set session_replication_role = replica'];
  restore.push(`truncate ${tables.rows.map(full).join(', ')}`);
  for (const t of tables.rows) {
    const overriding = t.identity ? ' overriding system value' : '';
    restore.push(`insert into ${full(t)} (${t.cols})${overriding} select ${t.cols} from ${copy(t)}`);
  }
  for (const s of sequences.rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value, is_called from ${full(s)}`,
    );
    const { last_value, is_called } = state.rows[0];
    restore.push(`select setval('${full(s).replaceAll("'", "''")}', ${last_value}, ${is_called})`);
  }
  restore.push('set session_replication_role = origin');
  return `begin;\n${restore.join(';\n')};\ncommit`;
}

async function resetKept(kept: Kept): Promise<boolean> {
  const client = kept.database.pglite!;
  try {
    if (client.closed) return false;
    await client.exec('rollback').catch(() => {});
    await client.exec('discard all');
    await client.exec(kept.reset);
    return true;
  } catch {
    await kept.database.close().catch(() => {});
    return false;
  }
}

/** A database holding exactly the template's rows; `release` hands it back for the next file. */
export async function takeTemplateDatabase(
  template: () => Promise<Blob>,
): Promise<{ database: Database; release: () => Promise<void> }> {
  let kept = idle;
  idle = null;
  if (kept && !(await resetKept(kept))) kept = null;
  if (!kept) {
    const database = await openPglite(undefined, await template());
    kept = { database, reset: await snapshot(database.pglite!) };
  }
  const mine = kept;
  const database = wrapPglite(mine.database.pglite!);
  applyInvalidation(database.db, ['*']);
  return {
    database,
    release: async () => {
      if (idle || mine.database.pglite!.closed) await mine.database.close().catch(() => {});
      else idle = mine;
    },
  };
}

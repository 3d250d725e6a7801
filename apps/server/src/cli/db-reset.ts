// npm run db:reset [-- --yes]: empties the configured database, migrates it again and seeds it per the start rules.
import './fail-cleanly.ts';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { shouldSeedDemo } from '../db/prepare.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { seedDemo } from '../seed/demo.ts';
import { ensureReferenceData } from '../seed/reference.ts';

const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
const config = loadConfig();

if (config.databaseUrl) {
  if (!values.yes) {
    console.error(
      'This drops every table of the PostgreSQL database in DATABASE_URL. Run again with -- --yes to confirm.',
    );
    process.exit(2);
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
  );
  await client.end();
} else {
  const unlock = lockDataDir(config.dataDir);
  await rm(path.join(config.dataDir, 'db'), { recursive: true, force: true });
  unlock();
}

const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(config, { isBatch: true });
await migrateDatabase(database);
await ensureReferenceData(database.db);
// The start's rule on the emptied database (db/prepare.ts).
const shouldSeed = shouldSeedDemo(config, database.kind, true);
if (shouldSeed) await seedDemo(database.db);
await database.close();
unlock();
console.log(`Database reset${shouldSeed ? ' and demo data seeded' : ''}.`);

// npm run db:restore -- --from <file> --yes: replaces the embedded database (DATA_DIR/db) with a backup made by
// db:backup. The server must be stopped. The current database is kept beside it as db.before-restore-<time>;
// the backup is checked (it opens, it has the migrations table) before anything is moved.
import './fail-cleanly.ts';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { backupFileName, isPgliteDataDir } from './db-backup-files.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, yes: { type: 'boolean', default: false } },
});
const config = loadConfig();

if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deployment.md "Backups").');
  process.exit(2);
}
if (!values.from) {
  console.error('Name the backup file: npm run db:restore -- --from <file> --yes');
  process.exit(2);
}
const dbDir = path.join(config.dataDir, 'db');
if (!values.yes) {
  console.error(`This replaces the embedded database in ${dbDir}. Run again with --yes to confirm.`);
  process.exit(2);
}

const backup = new Blob([await readFile(path.resolve(values.from))]);
const unlock = lockDataDir(config.dataDir);

// Check the backup in memory before touching the data directory.
try {
  const probe = await openPglite(undefined, backup);
  await probe.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`);
  await probe.close();
} catch (err) {
  unlock();
  console.error(`${values.from} is not a backup of this portal's database: ${(err as Error).message}`);
  process.exit(1);
}

let keptAs: string | undefined;
if (isPgliteDataDir(dbDir)) {
  keptAs = `${dbDir}.before-restore-${backupFileName(new Date()).replace(/^poolside-db-|\.tar\.gz$/g, '')}`;
  await rename(dbDir, keptAs);
}
const restored = await openPglite(dbDir, backup);
await restored.db.execute(sql`checkpoint`);
await restored.close();
unlock();
console.log(
  `Embedded database restored from ${values.from}.` +
    (keptAs ? ` The previous one is kept in ${keptAs} (delete it once the portal runs).` : ''),
);

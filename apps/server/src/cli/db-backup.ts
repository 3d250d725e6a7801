// npm run db:backup [-- --out <file>]: writes the embedded database (DATA_DIR/db) to one .tar.gz file.
// The server must be stopped (the data directory's lock refuses a second process). PostgreSQL: use pg_dump.
import './fail-cleanly.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { backupFileName, isPgliteDataDir } from './db-backup-files.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();

if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/deployment.md "Backups").');
  process.exit(2);
}
const dbDir = path.join(config.dataDir, 'db');
if (!isPgliteDataDir(dbDir)) {
  console.error(`No embedded database in ${dbDir}: nothing to back up.`);
  process.exit(2);
}

const out = path.resolve(values.out ?? path.join('backups', backupFileName(new Date())));
const unlock = lockDataDir(config.dataDir);
const database = await openPglite(dbDir);
// A checkpoint first, so the copy holds every committed write in the data files.
await database.db.execute(sql`checkpoint`);
const dump = await database.pglite!.dumpDataDir('gzip');
await database.close();
unlock();

await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
console.log(`Embedded database backed up to ${out} (${Math.round(dump.size / 1024)} KiB).`);

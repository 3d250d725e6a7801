import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/client.ts';

// The embedded database is backed up with `npm run db:backup` and restored with
// `npm run db:restore`; a restore brings back exactly what was backed up, and the commands refuse what
// would lose data (a running server, no confirmation, a file that is not a backup).

const cliDir = path.dirname(fileURLToPath(import.meta.url));
let work: string;
let dataDir: string;

function run(script: string, args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(cliDir, script), ...args], {
      env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function marker(): Promise<string[]> {
  const database = await openPglite(path.join(dataDir, 'db'));
  try {
    const result = await database.db.execute(sql`select v from backup_marker order by v`);
    return (result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
  } finally {
    await database.close();
  }
}

async function setMarker(value: string) {
  const database = await openPglite(path.join(dataDir, 'db'));
  await database.db.execute(sql`create table if not exists backup_marker (v text)`);
  await database.db.execute(sql`delete from backup_marker`);
  await database.db.execute(sql`insert into backup_marker values (${value})`);
  await database.close();
}

// The embedded database's commands: the PostgreSQL lane has no embedded template (pg_dump is the tool there).
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (onPostgres) return;
  work = await mkdtemp(path.join(os.tmpdir(), 'pp-backup-'));
  dataDir = path.join(work, 'data');
  await mkdir(dataDir);
  // A migrated, seeded embedded database, as a server leaves it.
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  const database = await openPglite(path.join(dataDir, 'db'), template);
  await database.close();
  await setMarker('before backup');
}, 120_000);
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

// Each command opens PGlite in its own process (several seconds each on a busy 2-core machine).
describe.skipIf(onPostgres)('db:backup and db:restore (embedded database)', { timeout: 240_000 }, () => {
  const backupFile = () => path.join(work, 'backups', 'nightly.tar.gz');

  it('backs up, and a restore brings the backed-up data back', async () => {
    const backup = await run('db-backup.ts', ['--out', backupFile()]);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(backupFile());

    await setMarker('after backup');
    expect(await marker()).toEqual(['after backup']);

    const restore = await run('db-restore.ts', ['--from', backupFile(), '--yes']);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(await marker()).toEqual(['before backup']);
    // The replaced database is kept beside it, not deleted.
    const kept = (await readdir(dataDir)).filter((name) => name.startsWith('db.before-restore-'));
    expect(kept).toHaveLength(1);
    // The restored database is the portal's: its migrations and seeded users are there.
    const database = await openPglite(path.join(dataDir, 'db'));
    const users = await database.db.execute(sql`select count(*)::int as n from users`);
    await database.close();
    expect((users as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(0);
  });

  it('never overwrites an existing backup file', async () => {
    const again = await run('db-backup.ts', ['--out', backupFile()]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('EEXIST');
  });

  it('refuses to restore without --yes, or from a file that is not a backup, and leaves the database as it was', async () => {
    await setMarker('current');
    const unconfirmed = await run('db-restore.ts', ['--from', backupFile()]);
    expect(unconfirmed.status).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');

    const garbage = path.join(work, 'garbage.tar.gz');
    await writeFile(garbage, 'not a backup');
    const bad = await run('db-restore.ts', ['--from', garbage, '--yes']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('is not a backup');
    expect(await marker()).toEqual(['current']);
  });

  it('refuses both while a server uses the data directory', async () => {
    await writeFile(path.join(dataDir, 'server.lock'), String(process.pid));
    try {
      const backup = await run('db-backup.ts', ['--out', path.join(work, 'locked.tar.gz')]);
      expect(backup.status).toBe(1);
      expect(backup.stderr).toContain('is using the embedded database');
      expect(existsSync(path.join(work, 'locked.tar.gz'))).toBe(false);
      const restore = await run('db-restore.ts', ['--from', backupFile(), '--yes']);
      expect(restore.status).toBe(1);
      expect(restore.stderr).toContain('is using the embedded database');
    } finally {
      await rm(path.join(dataDir, 'server.lock'), { force: true });
    }
    expect(await marker()).toEqual(['current']);
  });
});

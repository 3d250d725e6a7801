// Shared by db:backup and db:restore.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** poolside-db-2026-11-25T13-45-00Z.tar.gz: sorts by time, no characters a file system refuses. */
export function backupFileName(at: Date): string {
  return `poolside-db-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

/** Whether the directory holds a PostgreSQL data directory (what PGlite writes). */
export function isPgliteDataDir(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

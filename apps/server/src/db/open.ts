import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';

/** Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR/db. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  return openPglite(path.join(config.dataDir, 'db'));
}

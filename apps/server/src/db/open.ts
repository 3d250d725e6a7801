import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';

/**
 * Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded one in DATA_DIR/db. The
 * server's statements have the configured timeouts; a batch command (seeding at scale, a reset) only the
 * connection timeout.
 */
export async function openDatabase(config: Config, options: { isBatch?: boolean } = {}): Promise<Database> {
  if (config.databaseUrl) {
    const { connectMs } = config.databaseTimeouts;
    const timeouts = options.isBatch ? { connectMs } : config.databaseTimeouts;
    return openPostgres(config.databaseUrl, config.databasePoolSize, timeouts);
  }
  return openPglite(path.join(config.dataDir, 'db'));
}

import type { Config } from '../config.ts';
import { isEmptyDatabase, seedDemo } from '../seed/demo.ts';
import { ensureReferenceData } from '../seed/reference.ts';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Whether to seed the demo into an empty database: SEED=demo (in production only with
 * ALLOW_DEMO_SEED_IN_PRODUCTION, checked by loadConfig), or by itself on an empty embedded database outside
 * production unless SEED=none.
 */
export function shouldSeedDemo(config: Config, kind: Database['kind'], isEmpty: boolean): boolean {
  if (!isEmpty || config.seed === 'none') return false;
  if (config.seed === 'demo') return true;
  return kind === 'pglite' && !config.isProduction;
}

/**
 * Migrates, adds reference data and seeds the demo when asked (start.ts), all under the migration lock: of
 * instances starting together on one empty PostgreSQL, the first seeds and the others find it seeded.
 */
export async function prepareDatabase(database: Database, config: Config): Promise<{ seeded: boolean }> {
  let seeded = false;
  await migrateDatabase(database, async () => {
    await ensureReferenceData(database.db);
    const isEmpty = await isEmptyDatabase(database.db);
    if (!shouldSeedDemo(config, database.kind, isEmpty)) return;
    await seedDemo(database.db);
    seeded = true;
  });
  return { seeded };
}

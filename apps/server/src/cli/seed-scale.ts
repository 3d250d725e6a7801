// npm run seed:scale [-- --fraction 0.05]: builds the benchmark data set (DESIGN.md section 6) on the configured
// database, on top of the demo seed (seeded first when the database is empty). PostgreSQL (DATABASE_URL)
// defaults to the full set; the embedded database defaults to --fraction 0.05 so it stays usable.
import './fail-cleanly.ts';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { isEmptyDatabase, seedDemo } from '../seed/demo.ts';
import { ensureReferenceData } from '../seed/reference.ts';
import { ScaleSeedRefused, seedScale } from '../seed/scale.ts';

const { values } = parseArgs({ options: { fraction: { type: 'string' } } });
const config = loadConfig();
const fraction = Number(values.fraction ?? (config.databaseUrl ? 1 : 0.05));
if (!(fraction > 0 && fraction <= 1)) {
  console.error('Usage: npm run seed:scale [-- --fraction 0.05]   (a fraction in (0, 1] of the full set)');
  process.exit(2);
}
if (config.isProduction) {
  console.error(
    'seed:scale adds benchmark data with demo passwords: it does not run with NODE_ENV=production.',
  );
  process.exit(2);
}

const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase(config, { isBatch: true });
try {
  console.log(
    `seed:scale on ${database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}`,
  );
  await migrateDatabase(database);
  await ensureReferenceData(database.db);
  if (await isEmptyDatabase(database.db)) {
    console.log('The database is empty: seeding the demo data first.');
    await seedDemo(database.db);
  }
  const outcome = await seedScale(database.db, { fraction, log: (line) => console.log(line) });
  if (outcome === 'already') {
    console.log(
      `The scale set (fraction ${fraction}) is already in this database: nothing to do. ` +
        'To build it again: npm run db:reset -- --yes, then npm run seed:scale.',
    );
  }
} catch (err) {
  if (err instanceof ScaleSeedRefused) {
    console.error(err.message);
    process.exitCode = 1;
  } else {
    throw err;
  }
} finally {
  await database.close();
  unlock();
}

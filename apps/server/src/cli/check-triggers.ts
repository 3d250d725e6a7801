// Fails when the migrations' triggers and the invalidation declaration (apps/server/src/invalidation-map.ts)
// differ: migrates an in-memory database and reads every trigger's messages back. Run by `npm run db:check`.
import { openPglite } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { triggerDrift } from '../db/trigger-messages.ts';
import { tableMessages } from '../invalidation-map.ts';

const database = await openPglite();
try {
  await migrateDatabase(database);
  const drift = await triggerDrift(database.db, tableMessages);
  if (drift.length > 0) {
    console.error(`The triggers and apps/server/src/invalidation-map.ts differ:\n${drift.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('Triggers and the invalidation declaration agree.');
  }
} finally {
  await database.close();
}

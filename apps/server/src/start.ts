// Starts the server (configuration, database, migrations, reference data, app with its job queue); run by main.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { prepareDatabase } from './db/prepare.ts';
import type { Deps } from './deps.ts';
import { systemClock } from './lib/clock.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts';
import { createJobQueue } from './lib/job-queue.ts';
import { createStorage, storageWarning } from './plugins/storage.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  // Tracing only when asked for: without it none of the OpenTelemetry SDK is loaded (lib/tracing.ts).
  const tracing = config.tracingEndpoint ? (await import('./lib/tracing.ts')).startTracing() : undefined;
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  // Migrations, reference data and the demo seed under one lock (several instances may start together).
  const { seeded } = await prepareDatabase(database, config);

  const deps: Deps = {
    db: database.db,
    dbKind: database.kind,
    config,
    clock: systemClock,
    storage: await createStorage(config),
    jobs: createJobQueue(database, config.jobs),
  };
  const app = await buildApp(deps, { logger: true, webDist, tracing });
  const storageProblem = storageWarning(config);
  if (storageProblem) app.log.warn(storageProblem);

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await tracing?.shutdown();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    `Poolside Portal is serving http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  ];
  if (seeded) {
    lines.push(
      `Demo data seeded. Accounts (password ${DEMO_PASSWORD}):`,
      '  admin@demo.test        provider administrator (type 1)',
      '  staff@demo.test        provider staff (type 2)',
      '  distributor@demo.test  distributor manager (type 3)',
      '  service@demo.test      service centre (type 6)',
    );
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Poolside Portal failed to start:', err);
  }
  process.exit(1);
});

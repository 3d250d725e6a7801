// Writes the API description (OpenAPI 3 JSON) the running server serves at /api/docs/json, without a server
// or a database on disk: `node apps/server/src/cli/openapi-json.ts [out.json]` (default: stdout).
// Used by `npm run lint:api` (Redocly) and `npm run check:api-client` (openapi-typescript + tsc).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { createLocalStorage } from '../plugins/storage.ts';

const out = process.argv[2];
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-openapi-'));
const database = await openPglite();
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  config,
  clock: systemClock,
  storage: createLocalStorage(path.join(dataDir, 'files')),
});
await app.ready();
const json = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
if (out) {
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, json);
} else process.stdout.write(json);

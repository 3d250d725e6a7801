// Fails when the committed API types (packages/api-client/generated/api.ts) differ from what the server's
// routes generate now: run after `npm run api:generate` (CI's `npm run check:api-client` does both).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const file = 'packages/api-client/generated/api.ts';
const diff = spawnSync('git', ['diff', '--exit-code', '--stat', '--', file], { cwd: root, stdio: 'inherit' });
if (diff.status !== 0) {
  console.error(
    `${file} is stale: a route's schema changed. Run \`npm run api:generate\` and commit the file (the web's types come from it).`,
  );
  process.exit(1);
}

// npm run test:e2e: builds the web app when its build is missing or older than its sources, then runs
// Playwright (arguments pass through, e.g. `npm run test:e2e -- e2e/login.spec.ts`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-needed.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);

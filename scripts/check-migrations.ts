// Fails when the drizzle schema and the committed migrations differ (a migration was not generated), or when
// the migrations' triggers send other messages than apps/server/src/invalidation-map.ts declares.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const gen = spawnSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts'], {
  cwd: root,
  encoding: 'utf8',
});
process.stdout.write(gen.stdout);
process.stderr.write(gen.stderr);
if (gen.status !== 0) process.exit(gen.status ?? 1);
const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', 'apps/server/drizzle'], {
  cwd: root,
  encoding: 'utf8',
});
if (status.stdout.trim()) {
  console.error(`The drizzle schema and the committed migrations differ:\n${status.stdout}`);
  console.error('Run `npm run db:generate` and commit the new migration.');
  process.exit(1);
}
console.log('Schema and migrations agree.');
const triggers = spawnSync(process.execPath, ['apps/server/src/cli/check-triggers.ts'], {
  cwd: root,
  encoding: 'utf8',
});
process.stdout.write(triggers.stdout);
process.stderr.write(triggers.stderr);
if (triggers.status !== 0) process.exit(triggers.status ?? 1);

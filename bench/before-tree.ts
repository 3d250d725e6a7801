// BENCH_BEFORE_REF: the server and contract of an older commit, unpacked into a temporary directory (git archive:
// the working tree and the repository's state are left as they are), so that the bench can run the old and the
// new server side by side against the same database. node_modules is the working tree's (symlinked per entry),
// except the workspace packages, which point into the old tree. A dependency the old server declares and the
// working tree no longer has (removed since) is installed at its old version into the old server's own
// node_modules, which Node resolves before the shared one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root } from './processes.ts';

export type BeforeTree = { ref: string; commit: string; dir: string; remove: () => Promise<void> };

export async function unpackBeforeTree(ref: string): Promise<BeforeTree> {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root })
    .toString()
    .trim();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pp-bench-before-'));
  const tar = execFileSync(
    'git',
    ['archive', '--format=tar', commit, 'package.json', 'apps/server', 'packages'],
    {
      cwd: root,
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const modules = path.join(dir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry === '@poolside' || entry === '.bin') continue;
    await symlink(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  await mkdir(path.join(modules, '@poolside'));
  await symlink('../../packages/contract', path.join(modules, '@poolside', 'contract'));
  await symlink('../../apps/server', path.join(modules, '@poolside', 'server'));
  await installRemovedDependencies(dir);
  return { ref, commit, dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function installRemovedDependencies(dir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'apps/server/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = Object.entries(manifest.dependencies ?? {})
    .filter(([name]) => !name.startsWith('@poolside/') && !existsSync(path.join(root, 'node_modules', name)))
    .map(([name, version]) => `${name}@${version}`);
  if (missing.length === 0) return;
  const extra = path.join(dir, 'extra');
  await mkdir(extra);
  execFileSync(
    'npm',
    ['install', '--prefix', extra, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', ...missing],
    { stdio: 'inherit' },
  );
  await rename(path.join(extra, 'node_modules'), path.join(dir, 'apps/server/node_modules'));
}

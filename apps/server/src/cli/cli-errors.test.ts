import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The admin CLI on a locked data dir printed a stack trace. The commands say what is wrong
// in one message (a locked data directory, a bad setting) and exit with 1.

const cliDir = path.dirname(fileURLToPath(import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-cli-'));
  // This test process holds the lock, as a running server would.
  await writeFile(path.join(dataDir, 'server.lock'), String(process.pid));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return spawnSync(process.execPath, [path.join(cliDir, script), ...args], {
    env: { ...inherited, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('command-line tools fail with a message, not a stack trace', () => {
  for (const [script, args] of [
    ['admin-create.ts', ['--email', 'admin@example.test']],
    ['db-reset.ts', []],
    ['seed-scale.ts', []],
  ] as const) {
    it(`${script} on a data directory another process uses`, () => {
      const result = run(script, [...args], { DATA_DIR: dataDir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is using the embedded database in ${dataDir}`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('admin-create with a bad setting names it', () => {
    const result = run('admin-create.ts', ['--email', 'admin@example.test'], { PORT: 'many' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

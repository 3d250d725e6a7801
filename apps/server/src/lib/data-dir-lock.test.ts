import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('embedded data dir lock', () => {
  it('refuses a second holder while a live process holds it, and frees it on release', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pp-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/pid \d+.*is using the embedded database/);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    // The holder is gone: its stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

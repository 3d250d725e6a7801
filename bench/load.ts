// Runs one load measurement in a process of its own (bench/cannon.ts, autocannon), so the load generator
// does not share the bench process and leaves the server its core.
import { spawn } from 'node:child_process';
import type { CannonJob, CannonResult } from './cannon.ts';
import { root } from './processes.ts';

export type LoadResult = CannonResult;

export function runLoad(job: CannonJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/cannon.ts'], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`load generator answered no result: ${out.slice(0, 500)} ${err.slice(-1000)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

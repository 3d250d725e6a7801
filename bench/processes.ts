// Child processes of the bench: start until a line matches, stop cleanly, read their resident memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The line a server prints once it answers, with its port. */
export const serving = /serving http:\/\/localhost:(\d+)/;

export type Started = { child: ChildProcess; match: RegExpMatchArray };

/**
 * Starts `node args…` (in `cwd`, the project root by default) with env added (an undefined value removes the
 * variable) until a line matches.
 */
export function startProcess(
  args: string[],
  env: Record<string, string | undefined>,
  readyPattern: RegExp,
  cwd = root,
): Promise<Started> {
  const merged = { ...process.env, ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(readyPattern);
      if (match) resolve({ child, match });
      if (out.length > 100_000) out = out.slice(-20_000);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out.slice(-2000)}`)));
  });
}

export async function stopProcess(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  const exited = new Promise((r) => started.child.once('exit', r));
  started.child.kill('SIGTERM');
  await exited;
}

/** Resident set size of a process in MB (Linux /proc), or NaN elsewhere. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every 50 ms while `work` runs; answers its result and the peak. */
export async function withPeakRss<T>(pid: number | undefined, work: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, rssMb(pid));
    return { result, beforeMb: before, peakMb: peak, after: rssMb(pid) };
  } finally {
    clearInterval(timer);
  }
}

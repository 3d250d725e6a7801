// An export job writes its file to a temporary file of the machine before it goes to file storage. An instance
// that stopped in the middle (killed, out of memory) left that file behind; each instance sweeps them at its
// start and, at most every few minutes, when a job starts: a file untouched for a while whose job is not
// running (on this instance, or fresh in the database for another one on the same machine).
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { isJobRunning } from './job-store.ts';

const PREFIX = 'pp-export-';
/** A file written to less recently than this may be left behind (a running job writes far more often). */
const LEFT_BEHIND_MS = 15 * 60_000;
/** Sweeps at job starts at most this often per app. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** The temporary files of the jobs running in this process (any app). */
const writing = new Set<string>();

/** The job's temporary file, marked as being written until `release`. */
export function claimTempFile(jobId: string, extension: string) {
  const file = path.join(os.tmpdir(), `${PREFIX}${jobId}.${extension}`);
  writing.add(file);
  return {
    file,
    async release() {
      writing.delete(file);
      await rm(file, { force: true });
    },
  };
}

/** Removes the temporary export files left behind; answers how many. */
export async function sweepTempFiles(deps: Deps): Promise<number> {
  const dir = os.tmpdir();
  const names = (await readdir(dir)).filter((name) => name.startsWith(PREFIX));
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (writing.has(file)) continue;
    const info = await stat(file).catch(() => null);
    // File times are the machine's (not the app's clock).
    if (!info?.isFile() || Date.now() - info.mtimeMs < LEFT_BEHIND_MS) continue;
    const jobId = name.slice(PREFIX.length).replace(/\.[a-z]+$/, '');
    if (await isJobRunning(deps.db, jobId, deps.clock.now())) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}

const lastSweeps = new WeakMap<Deps, number>();

/**
 * Sweeps in the background (never fails the caller): at an instance's start, else unless this instance did
 * within SWEEP_EVERY_MS.
 */
export function sweepTempFilesSoon(
  deps: Deps,
  log: { error: (obj: object, msg: string) => void },
  when: 'start' | 'jobStart',
) {
  const last = lastSweeps.get(deps);
  if (when === 'jobStart' && last !== undefined && performance.now() - last < SWEEP_EVERY_MS) return;
  lastSweeps.set(deps, performance.now());
  sweepTempFiles(deps).catch((err: unknown) => log.error({ err }, 'export temporary files sweep failed'));
}

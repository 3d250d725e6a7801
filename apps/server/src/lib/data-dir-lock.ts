// One process per embedded data directory: PGlite is single-writer, so a second server (or CLI) on the same
// DATA_DIR is refused with a clear message. The lock is a file created exclusively (O_EXCL) holding the pid;
// a lock left by a process that no longer runs (crash, kill -9) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Poolside Portal process (pid ${pid}) is using the embedded database in ${dataDir}. ` +
        'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (isRunning(holder) && holder !== process.pid) throw new DataDirLockedError(dataDir, holder);
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, 0);
}

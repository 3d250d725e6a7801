import type { ImportProgress } from '@poolside/contract/master-data';

type Entry = { userId: number; at: number; progress: NonNullable<ImportProgress> };

// Progress of the imports running on this instance, by the key the screen made (docs/decisions.md "Master
// data import": progress is advisory, per instance; the import's answer is the truth).
const runs = new Map<string, Entry>();
const KEEP_MS = 10 * 60_000;

export type ProgressReporter = (
  phase: NonNullable<ImportProgress>['phase'],
  done: number,
  total: number | null,
) => void;

/** A reporter that records the run's progress under `key` (or does nothing without a key). */
export function progressReporter(userId: number, key: string | undefined): ProgressReporter {
  if (!key) return () => {};
  return (phase, done, total) => {
    const now = Date.now();
    runs.set(key, { userId, at: now, progress: { phase, done, total } });
    if (runs.size > 1000) {
      for (const [k, e] of runs) if (now - e.at > KEEP_MS) runs.delete(k);
    }
  };
}

/** GET /api/import/progress/{key}: the run's progress for the user who started it, else null. */
export function findProgress(userId: number, key: string): ImportProgress {
  const entry = runs.get(key);
  if (!entry || entry.userId !== userId || Date.now() - entry.at > KEEP_MS) return null;
  return entry.progress;
}

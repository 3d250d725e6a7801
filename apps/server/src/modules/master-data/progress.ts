import type { ImportProgress } from '@poolside/contract/master-data';
import { loopYielder } from '../../lib/loop-yield.ts';

type Entry = { userId: number; at: number; progress: NonNullable<ImportProgress> };

// Progress of the imports running on this instance, by the key the screen made (docs/decisions.md "Master
// data import": progress is advisory, per instance; the import's answer is the truth).
const runs = new Map<string, Entry>();
const KEEP_MS = 10 * 60_000;

/**
 * Records the run's progress; answers a promise (await it) when the run has held the event loop long enough:
 * the instance then answers other requests, the screen's progress polls among them, before the run goes on.
 */
export type ProgressReporter = (
  phase: NonNullable<ImportProgress>['phase'],
  done: number,
  total: number | null,
) => Promise<void> | undefined;

/** A reporter that records the run's progress under `key` (without a key it only gives the loop back). */
export function progressReporter(userId: number, key: string | undefined): ProgressReporter {
  const yieldTurn = loopYielder();
  if (!key) return () => yieldTurn();
  return (phase, done, total) => {
    record(userId, key, { phase, done, total });
    return yieldTurn();
  };
}

function record(userId: number, key: string, progress: NonNullable<ImportProgress>) {
  const now = Date.now();
  runs.set(key, { userId, at: now, progress });
  if (runs.size > 1000) {
    for (const [k, e] of runs) if (now - e.at > KEEP_MS) runs.delete(k);
  }
}

/** GET /api/import/progress/{key}: the run's progress for the user who started it, else null. */
export function findProgress(userId: number, key: string): ImportProgress {
  const entry = runs.get(key);
  if (!entry || entry.userId !== userId || Date.now() - entry.at > KEEP_MS) return null;
  return entry.progress;
}

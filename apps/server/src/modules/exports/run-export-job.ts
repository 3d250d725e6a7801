// The work of an export job, on the instance that started it: the report streamed into a temporary file
// (memory stays flat), progress written to its row about once a second, then the file put in storage, from
// where any instance streams it. A cancelled job stops at its next progress write.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ExportBody } from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { type ExportPlan, writeExport } from './export-service.ts';
import { failJob, finishJob, touchJob } from './job-store.ts';
import { claimTempFile } from './temp-files.ts';

/** Jobs writing at once per instance; more wait their turn (each holds a query's rows and a writer). */
const MAX_CONCURRENT = 2;
const HEARTBEAT_MS = 20_000;
/**
 * Progress (rows done, and the total once the report told it) is written this often, whatever the rows' pace:
 * a slow export of a few hundred rows moves too; a small one is done before its first write.
 */
const FLUSH_MS = 500;

class JobStopped extends Error {}

let active = 0;
const waiting = new Set<() => void>();

/** A writing slot of this instance; a stopped job leaves the queue at once. */
async function takeTurn(signal: AbortSignal) {
  if (active < MAX_CONCURRENT) {
    active++;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const turn = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      waiting.delete(turn);
      reject(new JobStopped());
    };
    waiting.add(turn);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Hands the slot to the next job waiting, or frees it. */
function endTurn() {
  const next = waiting.values().next().value;
  if (next) {
    waiting.delete(next);
    next();
  } else {
    active--;
  }
}

/** The jobs running on this instance, per app (its onClose stops them). */
const runningByDeps = new WeakMap<Deps, Set<AbortController>>();

/** Stops this app's running jobs (server shutdown): they answer failed (-10) and their files are dropped. */
export async function stopRunningJobs(deps: Deps) {
  for (const controller of runningByDeps.get(deps) ?? []) controller.abort();
}

/** Runs a job to its end; rejects with the report's refusal (e.g. -12 pn) after marking the job failed. */
export async function runExportJob(
  deps: Deps,
  actor: Actor,
  body: ExportBody,
  plan: ExportPlan,
  jobId: string,
): Promise<void> {
  const controller = new AbortController();
  let running = runningByDeps.get(deps);
  if (!running) {
    running = new Set();
    runningByDeps.set(deps, running);
  }
  running.add(controller);
  const now = () => deps.clock.now();
  const heartbeat = setInterval(() => {
    touchJob(deps.db, jobId, {}, now()).catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const extension = plan.type === 'pdf' ? 'pdf' : 'xlsx';
  const temp = claimTempFile(jobId, extension);
  const file = temp.file;
  let rowsDone = 0;
  try {
    await takeTurn(controller.signal);
    try {
      const out = createWriteStream(file);
      const closed = once(out, 'close');
      closed.catch(() => {});
      let flushedAt = performance.now();
      let rowsTotal: number | undefined;
      const flush = async () => {
        if (!(await touchJob(deps.db, jobId, { rowsDone, rowsTotal }, now()))) throw new JobStopped();
      };
      try {
        await writeExport(deps, actor, body, plan, out, {
          total: (rows) => {
            rowsTotal = rows;
          },
          row: () => {
            rowsDone++;
            if (controller.signal.aborted) throw new JobStopped();
            if (performance.now() - flushedAt < FLUSH_MS) return;
            flushedAt = performance.now();
            return flush();
          },
        });
        await closed;
      } catch (err) {
        out.destroy();
        throw err;
      }
      const { size } = await stat(file);
      const key = `exports/${jobId}.${extension}`;
      await deps.storage.putFile(key, file, plan.contentType);
      const isDone = await finishJob(deps.db, jobId, { rowsDone, storageKey: key, sizeBytes: size }, now());
      if (!isDone) await deps.storage.remove(key);
    } finally {
      endTurn();
    }
  } catch (err) {
    if (!(err instanceof JobStopped) || controller.signal.aborted) {
      const code = err instanceof AppError ? err.code : -10;
      await failJob(deps.db, jobId, code, now()).catch(() => {});
    }
    if (!(err instanceof JobStopped)) throw err;
  } finally {
    clearInterval(heartbeat);
    running.delete(controller);
    await temp.release();
  }
}

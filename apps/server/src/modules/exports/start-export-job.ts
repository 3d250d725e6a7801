import { randomBytes } from 'node:crypto';
import type { ExportBody, ExportJob } from '@poolside/contract/exports';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { planExport } from './export-service.ts';
import { countRunningJobs, deleteExpiredJobs, findJob, insertJob, presentJob } from './job-store.ts';
import { runExportJob } from './run-export-job.ts';
import { sweepTempFilesSoon } from './temp-files.ts';

/** A small export is done within this wait: the answer says so and the file downloads at once. */
const START_WAIT_MS = 1_000;
/** Jobs a user may have running at once. */
const MAX_RUNNING_PER_USER = 3;

/** Drops expired jobs and their files (any instance, a few at a time, at each start). */
async function sweepExpiredJobs(deps: Deps) {
  const keys = await deleteExpiredJobs(deps.db, deps.clock.now());
  for (const key of keys) await deps.storage.remove(key).catch(() => {});
}

/**
 * Starts an export job (POST /api/export/jobs): -6 unknown report, -11 not allowed, -14 (429) when the user
 * already has 3 running; a refusal of the report itself within the first second (e.g. -12 pn) answers as an
 * error too. Answers the job, done already when the export was small.
 */
export async function startExportJob(
  deps: Deps,
  actor: Actor,
  body: ExportBody,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<ExportJob> {
  const plan = planExport(actor, body);
  if ((await countRunningJobs(deps.db, actor.userId, deps.clock.now())) >= MAX_RUNNING_PER_USER) {
    throw new AppError('operationFailed', { reason: 'tooManyExports' }, { httpStatus: 429 });
  }
  sweepExpiredJobs(deps).catch(() => {});
  sweepTempFilesSoon(deps, log, 'jobStart');
  const id = randomBytes(18).toString('base64url');
  const now = deps.clock.now();
  await insertJob(deps.db, {
    id,
    userId: actor.userId,
    report: plan.report.name,
    type: plan.type,
    fileName: plan.fileName,
    status: 'running',
    createdAt: now,
    updatedAt: now,
  });
  const run = runExportJob(deps, actor, body, plan, id);
  let failure: unknown = null;
  run.catch((err: unknown) => {
    failure = err;
    if (!(err instanceof AppError))
      log.error({ err, exportJob: id, report: plan.report.name }, 'export job failed');
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    run.catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, START_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (failure instanceof AppError) throw failure;
  const row = await findJob(deps.db, id, actor.userId);
  if (!row) throw new AppError('fatal');
  return presentJob(row, deps.clock.now());
}

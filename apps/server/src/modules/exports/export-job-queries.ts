import type { ExportJob } from '@poolside/contract/exports';
import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { contentTypes } from './export-service.ts';
import { cancelJob, findJob, presentJob } from './job-store.ts';

/** A job's progress (GET /api/export/jobs/{id}); another user's job is -15. */
export async function readExportJob(deps: Deps, actor: Actor, id: string): Promise<ExportJob> {
  const row = await findJob(deps.db, id, actor.userId);
  if (!row) throw new AppError('notFound');
  return presentJob(row, deps.clock.now());
}

/** Cancels a running job (DELETE /api/export/jobs/{id}); a finished one answers as it is. */
export async function cancelExportJob(deps: Deps, actor: Actor, id: string): Promise<ExportJob> {
  const row = await cancelJob(deps.db, id, actor.userId, deps.clock.now());
  if (!row) throw new AppError('notFound');
  return presentJob(row, deps.clock.now());
}

export type ExportFile = { name: string; mime: string; size: number; body: Readable };

/** The finished job's file, streamed from storage; -15 another user's or unknown, -14 not done (or expired). */
export async function openExportJobFile(deps: Deps, actor: Actor, id: string): Promise<ExportFile> {
  const row = await findJob(deps.db, id, actor.userId);
  if (!row) throw new AppError('notFound');
  const job = presentJob(row, deps.clock.now());
  if (job.status !== 'done' || !row.storageKey) {
    throw new AppError('operationFailed', {
      reason: `export${job.status[0].toUpperCase()}${job.status.slice(1)}`,
    });
  }
  const body = await deps.storage.stream(row.storageKey);
  if (!body) throw new AppError('notFound');
  return { name: row.fileName, mime: contentTypes[job.type], size: row.sizeBytes ?? 0, body };
}

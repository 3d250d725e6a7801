// The export_jobs rows: what every instance reads to answer a job's progress (docs/decisions.md "Export jobs").
import type { ExportJob } from '@poolside/contract/exports';
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exportJobs } from '../../db/schema/exports.ts';

export type ExportJobRow = typeof exportJobs.$inferSelect;

/** A running job not touched for this long was interrupted (its instance stopped): it answers failed, -10. */
export const STALE_SECONDS = 90;
/** A job and its file are kept this long, then swept. */
export const JOB_TTL_SECONDS = 60 * 60;

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

export async function insertJob(db: Db, row: typeof exportJobs.$inferInsert) {
  await db.insert(exportJobs).values(row);
}

/** The user's job by id (a job is its user's only: anyone else gets nothing, as if it did not exist). */
export async function findJob(db: Db, id: string, userId: number): Promise<ExportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId)));
  return row;
}

/** The user's jobs still running (not stale). */
export async function countRunningJobs(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.userId, userId),
        eq(exportJobs.status, 'running'),
        gt(exportJobs.updatedAt, ago(now, STALE_SECONDS)),
      ),
    );
  return row?.n ?? 0;
}

/** Whether a job is running and its instance still touches it (not stale). */
export async function isJobRunning(db: Db, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: exportJobs.id })
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.id, id),
        eq(exportJobs.status, 'running'),
        gt(exportJobs.updatedAt, ago(now, STALE_SECONDS)),
      ),
    );
  return row !== undefined;
}

/** Records progress of a running job; false when the job is no longer running (cancelled). */
export async function touchJob(
  db: Db,
  id: string,
  values: { rowsDone?: number; rowsTotal?: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ ...values, updatedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** Marks a running job done with its stored file; false when it was cancelled meanwhile. */
export async function finishJob(
  db: Db,
  id: string,
  values: { rowsDone: number; storageKey: string; sizeBytes: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(exportJobs)
    .set({ ...values, rowsTotal: values.rowsDone, status: 'done', updatedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')))
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

export async function failJob(db: Db, id: string, errorCode: number, now: Date) {
  await db
    .update(exportJobs)
    .set({ status: 'failed', errorCode, updatedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'running')));
}

/** Cancels the user's running job; answers the row as it is now (undefined when not the user's). */
export async function cancelJob(db: Db, id: string, userId: number, now: Date) {
  await db
    .update(exportJobs)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId), eq(exportJobs.status, 'running')));
  return findJob(db, id, userId);
}

/** Deletes up to `limit` expired jobs and answers the storage keys of their files (to remove). */
export async function deleteExpiredJobs(db: Db, now: Date, limit = 50): Promise<string[]> {
  const expired = await db
    .select({ id: exportJobs.id, storageKey: exportJobs.storageKey })
    .from(exportJobs)
    .where(lt(exportJobs.createdAt, ago(now, JOB_TTL_SECONDS)))
    .limit(limit);
  if (expired.length)
    await db.delete(exportJobs).where(
      inArray(
        exportJobs.id,
        expired.map((job) => job.id),
      ),
    );
  return expired.flatMap((job) => (job.storageKey ? [job.storageKey] : []));
}

/** A job as its user sees it; a running job left untouched too long answers failed (-10). */
export function presentJob(row: ExportJobRow, now: Date): ExportJob {
  const isStale = row.status === 'running' && row.updatedAt < ago(now, STALE_SECONDS);
  const status = isStale ? 'failed' : (row.status as ExportJob['status']);
  return {
    id: row.id,
    report: row.report,
    type: row.type === 'pdf' ? 'pdf' : 'excel',
    fileName: row.fileName,
    status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    code: isStale ? -10 : row.errorCode,
    downloadUrl: status === 'done' ? `/api/export/jobs/${row.id}/file` : null,
  };
}

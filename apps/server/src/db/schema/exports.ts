import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../columns.ts';
import { userRef } from './auth.ts';

/**
 * An export job (docs/decisions.md "Export jobs"): a report written to file storage by the instance that
 * started it, while any instance answers its progress; its file is streamed from storage, then kept until
 * the job expires (one hour).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    /** Random and unguessable; the job is its user's only all the same. */
    id: text('id').primaryKey(),
    userId: userRef('cascade'),
    report: text('report').notNull(),
    /** excel | pdf */
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    /** running | done | failed | cancelled */
    status: text('status').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** The catalogue code a failed job answered (-10 for an unforeseen failure). */
    errorCode: integer('error_code'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: moment('created_at').notNull(),
    /** The running instance touches it at least every 20 s: an older running job was interrupted. */
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [index('export_jobs_user_idx').on(t.userId), index('export_jobs_created_idx').on(t.createdAt)],
);

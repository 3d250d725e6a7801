import { z } from 'zod';
import { queryUnixDateSchema } from './dates.ts';
import { MAX_DB_INT, MIN_DB_INT } from './db-int.ts';

/** PUT /api/export: the spec's {type, report, …ids} answered with {file: base64, fileName}. */
export const exportBodySchema = z.object({
  type: z.enum(['excel', 'pdf']).default('excel'),
  report: z.string().min(1).max(60),
  ids: z.array(z.number().int().min(MIN_DB_INT).max(MAX_DB_INT)).max(100_000).optional(),
  rmas: z.array(z.number().int().min(MIN_DB_INT).max(MAX_DB_INT)).max(100_000).optional(),
  items: z.array(z.number().int().min(MIN_DB_INT).max(MAX_DB_INT)).max(100_000).optional(),
  pn: z.string().max(60).optional(),
  year: z.coerce.number().int().optional(),
  userID: z.coerce.number().int().optional(),
  filter: z.string().max(200).optional(),
  /** Admin RMA exports: one customer's unsent lines, which of them (green/red), finished RMAs only. */
  moovexID: z.string().max(60).optional(),
  warranty: z.enum(['all', 'green', 'red', 'none']).optional(),
  finished: z.boolean().optional(),
  /** auditLog: the audit list's filters (who, action, entity, date range). */
  who: z.string().max(200).optional(),
  action: z.string().max(60).optional(),
  entity: z.string().max(60).optional(),
  fromDate: queryUnixDateSchema.optional(),
  /** completeUnitRequests: the list's status filter; feedback: its status text (code or word). */
  status: z.string().max(60).optional(),
  /** feedback: the history's substring filters (and `pn` above) and the staff's customer filter. */
  sn: z.string().max(60).optional(),
  topic: z.string().max(60).optional(),
  subTopic: z.string().max(60).optional(),
  customer: z.string().max(120).optional(),
  toDate: queryUnixDateSchema.optional(),
  /** companies: the list's filters (with `filter` above). */
  kind: z.string().max(30).optional(),
  country: z.string().max(2).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type ExportBody = z.infer<typeof exportBodySchema>;
export const exportResultSchema = z.object({ file: z.string(), fileName: z.string() });

/**
 * An export job (ours; docs/decisions.md "Export jobs"): `POST /api/export/jobs` with the body of PUT /export
 * starts it, `GET /api/export/jobs/{id}` tells its progress, `downloadUrl` streams the file once done.
 */
export const exportJobStatuses = ['running', 'done', 'failed', 'cancelled'] as const;
export type ExportJobStatus = (typeof exportJobStatuses)[number];
export const exportJobSchema = z.object({
  id: z.string(),
  report: z.string(),
  type: z.enum(['excel', 'pdf']),
  fileName: z.string(),
  status: z.enum(exportJobStatuses),
  rowsDone: z.number().int(),
  /** Null until the report knows how many rows it has. */
  rowsTotal: z.number().int().nullable(),
  /** The catalogue code of a failed job (an interrupted one answers -10). */
  code: z.number().int().nullable(),
  /** Where the file streams from once done (GET, same session). */
  downloadUrl: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const exportJobParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

import { z } from 'zod';

/** PUT /api/export: the spec's {type, report, …ids} answered with {file: base64, fileName}. */
export const exportBodySchema = z.object({
  type: z.enum(['excel', 'pdf']).default('excel'),
  report: z.string().min(1).max(60),
  ids: z.array(z.number().int()).max(100_000).optional(),
  rmas: z.array(z.number().int()).max(100_000).optional(),
  items: z.array(z.number().int()).max(100_000).optional(),
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
  fromDate: z.coerce.number().int().min(0).optional(),
  /** completeUnitRequests: the list's status filter; feedback: its status text (code or word). */
  status: z.string().max(60).optional(),
  /** feedback: the history's substring filters (and `pn` above) and the staff's customer filter. */
  sn: z.string().max(60).optional(),
  topic: z.string().max(60).optional(),
  subTopic: z.string().max(60).optional(),
  customer: z.string().max(120).optional(),
  toDate: z.coerce.number().int().min(0).optional(),
});
export type ExportBody = z.infer<typeof exportBodySchema>;
export const exportResultSchema = z.object({ file: z.string(), fileName: z.string() });

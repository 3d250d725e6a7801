import { z } from 'zod';
import { queryUnixDateSchema } from './dates.ts';

export * from './audit-codes.ts';
export * from './audit-values.ts';
export * from './audit-words.ts';

/** GET /api/audit: the paged audit list with its filters (who, what, when). */
export const auditListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  sort: z.string().max(60).optional(),
  filter: z.string().max(200).optional(),
  /** Part of the actor's name or e-mail. */
  who: z.string().max(200).optional(),
  action: z.string().max(60).optional(),
  entity: z.string().max(60).optional(),
  /** Date-only (UTC midnight, unix seconds); toDate includes that whole day. */
  fromDate: queryUnixDateSchema.optional(),
  toDate: queryUnixDateSchema.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditFilters = Omit<AuditListQuery, 'page' | 'pageSize' | 'sort'>;

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Top-level fields whose value differs between before and after. */
  changedFields: z.array(z.string()),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** One field an entry changed: its value before and after (null when it had none; secrets redacted). */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** GET /api/audit/{id}: one entry with its before and after values (secrets redacted). */
export const auditEntrySchema = auditRowSchema.extend({
  before: z.unknown(),
  after: z.unknown(),
  /** The fields the entry is about, each before and after: the changed ones, all of a creation or a deletion. */
  changes: z.array(auditChangeSchema),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit/facets: the actions and entities the filters offer. */
export const auditFacetsSchema = z.object({ actions: z.array(z.string()), entities: z.array(z.string()) });
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

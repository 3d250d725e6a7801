// Payloads and answers of the master-data import (/api/import) and the ERP sync (/api/sync); the rules of a
// row are in master-data-rules.ts (no zod there, so the screen can show them cheaply).
import { z } from 'zod';
import { importReasons } from './master-data-rules.ts';
import { importKinds, importLimits, syncKinds } from './master-data-columns.ts';

export const importKindParamSchema = z.object({ kind: z.enum(importKinds) });
export const syncKindParamSchema = z.object({ kind: z.enum(syncKinds) });

/** GET /api/import/{kind}/template?format=xlsx|csv */
export const importTemplateQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

/** POST /api/import/{kind}/check|apply?progressKey= (multipart `file`): the key the screen polls progress by. */
export const importRunQuerySchema = z.object({
  progressKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
/**
 * POST /api/import/{kind}/apply: also the apply's key, made by the screen once per checked file. A second
 * apply with the same key (a double click, a retry) answers the first one's report and writes nothing.
 */
export const importApplyQuerySchema = importRunQuerySchema.extend({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
});
export const progressKeyParamSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

export const importIssueSchema = z.object({
  /** The file's line (the header is line 1) or, for sync, the row's position in `rows` (first = 1). */
  line: z.number().int(),
  column: z.string(),
  reason: z.enum(importReasons),
  /** The cell as the file gave it (cut at 80 characters); for unknown brands of a company, those names. */
  value: z.string().optional(),
  /** A value or reference not accepted: the first accepted ones (`importLimits.acceptedListed`)… */
  accepted: z.array(z.string()).optional(),
  /** …and how many are accepted in all. */
  acceptedCount: z.number().int().optional(),
});

/** What a check or an apply answers. */
export const importReportSchema = z.object({
  kind: z.enum(importKinds),
  fileName: z.string().nullable(),
  isApplied: z.boolean(),
  /** Data rows read (blank rows skipped). */
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Every issue is counted; the first `importLimits.reportMaxIssues` are listed, in line order. */
  issueCount: z.number().int(),
  issues: z.array(importIssueSchema),
  /** Header texts that name no column of the kind (read, not stored). */
  ignoredColumns: z.array(z.string()),
  durationMs: z.number().int(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importProgressSchema = z
  .object({
    phase: z.enum(['reading', 'checking', 'applying', 'done']),
    done: z.number().int(),
    total: z.number().int().nullable(),
  })
  .nullable();
export type ImportProgress = z.infer<typeof importProgressSchema>;

const cell = z.union([z.string().max(importLimits.textMax * 2), z.number(), z.boolean(), z.null()]);

/**
 * PUT /api/sync/{kind}: the rows of one kind as objects keyed by the template's column names, and for
 * documents and images the files they name (base64, by the name a row's file column gives).
 */
export const syncBodySchema = z.object({
  rows: z.array(z.record(z.string(), cell)).min(1),
  files: z.record(z.string().max(200), z.string()).optional(),
});
export type SyncBody = z.infer<typeof syncBodySchema>;

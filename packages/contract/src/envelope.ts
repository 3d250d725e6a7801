import { z } from 'zod';
import { queryRecordIdSchema } from './db-int.ts';

/** Every answer is {status, code, data}; success has status true and code 0. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), code: z.literal(0), data });
}

export const errorDataSchema = z
  .object({
    field: z.string().optional(),
    fields: z.array(z.string()).optional(),
    retryAfter: z.number().optional(),
    /** Why a field was refused, when one code covers several rules (a key the screen translates). */
    reason: z.string().optional(),
    /** The records the refusal is about (e.g. the undecided lines of an RMA that cannot be finished). */
    ids: z.array(z.number().int()).optional(),
    /** A refused import or sync: the bad rows (line, column, reason; the first 1,000) and how many in all. */
    issues: z
      .array(
        z.object({
          line: z.number().int(),
          column: z.string(),
          reason: z.string(),
          value: z.string().optional(),
        }),
      )
      .optional(),
    issueCount: z.number().int().optional(),
  })
  .nullable();

export const errorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: z.number().int(),
  data: errorDataSchema,
});

export type Envelope<T> =
  | { status: true; code: 0; data: T }
  | { status: false; code: number; data: ErrorData };
export type ErrorData = z.infer<typeof errorDataSchema>;

/** Paged list query of DESIGN.md: ?page&pageSize&sort&filter. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  sort: z.string().max(60).optional(),
  filter: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int() });
}
export type Paged<T> = { rows: T[]; total: number };

/** Unix seconds (integer). */
export const unixSeconds = z.number().int();
export const idParamSchema = z.object({ id: queryRecordIdSchema });

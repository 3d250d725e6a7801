import { z } from 'zod';
import { textSchema } from './text.ts';
import { rmaStatuses } from './constants.ts';
import { pageQuerySchema } from './envelope.ts';
import { keysetQuerySchema } from './lists.ts';
import { notSentQuerySchema } from './repairs.ts';
import { queryRecordIdSchema, recordIdSchema } from './db-int.ts';

const text = textSchema;
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** `?admin=true` of the spec's admin calls: provider staff only (-11 otherwise). */
export const adminFlagQuerySchema = z.object({ admin: flag });

/** Which lines the not-sent checkboxes keep: under warranty (green), not (red), both or none. */
export const warrantyFilters = ['all', 'green', 'red', 'none'] as const;
export type WarrantyFilter = (typeof warrantyFilters)[number];

/**
 * GET /api/rma/not_sent: the reader's unsent lines, or with `admin=true` a page of the per-customer summary
 * (`warranty` keeps the customers with lines under warranty, not, both or none; `sort` moovexID,
 * clientFullName, userName, green or red, `-` for descending).
 */
export const notSentListQuerySchema = notSentQuerySchema.extend({
  admin: flag,
  warranty: z.enum(warrantyFilters).default('all'),
  /** One customer (its number) and/or one of its users: the customer screen's counts. */
  customer: z.string().trim().min(1).max(60).optional(),
  userID: queryRecordIdSchema.optional(),
});
export type NotSentSummaryQuery = z.output<typeof notSentListQuerySchema>;

/** One row of the admin not-sent summary: a customer (company) and the user whose drafts these are. */
export const notSentSummaryRowSchema = z.object({
  moovexID: z.string(),
  clientFullName: z.string(),
  companyId: z.number().int(),
  userID: z.number().int(),
  userName: z.string(),
  green: z.number().int(),
  red: z.number().int(),
});
export type NotSentSummaryRow = z.infer<typeof notSentSummaryRowSchema>;

/** GET /api/rma/not_sent?admin=true: a page of customers/users with unsent lines (`total` of them kept by the
 * warranty filter), and the overall green and red line counts. */
export const notSentSummarySchema = z.object({
  rows: z.array(notSentSummaryRowSchema),
  total: z.number().int(),
  green: z.number().int(),
  red: z.number().int(),
});
export type NotSentSummary = z.infer<typeof notSentSummarySchema>;

/** GET /api/rma/not_sent/moovex/{id}: the unsent lines of one customer (`userID`: of one of its users). */
export const notSentByCustomerQuerySchema = pageQuerySchema.extend({
  userID: queryRecordIdSchema.optional(),
  warranty: z.enum(warrantyFilters).default('all'),
});
export const customerParamSchema = z.object({ id: z.string().trim().min(1).max(60) });

/** POST /api/rma/multiple_status_change/{status}: the RMA ids, as a list or comma-joined. */
export const statusParamSchema = z.object({ status: z.enum(rmaStatuses) });
export const multipleStatusBodySchema = z.object({
  ids: z
    .union([
      z.array(queryRecordIdSchema).max(1000),
      z
        .string()
        .trim()
        .regex(/^\d+(,\d+)*$/)
        .transform((s) => s.split(',').map(Number))
        .refine((ids) => ids.every((id) => recordIdSchema.safeParse(id).success)),
    ])
    .refine((ids) => ids.length > 0 && ids.length <= 1000),
});
export const multipleStatusAnswerSchema = z.object({ changed: z.array(z.number().int()) });

/** POST /api/rma/requests/{id}: the admin's refund info and labour cost, and/or `finish: true`. */
export const updateRmaRequestBodySchema = z.object({
  finish: z.boolean().optional(),
  refund: z
    .object({
      invoiceNo: text(60).optional(),
      orderNo: text(60).optional(),
      refund: z.number().min(0).max(10_000_000).nullable().optional(),
    })
    .optional(),
  laborCost: z.number().min(0).max(10_000_000).nullable().optional(),
});
export type UpdateRmaRequestBody = z.input<typeof updateRmaRequestBodySchema>;

/** GET /api/rma/requests/finished/a/a/{page}?admin=true&filter&sort: 35 finished RMAs a page. */
export const finishedPageParamSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000) });
export const finishedQuerySchema = z.object({
  admin: flag,
  filter: z.string().max(200).optional(),
  sort: z.string().max(60).optional(),
  after: keysetQuerySchema.shape.after,
});
/** `totalCapped`: with a filter the count stops at COUNT_CAP (the screen shows "10,000+"). */
export const finishedCountSchema = z.object({ total: z.number().int(), totalCapped: z.boolean() });

/** POST /api/rma/line/{ids}: one id, or (the admin's line decisions) several comma-joined. */
export const lineIdsParamSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,199}$/)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

import { z } from 'zod';
import { textSchema } from './text.ts';
import { unixDateSchema } from './dates.ts';
import { lineStatuses, type RmaStatus, rmaStatuses } from './constants.ts';
import { pageQuerySchema } from './envelope.ts';
import { keysetPageSchema, keysetQuerySchema } from './lists.ts';
import { recordIdSchema } from './db-int.ts';
import { idempotencyKeySchema } from './idempotency.ts';

const text = textSchema;
/** Unix seconds of a date (any time of day; the server floors it to its UTC date). */
const unixDate = unixDateSchema;

/** One repair line as the composer sends it (spec 02 "Repair line being composed"). */
export const repairLineInputSchema = z.object({
  oldPN: text(60).default(''),
  oldSN: text(60).default(''),
  newPN: text(60).default(''),
  newSN: text(60).default(''),
  amount: z.coerce.number().int().min(1).max(999).default(1),
  complaint: recordIdSchema.nullable().optional(),
  failure: recordIdSchema.nullable().optional(),
  description: text(1000).default(''),
  /** The client's view; the server decides non-serial parts from the part registry. */
  nonSerialPart: z.boolean().optional(),
  technician: text(120).optional(),
  internalNumber: text(60).optional(),
  repairDate: unixDate.nullable().optional(),
});
export type RepairLineInput = z.input<typeof repairLineInputSchema>;

/** PUT /api/rma/line/{robotSN}: top-level technician, date and internal number apply to every line. */
export const saveRepairsBodySchema = z.object({
  technician: text(120).default(''),
  repairDate: unixDate.nullable().optional(),
  internalNumber: text(60).default(''),
  lines: z.array(repairLineInputSchema).max(50).default([]),
});
export type SaveRepairsBody = z.input<typeof saveRepairsBodySchema>;
/** The body as the route hands it on, validated and with its defaults. */
export type SaveRepairsRequest = z.output<typeof saveRepairsBodySchema>;

export const robotSnParamSchema = z.object({ robotSN: z.string().trim().min(1).max(60) });

/**
 * The robot an RMA line belongs to, for the link to /robots/{pn}/{year}; its production date (unix seconds)
 * for the repair date rule (checkRepairSubmit).
 */
export const lineRobotDataSchema = z.object({
  name: z.string(),
  pn: z.string(),
  year: z.number().int(),
  productionDate: z.number().int(),
});

/** An RMA line with the spec 02 section 3 field names; `poolsideRemark` is the manufacturer's remark. */
export const rmaLineSchema = z.object({
  id: z.number().int(),
  robotSN: z.string(),
  robotPN: z.string(),
  oldPN: z.string(),
  oldSN: z.string(),
  newPN: z.string(),
  newSN: z.string(),
  amount: z.number().int(),
  partDesc: z.string(),
  complaint: z.number().int().nullable(),
  complaintTitle: z.string(),
  failure: z.number().int().nullable(),
  failureTitle: z.string(),
  description: z.string(),
  technician: z.string(),
  internalNumber: z.string(),
  repairDate: z.number().int(),
  dateCreate: z.number().int(),
  underWarranty: z.boolean(),
  partWarrantyEnd: z.number().int().nullable(),
  returnToQA: z.boolean(),
  status: z.enum(lineStatuses).nullable(),
  poolsideRemark: z.string(),
  userID: z.number().int(),
  userName: z.string(),
  parentID: z.number().int().nullable(),
  robotData: lineRobotDataSchema.nullable(),
});
export type RmaLine = z.infer<typeof rmaLineSchema>;

/** GET /api/rma/not_sent: the company's unsent lines; `mine` keeps only the reader's own. */
export const notSentQuerySchema = pageQuerySchema.extend({
  mine: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export const rmaLinePageSchema = z.object({ rows: z.array(rmaLineSchema), total: z.number().int() });

/**
 * POST /api/rma/line/{id}: a draft's editable fields, or (admin) {status, onlyStatus: true, poolsideRemark}:
 * status absent keeps the line's, null clears it; REJ needs a remark.
 */
export const updateRmaLineBodySchema = z.object({
  onlyStatus: z.boolean().optional(),
  status: z.enum(lineStatuses).nullable().optional(),
  poolsideRemark: text(1000).optional(),
  amount: z.coerce.number().int().min(1).max(999).optional(),
  complaint: recordIdSchema.nullable().optional(),
  failure: recordIdSchema.nullable().optional(),
  description: text(1000).optional(),
  technician: text(120).optional(),
  internalNumber: text(60).optional(),
  repairDate: unixDate.nullable().optional(),
});
export type UpdateRmaLineBody = z.output<typeof updateRmaLineBodySchema>;

/**
 * PUT /api/rma/requests: send the reader's own unsent lines (among `ids` when given) as a new RMA. With
 * `idempotencyKey` (one per send the user confirms), the same send repeated (a retry, a double click)
 * answers the RMA it made.
 */
export const sendRmaBodySchema = z.object({
  ids: z.array(recordIdSchema).max(10_000).optional(),
  warrantyOnly: z.boolean().default(false),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type SendRmaBody = z.input<typeof sendRmaBodySchema>;
export const sendRmaAnswerSchema = z.object({ id: z.number().int(), lines: z.number().int() });

export const refundSchema = z.object({
  invoiceNo: z.string(),
  orderNo: z.string(),
  refund: z.number().nullable(),
});

/** An RMA (spec 02 section 3): green/red count lines under warranty or not. */
export const rmaSchema = z.object({
  id: z.number().int(),
  moovexID: z.string(),
  clientFullName: z.string(),
  companyId: z.number().int(),
  userID: z.number().int(),
  userName: z.string(),
  dateSent: z.number().int().nullable(),
  green: z.number().int(),
  red: z.number().int(),
  qa: z.number().int(),
  status: z.enum(rmaStatuses),
  finished: z.boolean(),
  refund: refundSchema,
  /** The customer's currency (ISO), for the refund and labour cost. */
  currency: z.string(),
  laborCost: z.number().nullable(),
  isAutoSent: z.boolean(),
});
export type Rma = z.infer<typeof rmaSchema>;
export const rmaWithLinesSchema = rmaSchema.extend({ lines: z.array(rmaLineSchema) });
export type RmaWithLines = z.infer<typeof rmaWithLinesSchema>;

/**
 * GET /api/rma/requests (and /rma/requests/unfinished): sent RMAs of the visible companies, keyset-paged
 * (`after` = the previous page's nextCursor); `status` narrows; `filter` matches an RMA number, customer
 * number or name, user name, status or a dd/MM/yyyy, MM/yyyy or yyyy date; `labelStatuses` (comma-joined)
 * adds the statuses whose label in the reader's language matches it; `admin=true` is the admin screens' call.
 */
export const rmaListQuerySchema = keysetQuerySchema.extend({
  status: z.enum(rmaStatuses).optional(),
  finished: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  labelStatuses: z
    .string()
    .max(60)
    .regex(new RegExp(`^(${rmaStatuses.join('|')})(,(${rmaStatuses.join('|')}))*$`))
    .optional()
    .transform((v) => (v ? (v.split(',') as RmaStatus[]) : [])),
  admin: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export const rmaPageSchema = keysetPageSchema(rmaSchema);

export const historySearchTypes = ['sn', 'internalNo', 'repairDate'] as const;
export type HistorySearchType = (typeof historySearchTypes)[number];

/** POST /api/rma/history: dates (unix seconds) only for repairDate; the server adds 86400 to toDate. */
export const repairHistoryBodySchema = z.object({
  searchType: z.enum(historySearchTypes).default('sn'),
  input: text(60).default(''),
  fromDate: unixDate.nullable().optional(),
  toDate: unixDate.nullable().optional(),
});
export type RepairHistoryBody = z.input<typeof repairHistoryBodySchema>;

/** A repair history line (spec 03): parentID is the RMA id (null while unsent). */
export const repairHistoryLineSchema = z.object({
  id: z.number().int(),
  parentID: z.number().int().nullable(),
  robotSN: z.string(),
  robotPN: z.string(),
  repairDate: z.number().int(),
  oldPN: z.string(),
  oldSN: z.string(),
  newPN: z.string(),
  newSN: z.string(),
  partDesc: z.string(),
  internalNumber: z.string(),
  technician: z.string(),
  underWarranty: z.boolean(),
  description: z.string(),
});
export type RepairHistoryLine = z.infer<typeof repairHistoryLineSchema>;

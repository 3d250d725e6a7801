import { z } from 'zod';
import { unixDateSchema } from './dates.ts';
import { queryRecordIdSchema } from './db-int.ts';

export const partSlots = ['motor', 'slave', 'pump1', 'pump2', 'psu', 'other'] as const;

export const partChangeSchema = z.object({
  slot: z.enum(partSlots),
  oldPN: z.string(),
  oldSN: z.string(),
  newPN: z.string(),
  newSN: z.string(),
  date: z.number().int(),
});

export const fittedPartSchema = z.object({
  slot: z.enum(partSlots),
  pn: z.string(),
  sn: z.string(),
  name: z.string(),
  fittedFrom: z.number().int(),
  partWarrantyEnd: z.number().int().nullable(),
});

/** GET /api/robots/sn/{sn}: the spec's robot item; dates are unix seconds of UTC midnight. */
export const robotItemSchema = z.object({
  sn: z.string(),
  pn: z.string(),
  name: z.string(),
  year: z.number().int(),
  customerPN: z.string(),
  brandId: z.number().int(),
  images: z.object({ main: z.string().nullable(), big: z.string().nullable(), view: z.string().nullable() }),
  underWarranty: z.boolean(),
  warrantyType: z.number().int(),
  warrantyTypeName: z.string(),
  warrantyStart: z.number().int(),
  warrantyPeriod: z.number().int(),
  warrantyEnd: z.number().int(),
  allPartsWarrantyEnd: z.number().int().nullable(),
  warrantyUpdated: z.boolean(),
  saleDate: z.number().int().nullable(),
  productionDate: z.number().int(),
  manualWarrantyStart: z.number().int().nullable(),
  manualWarrantyEnd: z.number().int().nullable(),
  rExtWarranty: z.number().int(),
  byAutoComplete: z.boolean(),
  history: z.array(partChangeSchema),
  parts: z.array(fittedPartSchema),
  motorPN: z.string(),
  motorSN: z.string(),
  slavePN: z.string(),
  slaveSN: z.string(),
  pump1PN: z.string(),
  pump1SN: z.string(),
  pump2PN: z.string(),
  pump2SN: z.string(),
  psuPN: z.string(),
  psuSN: z.string(),
});
export type RobotItem = z.infer<typeof robotItemSchema>;

export const robotItemQuerySchema = z.object({
  byAutoComplete: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

const unixDate = unixDateSchema;

/** POST /api/warranty/{sn}: sale date (any time of day, floored to its UTC date), invoice file id. */
export const warrantyUpdateBodySchema = z.object({
  saleDate: unixDate.optional(),
  invoice: queryRecordIdSchema.optional(),
  manualStart: unixDate.nullable().optional(),
  manualEnd: unixDate.nullable().optional(),
});
export type WarrantyUpdateBody = z.infer<typeof warrantyUpdateBodySchema>;

/** POST /api/robots/sn/{sn}/manualWarranty (type 1): null clears a date, absent keeps it. */
export const manualWarrantyBodySchema = z.object({
  manualWarrantyStart: unixDate.nullable().optional(),
  manualWarrantyEnd: unixDate.nullable().optional(),
});

/** A warranty update as the admin list and GET /api/warranty/{sn} show it. */
export const warrantyUpdateSchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  robotPN: z.string(),
  robotName: z.string(),
  year: z.number().int(),
  customer: z.string(),
  customerNumber: z.string(),
  companyId: z.number().int(),
  userID: z.number().int(),
  userName: z.string(),
  saleDate: z.number().int().nullable(),
  warrantyStart: z.number().int(),
  warrantyEnd: z.number().int(),
  underWarranty: z.boolean(),
  dateCreate: z.number().int(),
  invoice: z.number().int().nullable(),
  invoiceName: z.string().nullable(),
  /** When provider staff reviewed (approved) the update; null while it awaits review. */
  reviewedAt: z.number().int().nullable(),
  reviewedByName: z.string().nullable(),
});
export type WarrantyUpdate = z.infer<typeof warrantyUpdateSchema>;

export const warrantyReviewStatuses = ['pending', 'reviewed'] as const;
export type WarrantyReviewStatus = (typeof warrantyReviewStatuses)[number];

/**
 * The updates list: `?filter` (serial, PN, customer, dd/MM/yyyy creation date), `?status`, and the paged
 * list's `?page&pageSize&sort` (sort: dateCreate, customer, robotPN, sn, saleDate, reviewedAt).
 */
export const warrantyUpdatesQuerySchema = z.object({
  filter: z.string().trim().max(100).optional(),
  status: z.enum(warrantyReviewStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).optional(),
  sort: z.string().max(60).optional(),
});
export type WarrantyUpdatesQuery = z.infer<typeof warrantyUpdatesQuerySchema>;

/** POST /api/warranty/{sn}/review (provider staff): the admin screen's save, which approves the update. */
export const warrantyReviewBodySchema = z.object({
  saleDate: unixDate,
  invoice: queryRecordIdSchema.optional(),
});
export type WarrantyReviewBody = z.infer<typeof warrantyReviewBodySchema>;
export const warrantyUpdatesFromSchema = z.object({ from: z.coerce.number().int().min(0).max(10_000_000) });
export const warrantyUpdatesPageSchema = z.object({
  rows: z.array(warrantyUpdateSchema),
  total: z.number().int(),
});

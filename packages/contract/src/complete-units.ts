// Complete-unit return requests (spec 02: "Complete-unit request", wizard, statuses, required fields).
// The required-field rule is one function (`missingUnitFields`) run by the wizard and by the server.
import { z } from 'zod';
import { isBlankText, textSchema } from './text.ts';
import { queryRecordIdSchema, recordIdSchema } from './db-int.ts';
import { queryUnixDateSchema, unixDateSchema } from './dates.ts';
import { keysetPageSchema, keysetQuerySchema } from './lists.ts';
import { optionItemSchema } from './options.ts';
import { normalizeSn } from './part-rules.ts';

export const completeUnitStatuses = ['WAT', 'SNT', 'REC', 'PRO', 'RET', 'REJ', 'APP'] as const;
export type CompleteUnitStatus = (typeof completeUnitStatuses)[number];
/** A request is filed as SNT (sent to the maker), like an RMA. */
export const completeUnitInitialStatus: CompleteUnitStatus = 'SNT';
/** While the maker has not taken the unit in (waiting or sent), the requester's company may still edit it. */
export const partnerEditableStatuses: readonly CompleteUnitStatus[] = ['WAT', 'SNT'];

export const completeUnitActions = ['new', 'refund'] as const;
export type CompleteUnitAction = (typeof completeUnitActions)[number];

/** Credit currencies, stored as ISO codes; the screen says NIS for ILS and the payload may too. */
export const creditCurrencies = ['USD', 'EUR', 'ILS'] as const;
export type CreditCurrency = (typeof creditCurrencies)[number];

/** The option lists of the wizard (option_items.list); complaints are the repairs' complaint list. */
export const unitOptionLists = {
  complaints: 'complaint',
  suspiciousParts: 'suspiciousPart',
  poolSurfaces: 'poolSurface',
  poolShapes: 'poolShape',
} as const;

const text = textSchema;
/** Unix seconds of a date (any time of day; the server floors it to its UTC date). */
const unixDate = unixDateSchema;
const optionId = recordIdSchema.nullable().optional();
const meters = z.number().min(0).max(1000).nullable().optional();
const serial = z.string().trim().max(60).transform(normalizeSn);

/** The maker's reply stage (type 1 only). */
export const unitReplySchema = z.object({
  status: z.enum(completeUnitStatuses).optional(),
  aquaCreditAmount: z.number().min(0).max(10_000_000).nullable().optional(),
  aquaCreditCurrency: z
    .enum([...creditCurrencies, 'NIS'])
    .transform((c): CreditCurrency => (c === 'NIS' ? 'ILS' : c))
    .nullable()
    .optional(),
  aquaComment: text(2000).optional(),
});

/**
 * PUT /api/completeUnits and POST /api/completeUnits/{id}: the wizard's merged fields. Every field is
 * optional here so that the server answers every missing one at once (-12, `missingUnitFields`).
 */
export const completeUnitBodySchema = z.object({
  id: recordIdSchema.optional(),
  sn: serial.optional(),
  dateArrived: unixDate.nullable().optional(),
  firstName: text(120).optional(),
  lastName: text(120).optional(),
  address: text(300).optional(),
  city: text(120).optional(),
  country: text(120).optional(),
  phone: text(60).optional(),
  email: z.union([z.literal(''), z.email().max(200)]).optional(),
  purchaseDate: unixDate.nullable().optional(),
  purchasedFrom: text(200).optional(),
  /** The file id answered by POST /api/upload?kind=image. */
  invoice: recordIdSchema.nullable().optional(),
  complaint: optionId,
  otherComplaint: text(1000).optional(),
  suspiciousPart: optionId,
  poolSurface: optionId,
  poolShape: optionId,
  poolWidth: meters,
  poolLength: meters,
  comments: text(4000).optional(),
  technicianComments: text(4000).optional(),
  action: z.enum(completeUnitActions).nullable().optional(),
  newSN: serial.optional(),
  ...unitReplySchema.shape,
});
export type CompleteUnitBody = z.input<typeof completeUnitBodySchema>;
export type CompleteUnitInput = z.output<typeof completeUnitBodySchema>;

/** The fields of the wizard the required rule reads (a draft in the screen, the merged row on the server). */
export type UnitDraft = {
  sn?: string | null;
  dateArrived?: number | null;
  firstName?: string | null;
  purchaseDate?: number | null;
  invoice?: number | null;
  complaint?: number | null;
  otherComplaint?: string | null;
  suspiciousPart?: number | null;
  action?: CompleteUnitAction | null;
  comments?: string | null;
  technicianComments?: string | null;
  newSN?: string | null;
};

/** The field names the rule may answer, in the wizard's order (also the -12 `fields`). */
export type UnitField =
  | 'sn'
  | 'dateArrived'
  | 'firstName'
  | 'purchaseDate'
  | 'invoice'
  | 'complaint'
  | 'otherComplaint'
  | 'suspiciousPart'
  | 'comments'
  | 'action'
  | 'newSN';

const isBlank = isBlankText;

/**
 * The required-field rule of spec 02 (section 5): every field missing from a draft, in the wizard's order.
 * The invoice is required when creating; otherComplaint when the complaint is the list's "other" item
 * (read from `isOther`, never from its title); a comment or a technician comment; newSN for action new.
 */
export function missingUnitFields(
  draft: UnitDraft,
  context: { isNew: boolean; complaints: readonly { id: number; isOther: boolean }[] },
): UnitField[] {
  const missing: UnitField[] = [];
  if (isBlank(draft.sn)) missing.push('sn');
  if (draft.dateArrived == null) missing.push('dateArrived');
  if (isBlank(draft.firstName)) missing.push('firstName');
  if (draft.purchaseDate == null) missing.push('purchaseDate');
  if (context.isNew && draft.invoice == null) missing.push('invoice');
  if (draft.complaint == null) missing.push('complaint');
  else if (
    context.complaints.find((c) => c.id === draft.complaint)?.isOther &&
    isBlank(draft.otherComplaint)
  ) {
    missing.push('otherComplaint');
  }
  if (draft.suspiciousPart == null) missing.push('suspiciousPart');
  if (isBlank(draft.comments) && isBlank(draft.technicianComments)) missing.push('comments');
  if (!draft.action) missing.push('action');
  else if (draft.action === 'new' && isBlank(draft.newSN)) missing.push('newSN');
  return missing;
}

/** Why a date of the wizard is refused: a day after today, or an arrival before the purchase. */
export type UnitDateReason = 'future' | 'arrivalBeforePurchase';
export type UnitDateIssue = { field: 'dateArrived' | 'purchaseDate'; reason: UnitDateReason };

const dayOf = (unixSeconds: number) => Math.floor(unixSeconds / 86400);

/**
 * The wizard's date rules (-6 on the server, at the field on the screen): neither the arrival nor the
 * purchase lies after today (UTC days, as the dates travel), and the robot cannot arrive before it was
 * bought: that names both dates (they sit in different stages, and either may be the wrong one). One issue
 * per field at most, "future" first; dates not given yet are the required rule's business.
 */
export function unitDateIssues(
  draft: Pick<UnitDraft, 'dateArrived' | 'purchaseDate'>,
  nowSeconds: number,
): UnitDateIssue[] {
  const today = dayOf(nowSeconds);
  const { dateArrived, purchaseDate } = draft;
  const isArrivalBeforePurchase =
    dateArrived != null && purchaseDate != null && dayOf(dateArrived) < dayOf(purchaseDate);
  const issueOf = (field: UnitDateIssue['field'], value: number | null | undefined): UnitDateIssue[] => {
    if (value != null && dayOf(value) > today) return [{ field, reason: 'future' }];
    return isArrivalBeforePurchase ? [{ field, reason: 'arrivalBeforePurchase' }] : [];
  };
  return [...issueOf('dateArrived', dateArrived), ...issueOf('purchaseDate', purchaseDate)];
}

/** May this reader edit the request's wizard fields? Type 1 always; the requester's company while WAT/SNT. */
export function canEditUnitRequest(
  reader: { typeId: number; isOwnCompany: boolean },
  status: CompleteUnitStatus,
): boolean {
  if (reader.typeId === 1) return true;
  return reader.isOwnCompany && partnerEditableStatuses.includes(status);
}

/** Only the maker's administrator (type 1) edits the reply stage. */
export function canReplyToUnitRequest(reader: { typeId: number }): boolean {
  return reader.typeId === 1;
}

/** A complete-unit request as every screen reads it (spec 02 "Complete-unit request"). */
export const completeUnitSchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  pn: z.string(),
  robotDesc: z.string(),
  dateArrived: z.number().int(),
  dateCreate: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  purchaseDate: z.number().int(),
  purchasedFrom: z.string(),
  invoice: z.number().int().nullable(),
  invoiceName: z.string(),
  complaint: z.number().int().nullable(),
  complaintTitle: z.string(),
  otherComplaint: z.string(),
  suspiciousPart: z.number().int().nullable(),
  suspiciousPartTitle: z.string(),
  poolSurface: z.number().int().nullable(),
  poolShape: z.number().int().nullable(),
  poolWidth: z.number().nullable(),
  poolLength: z.number().nullable(),
  comments: z.string(),
  technicianComments: z.string(),
  action: z.enum(completeUnitActions),
  newSN: z.string(),
  aquaCreditAmount: z.number().nullable(),
  aquaCreditCurrency: z.enum(creditCurrencies).nullable(),
  aquaComment: z.string(),
  status: z.enum(completeUnitStatuses),
  userID: z.number().int(),
  userFullName: z.string(),
  companyId: z.number().int(),
  /** The requester's company: its service-centre number and name. */
  moovexID: z.string(),
  companyName: z.string(),
  dateUpdate: z.number().int(),
});
export type CompleteUnit = z.infer<typeof completeUnitSchema>;

/**
 * GET /api/completeUnits/check?sn&id: may a request be filed (or, with `id`, moved) for this serial? The
 * wizard asks it when its robot stage is left; the save runs the same check (-15 `sn` no such robot, -26
 * `sn` the robot has another request, -15 `id` a request the caller may not see).
 */
export const unitSerialCheckQuerySchema = z.object({
  sn: z.string().trim().min(1).max(60).transform(normalizeSn),
  id: queryRecordIdSchema.optional(),
});
/** The robot the serial names, as the wizard shows it. */
export const unitSerialCheckSchema = z.object({ sn: z.string(), pn: z.string(), robotDesc: z.string() });
export type UnitSerialCheck = z.infer<typeof unitSerialCheckSchema>;

/** PUT /api/completeUnits answers the new request's id. */
export const completeUnitCreatedSchema = z.object({ id: z.number().int() });

/** GET /api/completeUnits/options: the wizard's option lists in the reader's language. */
export const unitOptionsSchema = z.object({
  complaints: z.array(optionItemSchema),
  suspiciousParts: z.array(optionItemSchema),
  poolSurfaces: z.array(optionItemSchema),
  poolShapes: z.array(optionItemSchema),
});
export type UnitOptions = z.infer<typeof unitOptionsSchema>;

/**
 * GET /api/completeUnits: keyset-paged (`?page&pageSize&sort&filter&after`, docs/performance.md "Hot paths —
 * lists"); fromDate/toDate (unix seconds) bound dateCreate, the server adds 86400 to toDate; moovexID (the
 * requester's company number) is provider staff's customer filter; filter: the request number, a serial (old or
 * new), the customer's name, the service centre's number or name, or the robot model the list shows (its name or
 * PN).
 */
export const unitListQuerySchema = keysetQuerySchema.extend({
  fromDate: queryUnixDateSchema.optional(),
  toDate: queryUnixDateSchema.optional(),
  status: z.enum(completeUnitStatuses).optional(),
  moovexID: z.string().trim().max(60).optional(),
});
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;

/** A row of the list: its columns only (the whole request is GET /api/completeUnits/{id}). */
export const completeUnitRowSchema = completeUnitSchema.pick({
  id: true,
  sn: true,
  pn: true,
  robotDesc: true,
  dateArrived: true,
  dateCreate: true,
  firstName: true,
  lastName: true,
  action: true,
  newSN: true,
  aquaCreditAmount: true,
  aquaCreditCurrency: true,
  status: true,
  companyId: true,
  moovexID: true,
  companyName: true,
});
export type CompleteUnitRow = z.infer<typeof completeUnitRowSchema>;
export const unitPageSchema = keysetPageSchema(completeUnitRowSchema);

/** The list's sortable columns. */
export const unitSortColumns = ['id', 'dateCreate', 'sn', 'status', 'dateArrived', 'moovexID', 'customer'];

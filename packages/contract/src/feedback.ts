// Customer feedback (spec 03 sections 2-9): menus, form types, option lists, the payloads, and the
// required-field rule of every form (`missingFeedbackFields`, run by the creation screen and by the server).
import { z } from 'zod';
import { limits } from './constants.ts';
import { pageQuerySchema } from './envelope.ts';
import { keysetPageSchema } from './lists.ts';

// ---- Menus, form types, statuses ----

/** The first menu (DESIGN.md: the payload's `menu`, the list's topic). */
export const feedbackMenus = ['robots', 'spareparts', 'technical', 'others'] as const;
export type FeedbackMenu = (typeof feedbackMenus)[number];

/** The forms (the payload's `formType`, the list's subTopic; `issues` is the website-issues form). */
export const feedbackFormTypes = [
  'shipment',
  'missingItem',
  'wrongItem',
  'brokenRobot',
  'brokenItem',
  'technical',
  'issues',
] as const;
export type FeedbackFormType = (typeof feedbackFormTypes)[number];

/** Which forms each menu opens (Shipment issues → Broken item jumps to the spares menu's form). */
export const formTypesOfMenu: Record<FeedbackMenu, readonly FeedbackFormType[]> = {
  robots: ['missingItem', 'shipment', 'wrongItem', 'brokenRobot'],
  spareparts: ['missingItem', 'shipment', 'wrongItem', 'brokenItem'],
  technical: ['technical'],
  others: ['issues'],
};

/** The shipment sub-types (the shipment menu's four buttons; the payload's `type`). */
export const shipmentTypes = [
  'stuckInCustoms',
  'didNotArrive',
  'didNotArriveOnTime',
  'wrongDestination',
] as const;
export type ShipmentType = (typeof shipmentTypes)[number];

/** Feedback statuses (spec 03 s4): a report is filed as SNT; staff set any of them freely. */
export const feedbackStatuses = ['SNT', 'REC', 'PRO', 'CLS'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackInitialStatus: FeedbackStatus = 'SNT';

// ---- Option lists (spec 03 s9): stable ids stored in reports, titles translated by the screen ----

export const incoterms = ['EXW', 'FOB', 'FCA', 'CIF', 'CIP', 'DDU'] as const;
export const shippingMethods = ['SEA', 'LCL', 'AIR', 'FEDEX', 'DHL', 'UPS'] as const;
export const defectiveParts = ['body', 'ps', 'cable', 'handle', 'cart'] as const;
export const poolSurfaces = [
  'pvcLiner',
  'cement',
  'fiberglass',
  'mosaicCeramic',
  'glassTiles',
  'stainlessSteel',
  'other',
] as const;
export const poolShapes = ['L', 'beach', 'diamond', 'kidney', 'rectangular'] as const;
/** Pool width and length dropdowns: whole metres 1 to 15. */
export const poolSizes = Array.from({ length: 15 }, (_, i) => i + 1);
export const waterTreatments = ['chlorinePills', 'saltChlorinator', 'bio', 'other'] as const;
export const waterLines = ['kerb', 'waterfallChannel', 'other'] as const;
export const complaintTypes = ['sup', 'manufacturer', 'client'] as const;
export const departments = ['development', 'production', 'documentation'] as const;
/**
 * The website-issue subjects (spec 03 s9: "8 options, values not shown"; ours, docs/decisions.md
 * "Feedback"): sign-in, page display, slowness, search and lookups, repairs/RMAs, spare-part orders,
 * documents and downloads, something else.
 */
export const websiteIssues = [
  'login',
  'display',
  'slow',
  'search',
  'repairs',
  'orders',
  'documents',
  'other',
] as const;
export const yesNo = ['yes', 'no'] as const;

export type PoolSurface = (typeof poolSurfaces)[number];
export type WaterTreatment = (typeof waterTreatments)[number];
export type WaterLine = (typeof waterLines)[number];
export type ComplaintType = (typeof complaintTypes)[number];
export type Department = (typeof departments)[number];

/** Every option list by name (the screen's translations live under `feedback:option.<list>.<id>`). */
export const feedbackOptionLists = {
  incoterms,
  shippingMethods,
  defectiveParts,
  poolSurfaces,
  poolShapes,
  waterTreatments,
  waterLines,
  complaintTypes,
  departments,
  websiteIssues,
} as const;

// ---- The submitted form ----

const text = (max: number) => z.string().trim().max(max);
const unixDate = z.number().int().min(0).max(32503680000);
const fileId = z.number().int().positive();
const serial = text(60).transform((s) => s.toUpperCase());
const pn = text(60).transform((s) => s.toUpperCase());

/** The other person a report is filed for (someoneElse yes); the technical form adds the last four. */
export const elseDataSchema = z.object({
  firstName: text(120).optional(),
  lastName: text(120).optional(),
  email: z.union([z.literal(''), z.email().max(200)]).optional(),
  phone: text(60).optional(),
  companyName: text(200).optional(),
  position: text(120).optional(),
  residentialAddress: text(300).optional(),
  shippingAddress: text(300).optional(),
});
export type ElseData = z.infer<typeof elseDataSchema>;

/**
 * PUT /api/feedback: one payload shape for every form (spec 03 s3 names). Every field is optional so the
 * server answers all missing ones at once (-12, `missingFeedbackFields`); enums answer -6 when unknown.
 * `clientKey` makes a retried or double-clicked submission answer the first report's id.
 */
export const feedbackBodySchema = z.object({
  clientKey: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  menu: z.enum(feedbackMenus).optional(),
  formType: z.enum(feedbackFormTypes).optional(),
  someoneElse: z.enum(yesNo).optional(),
  elseData: elseDataSchema.optional(),
  invoiceNo: text(60).optional(),
  description: text(4000).optional(),
  /** The uploaded image (POST /api/upload?kind=image): invoice copy or photo. */
  attachment: fileId.nullable().optional(),
  /** Shipment: the sub-type chosen in the shipment menu. */
  type: z.enum(shipmentTypes).optional(),
  incoTerm: z.enum(incoterms).nullable().optional(),
  shippingAgent: text(200).optional(),
  shippingMethod: z.enum(shippingMethods).nullable().optional(),
  /** Robot or part number (missing item, broken robot, broken item, technical). */
  pn: pn.optional(),
  /** A serial (wrong item, broken robot, broken item, technical) or one per unit (missing item). */
  sn: z.union([serial, z.array(serial).max(limits.quantityMax)]).optional(),
  qty: z.number().int().min(1).max(limits.quantityMax).nullable().optional(),
  incorrectItemNo: pn.optional(),
  correctItemNo: pn.optional(),
  purchasedBy: text(200).optional(),
  purchaseDate: unixDate.nullable().optional(),
  defectivePart: z.enum(defectiveParts).nullable().optional(),
  pu_fullName: text(200).optional(),
  pu_address: text(300).optional(),
  pu_phone: text(60).optional(),
  hasWarranty: z.enum(yesNo).nullable().optional(),
  poolSurface: z.enum(poolSurfaces).nullable().optional(),
  /** The free text that replaces `other` (pool surface, water treatment, water line). */
  poolSurfaceOther: text(200).optional(),
  poolShape: z.enum(poolShapes).nullable().optional(),
  poolWidth: z.number().int().min(1).max(15).nullable().optional(),
  poolLength: z.number().int().min(1).max(15).nullable().optional(),
  eSlopeAngle: text(60).optional(),
  eTotalTime: text(60).optional(),
  waterTreatment: z.enum(waterTreatments).nullable().optional(),
  waterTreatmentOther: text(200).optional(),
  waterLine: z.enum(waterLines).nullable().optional(),
  waterLineOther: text(200).optional(),
  failureDescription: text(4000).optional(),
  failureAnalysis: text(4000).optional(),
  rootCause: text(4000).optional(),
  /** Extra files of the technical form (uploads of kind file or image). */
  files: z.array(fileId).max(10).optional(),
  subject: z.enum(websiteIssues).nullable().optional(),
  issueDescription: text(4000).optional(),
  notes: text(4000).optional(),
  /** Website issues: the day the issue happened (default today). */
  dateCreate: unixDate.nullable().optional(),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;
export type FeedbackInput = z.output<typeof feedbackBodySchema>;

/**
 * The fields each form stores, in the form's order (spec 03 s3); someoneElse and elseData belong to every
 * form. The server keeps only these (other texts replacing `other`); the detail screen shows them so.
 */
export const feedbackFormFields: Record<FeedbackFormType, readonly (keyof FeedbackInput)[]> = {
  shipment: ['type', 'invoiceNo', 'incoTerm', 'shippingAgent', 'shippingMethod', 'description', 'attachment'],
  missingItem: ['pn', 'qty', 'sn', 'invoiceNo', 'description', 'attachment'],
  wrongItem: ['incorrectItemNo', 'correctItemNo', 'qty', 'sn', 'invoiceNo', 'description', 'attachment'],
  brokenRobot: [
    'sn',
    'pn',
    'purchasedBy',
    'purchaseDate',
    'defectivePart',
    'invoiceNo',
    'description',
    'attachment',
  ],
  brokenItem: ['pn', 'qty', 'sn', 'purchasedBy', 'description', 'attachment'],
  technical: [
    'sn',
    'pn',
    'purchaseDate',
    'pu_fullName',
    'pu_address',
    'pu_phone',
    'hasWarranty',
    'invoiceNo',
    'attachment',
    'poolSurface',
    'poolShape',
    'poolWidth',
    'poolLength',
    'eSlopeAngle',
    'eTotalTime',
    'waterTreatment',
    'waterLine',
    'failureDescription',
    'failureAnalysis',
    'rootCause',
    'files',
  ],
  issues: ['subject', 'issueDescription', 'dateCreate', 'notes'],
};

/** The other-person fields of a form: the technical form adds company, position and addresses. */
export const elseDataFieldsOf = (formType: FeedbackFormType): (keyof ElseData)[] =>
  formType === 'technical'
    ? [
        'firstName',
        'lastName',
        'email',
        'phone',
        'companyName',
        'position',
        'residentialAddress',
        'shippingAddress',
      ]
    : ['firstName', 'lastName', 'email', 'phone'];

/** What the required rule reads (a draft in the screen, the parsed payload on the server). */
export type FeedbackDraft = Partial<Omit<FeedbackInput, 'elseData'>> & { elseData?: ElseData };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
const serialsOf = (sn: FeedbackDraft['sn']) => (Array.isArray(sn) ? sn : sn ? [sn] : []);

type Rule = (d: FeedbackDraft) => string[];
const need =
  (...fields: (keyof FeedbackDraft)[]): Rule =>
  (d) =>
    fields.filter((f) => isBlank(d[f]));

/** The number of serial fields a missing-item form shows: its qty, non-numeric counting as 1. */
export function serialFieldCount(qty: unknown): number {
  const n = typeof qty === 'number' ? qty : Number(qty);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, limits.quantityMax) : 1;
}

/**
 * The required rule of each form (spec 03 s5), in the form's order. Lookups (robot found by pn or sn) are
 * the screen's first step and the server's -15; the rule reads only the fields.
 */
export const feedbackRequiredRules: Record<FeedbackFormType, Rule> = {
  shipment: (d) => [...(d.type ? [] : ['type']), ...need('invoiceNo', 'description', 'attachment')(d)],
  missingItem: (d) => [
    ...(d.menu === 'robots' ? need('pn')(d) : []),
    ...need('invoiceNo', 'attachment', 'qty', 'description')(d),
  ],
  wrongItem: need('invoiceNo', 'attachment'),
  brokenRobot: need('sn', 'purchaseDate', 'attachment', 'purchasedBy', 'description', 'defectivePart'),
  brokenItem: need('pn', 'qty', 'description', 'attachment'),
  technical: (d) => {
    const missing = need('sn', 'hasWarranty', 'attachment', 'poolSurface')(d);
    if (d.poolSurface === 'other' && isBlank(d.poolSurfaceOther)) missing.push('poolSurfaceOther');
    missing.push(...need('poolShape', 'poolWidth', 'poolLength', 'waterTreatment')(d));
    if (d.waterTreatment === 'other' && isBlank(d.waterTreatmentOther)) missing.push('waterTreatmentOther');
    if (d.waterLine === 'other' && isBlank(d.waterLineOther)) missing.push('waterLineOther');
    missing.push(...need('failureDescription')(d));
    return missing;
  },
  issues: need('subject', 'issueDescription'),
};

/**
 * Every missing field of a draft: menu and formType first (and a form the menu does not offer is `formType`),
 * then the form's own rule, then the other person's first and last name when someoneElse is yes (every
 * form: docs/decisions.md "Feedback"). Names are the payload's (`elseData.firstName` for nested ones).
 */
export function missingFeedbackFields(d: FeedbackDraft): string[] {
  if (!d.menu) return d.formType ? ['menu'] : ['menu', 'formType'];
  if (!d.formType || !formTypesOfMenu[d.menu].includes(d.formType)) return ['formType'];
  const missing = feedbackRequiredRules[d.formType](d);
  if (d.someoneElse === 'yes') {
    if (isBlank(d.elseData?.firstName)) missing.push('elseData.firstName');
    if (isBlank(d.elseData?.lastName)) missing.push('elseData.lastName');
  }
  return missing;
}

/** The serials of a draft as a list (missing item has one per unit; the others one or none). */
export function serialsOfDraft(d: FeedbackDraft): string[] {
  return serialsOf(d.sn).filter((s) => s.trim() !== '');
}

// ---- The handling record (manageFeedback only) ----

const money = z.number().min(0).max(10_000_000).nullable().optional();

/** POST /api/feedback/{id}: the handling record and the editable other-person data. */
export const feedbackHandlingBodySchema = z.object({
  status: z.enum(feedbackStatuses).optional(),
  complaintTitle: text(200).optional(),
  complaintDescription: text(4000).optional(),
  complaintType: z.enum(complaintTypes).nullable().optional(),
  department: z.enum(departments).nullable().optional(),
  partsCost: money,
  shippingCost: money,
  extraCost: money,
  findings: text(4000).optional(),
  rootReason: text(4000).optional(),
  correctiveAction: text(4000).optional(),
  correctiveActionDate: unixDate.nullable().optional(),
  preventiveAction: text(4000).optional(),
  preventiveActionDate: unixDate.nullable().optional(),
  effectiveAction: text(4000).optional(),
  effectiveActionDate: unixDate.nullable().optional(),
  handledBy: text(120).optional(),
  closedBy: text(120).optional(),
  elseData: elseDataSchema.optional(),
});
export type FeedbackHandlingBody = z.input<typeof feedbackHandlingBodySchema>;
export type FeedbackHandlingInput = z.output<typeof feedbackHandlingBodySchema>;

// ---- Answers ----

/** The submitted form as stored: the payload's fields (other texts already replacing `other`). */
export const feedbackFormDataSchema = z.record(z.string(), z.unknown());

const handlingShape = {
  complaintTitle: z.string(),
  complaintDescription: z.string(),
  complaintType: z.enum(complaintTypes).nullable(),
  department: z.enum(departments).nullable(),
  partsCost: z.number().nullable(),
  shippingCost: z.number().nullable(),
  extraCost: z.number().nullable(),
  findings: z.string(),
  rootReason: z.string(),
  correctiveAction: z.string(),
  correctiveActionDate: z.number().int().nullable(),
  preventiveAction: z.string(),
  preventiveActionDate: z.number().int().nullable(),
  effectiveAction: z.string(),
  effectiveActionDate: z.number().int().nullable(),
  handledBy: z.string(),
  closedBy: z.string(),
};

/**
 * GET /api/feedback/{id}. `view: 'full'` (manageFeedback) carries the whole handling record; `view:
 * 'public'` (the reporter's company) carries the public part only: the status, its dates and the
 * corrective action (docs/decisions.md "Feedback").
 */
export const feedbackReportSchema = z.object({
  id: z.number().int(),
  view: z.enum(['full', 'public']),
  dateCreate: z.number().int(),
  dateUpdate: z.number().int(),
  topic: z.enum(feedbackMenus),
  subTopic: z.enum(feedbackFormTypes),
  status: z.enum(feedbackStatuses),
  /** First status change and close (unix seconds), the response-time facts of the statistics. */
  firstResponseAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
  formData: feedbackFormDataSchema,
  attachmentName: z.string(),
  userFullName: z.string(),
  companyId: z.number().int(),
  ownerName: z.string(),
  centreId: z.string(),
  correctiveAction: z.string(),
  correctiveActionDate: z.number().int().nullable(),
  handling: z.object(handlingShape).nullable(),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;
export type FeedbackHandling = NonNullable<FeedbackReport['handling']>;

/** A row of the history (spec 03 s3 "list item"). */
export const feedbackRowSchema = z.object({
  id: z.number().int(),
  dateCreate: z.number().int(),
  topic: z.enum(feedbackMenus),
  subTopic: z.enum(feedbackFormTypes),
  type: z.string(),
  status: z.enum(feedbackStatuses),
  complaintType: z.enum(complaintTypes).nullable(),
  department: z.enum(departments).nullable(),
  ownerName: z.string(),
  centreId: z.string(),
  pn: z.string(),
  sn: z.string(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/**
 * GET /api/feedback: keyset-paged. pn, sn, topic, subTopic, status: substrings (case-insensitive; topic,
 * subTopic and status match their codes or their words in any language); fromDate/toDate bound dateCreate
 * (unix seconds, toDate + 86400); customer (number or name) is provider staff's; `filter` matches the id,
 * pn or sn.
 */
export const feedbackListQuerySchema = pageQuerySchema.extend({
  after: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  pn: text(60).optional(),
  sn: text(60).optional(),
  topic: text(60).optional(),
  subTopic: text(60).optional(),
  status: text(60).optional(),
  customer: text(120).optional(),
  fromDate: z.coerce.number().int().min(0).optional(),
  toDate: z.coerce.number().int().min(0).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export const feedbackPageSchema = keysetPageSchema(feedbackRowSchema);

/** The history's sortable columns. */
export const feedbackSortColumns = ['id', 'dateCreate', 'topic', 'subTopic', 'status'] as const;

export const feedbackCreatedSchema = z.object({ id: z.number().int() });

/** Only users whose type has manageFeedback open a report's full detail and handle it (spec 03 s6). */
export function canManageFeedback(reader: { flags: { manageFeedback: boolean } }): boolean {
  return reader.flags.manageFeedback;
}

/** The code words a free-text filter of topic/subTopic/status may name (English words of the codes). */
export const feedbackCodeWords: Record<string, Record<'eng' | 'fra' | 'spa', string>> = {
  robots: { eng: 'Robots', fra: 'Robots', spa: 'Robots' },
  spareparts: { eng: 'Spare parts', fra: 'Pièces détachées', spa: 'Repuestos' },
  technical: { eng: 'Technical issues', fra: 'Problèmes techniques', spa: 'Problemas técnicos' },
  others: { eng: 'Others', fra: 'Autres', spa: 'Otros' },
  shipment: { eng: 'Shipment', fra: 'Expédition', spa: 'Envío' },
  missingItem: { eng: 'Missing item', fra: 'Article manquant', spa: 'Artículo faltante' },
  wrongItem: { eng: 'Wrong item', fra: 'Article erroné', spa: 'Artículo equivocado' },
  brokenRobot: { eng: 'Broken robot', fra: 'Robot endommagé', spa: 'Robot averiado' },
  brokenItem: { eng: 'Broken item', fra: 'Article endommagé', spa: 'Artículo dañado' },
  issues: { eng: 'Website issues', fra: 'Problèmes du site', spa: 'Problemas del sitio web' },
  SNT: { eng: 'Sent', fra: 'Envoyé', spa: 'Enviado' },
  REC: { eng: 'Received', fra: 'Reçu', spa: 'Recibido' },
  PRO: { eng: 'Processing', fra: 'En traitement', spa: 'En proceso' },
  CLS: { eng: 'Closed', fra: 'Clôturé', spa: 'Cerrado' },
};

/** The codes of a list named by the text: the code itself, else every code whose code or word (any language) contains it, case-insensitively. */
export function codesMatching<T extends string>(codes: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...codes];
  // A code itself (a screen's select) names that code only.
  const exact = codes.filter((code) => code.toLocaleLowerCase() === needle);
  if (exact.length > 0) return exact;
  return codes.filter((code) => {
    const words = feedbackCodeWords[code];
    const all = [code, ...(words ? Object.values(words) : [])];
    return all.some((w) => w.toLocaleLowerCase().includes(needle));
  });
}

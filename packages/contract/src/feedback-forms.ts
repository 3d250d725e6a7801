// The submitted feedback form (spec 03 s3, s5): one payload for every form, the fields each form stores
// and the required-field rule of every form (`missingFeedbackFields`, run by the creation screen and by
// the server). Imported through `@poolside/contract/feedback`, which re-exports this file.
import { z } from 'zod';
import { isBlankText, textSchema } from './text.ts';
import { recordIdSchema } from './db-int.ts';
import { limits } from './constants.ts';
import { eventDateSchema } from './dates.ts';
import {
  defectiveParts,
  type FeedbackFormType,
  feedbackFormTypes,
  feedbackMenus,
  formTypesOfMenu,
  incoterms,
  poolShapes,
  poolSurfaces,
  shipmentTypes,
  shippingMethods,
  waterLines,
  waterTreatments,
  websiteIssues,
  yesNo,
} from './feedback-options.ts';

// ---- The submitted form ----

const text = textSchema;
const fileId = recordIdSchema;
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
  purchaseDate: eventDateSchema.nullable().optional(),
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
  dateCreate: eventDateSchema.nullable().optional(),
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

const isBlank = isBlankText;
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

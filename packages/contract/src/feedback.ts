// Customer feedback (spec 03 sections 2-9), the one import of the module: the codes and option lists
// (feedback-options.ts), the submitted form and its required rule (feedback-forms.ts), and here the
// handling record, the answers and the history list.
import { z } from 'zod';
import { textSchema } from './text.ts';
import { queryUnixDateSchema, unixDateSchema } from './dates.ts';
import { pageQuerySchema } from './envelope.ts';
import { elseDataSchema } from './feedback-forms.ts';
import {
  complaintTypes,
  departments,
  feedbackFormTypes,
  feedbackMenus,
  feedbackStatuses,
} from './feedback-options.ts';
import { keysetPageSchema } from './lists.ts';

export * from './feedback-forms.ts';
export * from './feedback-options.ts';

const text = textSchema;

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
  correctiveActionDate: unixDateSchema.nullable().optional(),
  preventiveAction: text(4000).optional(),
  preventiveActionDate: unixDateSchema.nullable().optional(),
  effectiveAction: text(4000).optional(),
  effectiveActionDate: unixDateSchema.nullable().optional(),
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
 * One step of a report's status history: who moved it from which status to which, when (unix seconds). The
 * first step is the submission (from null to the initial status, by the reporter).
 */
export const feedbackStatusStepSchema = z.object({
  at: z.number().int(),
  byName: z.string(),
  from: z.enum(feedbackStatuses).nullable(),
  to: z.enum(feedbackStatuses),
});
export type FeedbackStatusStep = z.infer<typeof feedbackStatusStepSchema>;

/**
 * GET /api/feedback/{id}. `view: 'full'` (manageFeedback) carries the whole handling record; `view:
 * 'public'` (the reporter's company) carries the public part only: the status, its dates and history, and the
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
  /** The status history, oldest first (both views). */
  statusHistory: z.array(feedbackStatusStepSchema),
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
  fromDate: queryUnixDateSchema.optional(),
  toDate: queryUnixDateSchema.optional(),
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

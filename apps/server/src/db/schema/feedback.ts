import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, updatedAt } from '../columns.ts';
import { companyRef } from './companies.ts';
import { files } from './files.ts';
import { userRef, users } from './auth.ts';

/** The handling record's free fields (the filtered ones, status, complaint type, department, are columns). */
export type FeedbackHandlingData = {
  complaintTitle?: string;
  complaintDescription?: string;
  partsCost?: number | null;
  shippingCost?: number | null;
  extraCost?: number | null;
  findings?: string;
  rootReason?: string;
  correctiveAction?: string;
  correctiveActionDate?: number | null;
  preventiveAction?: string;
  preventiveActionDate?: number | null;
  effectiveAction?: string;
  effectiveActionDate?: number | null;
  handledBy?: string;
  closedBy?: string;
};

/**
 * A customer feedback report (spec 03), owned by the reporter's company. What the history lists and
 * filters is a column (menu, form type, sub-type, pn, sn, status, complaint type, department); the rest
 * of the submitted form is `form_data` (validated by the contract's schema before it is written).
 * `client_key` makes a retried submission answer the first report (unique per user).
 */
export const feedbackReports = pgTable(
  'feedback_reports',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    clientKey: text('client_key'),
    menu: text('menu').notNull(),
    formType: text('form_type').notNull(),
    /** The shipment sub-type ('' for other forms). */
    subType: text('sub_type').notNull().default(''),
    pn: text('pn').notNull().default(''),
    /** The serial, or a missing item's serials joined by ", " (the sn filter reads it). */
    sn: text('sn').notNull().default(''),
    attachmentFileId: integer('attachment_file_id').references(() => files.id),
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('SNT'),
    complaintType: text('complaint_type'),
    department: text('department'),
    handling: jsonb('handling').$type<FeedbackHandlingData>().notNull().default({}),
    /** First status change away from SNT, and the last close (CLS): the statistics' response time. */
    firstStatusChangeAt: moment('first_status_change_at'),
    closedAt: moment('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('feedback_reports_client_key_uq').on(t.userId, t.clientKey),
    // The history: a company's newest first, everybody's newest first (provider staff), by status/topic.
    index('feedback_reports_company_idx').on(t.companyId, t.createdAt, t.id),
    index('feedback_reports_created_idx').on(t.createdAt, t.id),
    index('feedback_reports_status_idx').on(t.status, t.createdAt, t.id),
    // The topic sort (menu, sub-topic, date) and filter; the sub-topic sort and filter.
    index('feedback_reports_menu_idx').on(t.menu, t.formType, t.createdAt, t.id),
    index('feedback_reports_form_type_idx').on(t.formType, t.createdAt, t.id),
    // Substring filters on part numbers and serials.
    index('feedback_reports_pn_trgm').using('gin', sql`${t.pn} gin_trgm_ops`),
    index('feedback_reports_sn_trgm').using('gin', sql`${t.sn} gin_trgm_ops`),
  ],
);

/**
 * A report's status history: every status change of its handling, who made it and when (the reporter and the
 * staff read it on the report; the submission itself is the report's own creation, not a row here).
 */
export const feedbackStatusChanges = pgTable(
  'feedback_status_changes',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => feedbackReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    changedAt: moment('changed_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_status_changes_report_idx').on(t.reportId, t.changedAt, t.id)],
);

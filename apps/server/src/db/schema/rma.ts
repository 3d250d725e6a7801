import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, updatedAt } from '../columns.ts';
import { companyRef } from './companies.ts';
import { optionItems } from './complete-units.ts';
import { fittedParts } from './units.ts';
import { userRef } from './auth.ts';

/** An RMA request: the lines one user sent together (status SNT on sending, then the admin's). */
export const rmaRequests = pgTable(
  'rma_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    status: text('status').notNull().default('SNT'),
    finished: boolean('finished').notNull().default(false),
    dateSent: moment('date_sent').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
    refundInvoiceNo: text('refund_invoice_no').notNull().default(''),
    refundOrderNo: text('refund_order_no').notNull().default(''),
    refund: numeric('refund', { precision: 12, scale: 2, mode: 'number' }),
    laborCost: numeric('labor_cost', { precision: 12, scale: 2, mode: 'number' }),
    /** Sent by the monthly job rather than by a person. */
    isAutoSent: boolean('is_auto_sent').notNull().default(false),
    /** The key the screen made for this send: the same send repeated answers this RMA (unique per user). */
    idempotencyKey: text('idempotency_key'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rma_requests_user_key_uq')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // Keyset lists (docs/performance.md "Hot paths — lists"): every index ends in the sort key (date_sent, id),
    // so a page is one index range scan at any depth. Partial indexes take `finished` as a literal.
    index('rma_requests_company_sent_idx').on(t.companyId, t.dateSent, t.id),
    index('rma_requests_sent_idx').on(t.dateSent, t.id),
    index('rma_requests_finished_sent_idx').on(t.dateSent, t.id).where(sql`${t.finished}`),
    index('rma_requests_unfinished_sent_idx').on(t.dateSent, t.id).where(sql`not ${t.finished}`),
    index('rma_requests_company_finished_idx').on(t.companyId, t.dateSent, t.id).where(sql`${t.finished}`),
    index('rma_requests_company_unfinished_idx')
      .on(t.companyId, t.dateSent, t.id)
      .where(sql`not ${t.finished}`),
    index('rma_requests_status_sent_idx').on(t.status, t.dateSent, t.id),
    index('rma_requests_user_idx').on(t.userId),
  ],
);

/**
 * Maintained counts of RMAs per (company, status, finished): the lists' totals without a scan. Kept by
 * statement triggers on rma_requests (migration `rma_counts_without_global_lock`), never written by code; no
 * row is shared by two companies, so companies' writes never wait for each other.
 */
export const rmaRequestCounts = pgTable(
  'rma_request_counts',
  {
    companyId: integer('company_id').notNull(),
    status: text('status').notNull(),
    finished: boolean('finished').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.finished] })],
);

/**
 * Unsent draft lines per owner (company, user): under warranty (green) and not (red); a row with none is
 * deleted. Kept by the statement triggers of rma_lines (migration `change_notify`), never written by code:
 * the admin's not-sent summary reads it instead of grouping the drafts on every call.
 */
export const rmaDraftCounts = pgTable(
  'rma_draft_counts',
  {
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    green: integer('green').notNull(),
    red: integer('red').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** A repair line; parent_id null is an unsent draft, owned by its company (colleagues carry on drafts). */
export const rmaLines = pgTable(
  'rma_lines',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    parentId: integer('parent_id').references(() => rmaRequests.id),
    robotSn: text('robot_sn').notNull(),
    robotPn: text('robot_pn').notNull(),
    oldPn: text('old_pn').notNull(),
    oldSn: text('old_sn').notNull().default(''),
    newPn: text('new_pn').notNull(),
    newSn: text('new_sn').notNull().default(''),
    amount: integer('amount').notNull().default(1),
    partDesc: text('part_desc').notNull().default(''),
    complaintId: integer('complaint_id').references(() => optionItems.id),
    failureId: integer('failure_id').references(() => optionItems.id),
    description: text('description').notNull().default(''),
    technician: text('technician').notNull().default(''),
    internalNumber: text('internal_number').notNull().default(''),
    repairDate: date('repair_date', { mode: 'string' }).notNull(),
    underWarranty: boolean('under_warranty').notNull().default(false),
    partWarrantyEnd: date('part_warranty_end', { mode: 'string' }),
    returnToQa: boolean('return_to_qa').notNull().default(false),
    /** The admin's line decision: APP, REJ or null. */
    status: text('status'),
    remark: text('remark').notNull().default(''),
    /** The fitted-part rows this repair removed and added (so deleting a draft can undo it). */
    oldFittedId: integer('old_fitted_id').references(() => fittedParts.id, { onDelete: 'set null' }),
    newFittedId: integer('new_fitted_id').references(() => fittedParts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin's not-sent summary groups drafts by (company, user) counting under_warranty: index-only.
    index('rma_lines_draft_owner_idx')
      .on(t.companyId, t.userId, t.underWarranty)
      .where(sql`${t.parentId} is null`),
    // An RMA's lines, and its green/red/QA counts on every RMA list row (index-only: 1.2 ms → 0.4 ms a page).
    index('rma_lines_parent_counts_idx').on(t.parentId, t.underWarranty, t.returnToQa),
    index('rma_lines_robot_idx').on(t.robotSn, t.repairDate),
    index('rma_lines_old_sn_idx').on(t.oldSn),
    index('rma_lines_internal_idx').on(t.companyId, t.internalNumber),
    index('rma_lines_repair_date_idx').on(t.companyId, t.repairDate),
    index('rma_lines_draft_created_idx').on(t.createdAt).where(sql`${t.parentId} is null`),
    // Repair history searches (POST /rma/history): the internal number case-insensitively, and a date range
    // across every company for provider staff (both seq-scanned 1,000,000 lines before).
    index('rma_lines_internal_lower_idx').on(sql`lower(${t.internalNumber})`),
    index('rma_lines_date_idx').on(t.repairDate),
  ],
);

/** QA monthly counters: parts sent to QA per (month in TIME_ZONE, criterion), read FOR UPDATE. */
export const qaCounters = pgTable(
  'qa_counters',
  {
    period: text('period').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.period, t.key] })],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';
import { companyRef } from './companies.ts';
import { files } from './files.ts';
import { robotUnits } from './units.ts';
import { userRef } from './auth.ts';

export type Translated = { eng: string; fra?: string; spa?: string };

/** Option lists (complaint types, failure types, …) with stable ids and translated titles. */
export const optionItems = pgTable(
  'option_items',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    code: text('code').notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    isOther: boolean('is_other').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('option_items_list_idx').on(t.list, t.sort)],
);

/**
 * A complete-unit return request (spec 02), owned by the requester's company. One request per robot unit:
 * the unique index decides it, so two simultaneous requests cannot both pass (-26).
 */
export const completeUnits = pgTable(
  'complete_units',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    userId: userRef(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => robotUnits.id),
    /** The unit's serial as filed (the text filter and the list read it without a join). */
    sn: text('sn').notNull(),
    dateArrived: date('date_arrived', { mode: 'string' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    purchasedFrom: text('purchased_from').notNull().default(''),
    invoiceFileId: integer('invoice_file_id').references(() => files.id),
    complaintId: integer('complaint_id').references(() => optionItems.id),
    otherComplaint: text('other_complaint').notNull().default(''),
    suspiciousPartId: integer('suspicious_part_id').references(() => optionItems.id),
    poolSurfaceId: integer('pool_surface_id').references(() => optionItems.id),
    poolShapeId: integer('pool_shape_id').references(() => optionItems.id),
    poolWidth: numeric('pool_width', { precision: 8, scale: 2, mode: 'number' }),
    poolLength: numeric('pool_length', { precision: 8, scale: 2, mode: 'number' }),
    comments: text('comments').notNull().default(''),
    technicianComments: text('technician_comments').notNull().default(''),
    action: text('action', { enum: ['new', 'refund'] }).notNull(),
    newSn: text('new_sn').notNull().default(''),
    status: text('status').notNull().default('SNT'),
    creditAmount: numeric('credit_amount', { precision: 12, scale: 2, mode: 'number' }),
    creditCurrency: text('credit_currency'),
    makerComment: text('maker_comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('complete_units_unit_uq').on(t.unitId),
    // The list: a partner's newest first, provider staff's newest first, and by status.
    index('complete_units_company_idx').on(t.companyId, t.createdAt, t.id),
    index('complete_units_created_idx').on(t.createdAt, t.id),
    index('complete_units_status_idx').on(t.status, t.createdAt, t.id),
    // The serial and customer sorts; the free-text search (serials and the customer's name, trigrams).
    index('complete_units_sn_idx').on(t.sn, t.id),
    index('complete_units_first_name_idx').on(t.firstName, t.id),
    index('complete_units_search_trgm').using(
      'gin',
      sql`(${t.sn} || ' ' || ${t.newSn} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

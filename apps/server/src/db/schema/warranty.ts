import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../columns.ts';
import { companyRef } from './companies.ts';
import { files } from './files.ts';
import { robotUnits } from './units.ts';
import { userRef, users } from './auth.ts';

/** A warranty update (sale date + invoice) of one unit, owned by the company that made it; staff review it. */
export const warrantyUpdates = pgTable(
  'warranty_updates',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => robotUnits.id, { onDelete: 'cascade' }),
    sn: text('sn').notNull(),
    companyId: companyRef(),
    userId: userRef(),
    saleDate: date('sale_date', { mode: 'string' }),
    invoiceFileId: integer('invoice_file_id').references(() => files.id),
    createdAt: createdAt(),
    // Provider staff reviewed (approved) the update; null while it awaits review.
    reviewedAt: moment('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('warranty_updates_unit_uq').on(t.unitId),
    index('warranty_updates_company_idx').on(t.companyId, t.createdAt),
    index('warranty_updates_created_idx').on(t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { partSlots, robotModels } from './catalogue.ts';
import { companies } from './companies.ts';

/** A robot unit by serial with the data its warranty is computed from (see docs/decisions.md). */
export const robotUnits = pgTable(
  'robot_units',
  {
    id: serial('id').primaryKey(),
    sn: text('sn').notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => robotModels.id),
    /** The distributor the unit was shipped to (informational; lookups are open, see decisions). */
    companyId: integer('company_id').references(() => companies.id),
    productionDate: date('production_date', { mode: 'string' }).notNull(),
    shipDate: date('ship_date', { mode: 'string' }),
    saleDate: date('sale_date', { mode: 'string' }),
    warrantyType: integer('warranty_type').notNull(),
    warrantyUpdated: boolean('warranty_updated').notNull().default(false),
    manualStart: date('manual_start', { mode: 'string' }),
    manualEnd: date('manual_end', { mode: 'string' }),
    extMonths: integer('ext_months').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('robot_units_sn_uq').on(t.sn),
    index('robot_units_sn_trgm').using('gin', sql`${t.sn} gin_trgm_ops`),
    index('robot_units_model_idx').on(t.modelId),
  ],
);

/** A part fitted in a unit's slot, from a date until it is removed; history is the removed rows. */
export const fittedParts = pgTable(
  'fitted_parts',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => robotUnits.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: partSlots }).notNull(),
    pn: text('pn').notNull(),
    sn: text('sn'),
    fittedFrom: date('fitted_from', { mode: 'string' }).notNull(),
    removedAt: date('removed_at', { mode: 'string' }),
  },
  (t) => [
    // One serial can be fitted in one robot at a time: the database enforces it (-27 on conflict).
    uniqueIndex('fitted_parts_sn_fitted_uq')
      .on(t.sn)
      .where(sql`${t.removedAt} is null and ${t.sn} is not null`),
    index('fitted_parts_unit_idx').on(t.unitId, t.slot),
    index('fitted_parts_sn_trgm').using('gin', sql`${t.sn} gin_trgm_ops`),
  ],
);

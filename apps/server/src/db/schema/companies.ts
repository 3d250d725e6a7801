import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A company: the provider, a distributor, or a service centre (which may sit under a distributor). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['provider', 'distributor', 'service_centre'] }).notNull(),
    parentId: integer('parent_id'),
    currency: text('currency').notNull().default('USD'),
    priceList: text('price_list').notNull().default('standard'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_number_uq').on(t.number), index('companies_parent_idx').on(t.parentId)],
);

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';
import { brands } from './catalogue.ts';

/** A company: the provider, a distributor, or a service centre (which may sit under a distributor). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['provider', 'distributor', 'service_centre'] }).notNull(),
    parentId: integer('parent_id'),
    /** ISO 3166-1 alpha-2 ('' for companies made before the companies screen). */
    country: text('country').notNull().default(''),
    currency: text('currency').notNull().default('USD'),
    priceList: text('price_list').notNull().default('standard'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_number_uq').on(t.number),
    index('companies_parent_idx').on(t.parentId),
    // The companies list: sorts end in the id; the search is a substring of number or name.
    index('companies_name_idx').on(t.name, t.id),
    index('companies_created_idx').on(t.createdAt, t.id),
    index('companies_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
    index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The company a row belongs to (a row is never without one). */
export function companyRef() {
  return integer('company_id')
    .notNull()
    .references(() => companies.id);
}

/** Which brands a company sees (provider staff see all; a service centre also sees its distributor's). */
export const companyBrands = pgTable(
  'company_brands',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.brandId] }), index('company_brands_brand_idx').on(t.brandId)],
);

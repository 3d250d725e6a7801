import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** A robot brand; images are storage keys served by GET /api/images/:key. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  imageMain: text('image_main'),
  imageSlim: text('image_slim'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A robot model: one row per part number and model year, with the spec's fields. */
export const robotModels = pgTable(
  'robot_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    pn: text('pn').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    customerPn: text('customer_pn').notNull().default(''),
    imageMain: text('image_main'),
    imageBig: text('image_big'),
    imageView: text('image_view'),
    imageExplodedBig: text('image_exploded_big'),
    imageSlim: text('image_slim'),
    poolArea: text('pool_area').notNull().default(''),
    access: text('access').notNull().default(''),
    climb: text('climb').notNull().default(''),
    cycleTime: text('cycle_time').notNull().default(''),
    electronic: text('electronic').notNull().default(''),
    psu: text('psu').notNull().default(''),
    cableLength: text('cable_length').notNull().default(''),
    weight: text('weight').notNull().default(''),
    certificate: text('certificate').notNull().default('N'),
    warrantyType: integer('warranty_type').notNull().default(231),
  },
  (t) => [
    uniqueIndex('robot_models_pn_year_uq').on(t.pn, t.year),
    index('robot_models_brand_idx').on(t.brandId, t.year),
    index('robot_models_pn_trgm').using('gin', sql`${t.pn} gin_trgm_ops`),
    index('robot_models_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The part-number registry: description, non-serial flag and the serial pattern (prefix + length). */
export const partNumbers = pgTable(
  'part_numbers',
  {
    pn: text('pn').primaryKey(),
    description: text('description').notNull(),
    isNonSerial: boolean('is_non_serial').notNull().default(false),
    snPrefix: text('sn_prefix'),
    snLength: integer('sn_length'),
  },
  (t) => [
    // The part search by PN prefix: a range in byte order, whatever the database's collation.
    index('part_numbers_pn_c_idx').on(sql`(${t.pn} collate "C")`),
    index('part_numbers_pn_trgm').using('gin', sql`${t.pn} gin_trgm_ops`),
    index('part_numbers_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export const partSlots = ['motor', 'slave', 'pump1', 'pump2', 'psu', 'other'] as const;
export type PartSlot = (typeof partSlots)[number];

/** A model's workbook line (balloon id on the exploded view); slot says which fitted part it is. */
export const workbookParts = pgTable(
  'workbook_parts',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => robotModels.id, { onDelete: 'cascade' }),
    balloonId: numeric('balloon_id', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    pn: text('pn')
      .notNull()
      .references(() => partNumbers.pn),
    amount: integer('amount').notNull().default(1),
    slot: text('slot', { enum: partSlots }),
  },
  (t) => [
    index('workbook_parts_model_idx').on(t.modelId, t.balloonId),
    index('workbook_parts_pn_idx').on(t.pn),
  ],
);

/** Documents (manuals, …) and certifications of a model; storage_key for the download. */
export const modelDocuments = pgTable(
  'model_documents',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => robotModels.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['document', 'certification'] }).notNull(),
    name: text('name').notNull(),
    no: text('no').notNull().default(''),
    code: text('code').notNull().default(''),
    year: integer('year'),
    storageKey: text('storage_key'),
  },
  (t) => [index('model_documents_model_idx').on(t.modelId, t.kind)],
);

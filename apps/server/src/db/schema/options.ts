import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

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

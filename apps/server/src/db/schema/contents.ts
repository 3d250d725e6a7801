import { boolean, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type ContentProp = { name: string; data: string };

/** News, FAQ (qa) and fixed texts, with props title_{lang}/body_{lang}. */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['news', 'qa', 'text'] }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    locked: boolean('locked').notNull().default(false),
    props: jsonb('props').$type<ContentProp[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contents_type_idx').on(t.type, t.createdAt)],
);

import { boolean, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contents_type_idx').on(t.type, t.createdAt)],
);

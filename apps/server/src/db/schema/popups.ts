import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../columns.ts';

/** Warranty repair report popups (spec 03 "/admin/popups"): a message shown for the serials listed under it. */
export const popupMessages = pgTable('popup_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull().default(''),
  /** Kept with the serials in the import's transaction, so the list sorts by it without counting. */
  snCount: integer('sn_count').notNull().default(0),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The robot serials of a message (uppercased); the report looks a serial up by `sn`. */
export const popupSerials = pgTable(
  'popup_serials',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => popupMessages.id, { onDelete: 'cascade' }),
    sn: text('sn').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.sn] }), index('popup_serials_sn_idx').on(t.sn)],
);

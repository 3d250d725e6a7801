import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One notification of one user: a type code and its parameters; the screen renders the words. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The bell's unseen count and newest unseen (an index-only count of a user's unseen rows).
    index('notifications_user_unseen_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.viewedAt} is null`),
    // The newest seen of a user in order (the bell's and the lists' seen half, the page's viewed tab).
    index('notifications_user_seen_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.viewedAt} is not null`),
  ],
);

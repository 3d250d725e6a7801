import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../columns.ts';
import { userRef } from './auth.ts';

/** One notification of one user: a type code and its parameters; the screen renders the words. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: userRef('cascade'),
    type: text('type').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    viewedAt: moment('viewed_at'),
    createdAt: createdAt(),
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

import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../columns.ts';

/** Fixed-window counters shared by every instance (login throttling, reset and contact limits). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: moment('window_ends_at').notNull(),
});

import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from '../columns.ts';

/** A scheduled run claims (job, period) once across all instances; a lapsed lease may be taken over. */
export const jobClaims = pgTable(
  'job_claims',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    claimedBy: text('claimed_by').notNull(),
    leaseUntil: moment('lease_until').notNull(),
    doneAt: moment('done_at'),
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** Fixed-window counters shared by every instance (login throttling, reset and contact limits). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: moment('window_ends_at').notNull(),
});

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A scheduled run claims (job, period) once across all instances; a lapsed lease may be taken over. */
export const jobClaims = pgTable(
  'job_claims',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    claimedBy: text('claimed_by').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);

/** Fixed-window counters shared by every instance (login throttling, reset and contact limits). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

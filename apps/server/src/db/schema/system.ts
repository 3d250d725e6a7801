import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Who changed what, when: every admin change writes a row through recordAudit. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

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

/** Outgoing mail waits here until the outbox job delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<{ filename: string; fileId: number }[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/** Fixed-window counters shared by every instance (login throttling, reset and contact limits). */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/** Settings the app generates and keeps (e.g. its secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Usage events for statistics: LOGIN, PVU (page view: `path` is the page), FILE (document view: `path` is the
 * file's name). Written in batches by modules/statistics/event-buffer.ts. The reports read a type over a
 * date range (type, at), or a few customers' events (type, company_id, at).
 */
export const statEvents = pgTable(
  'stat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    userId: integer('user_id'),
    companyId: integer('company_id'),
    path: text('path'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stat_events_type_at_idx').on(t.type, t.at),
    index('stat_events_type_company_at_idx').on(t.type, t.companyId, t.at),
  ],
);

import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../columns.ts';

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
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [
    index('stat_events_type_at_idx').on(t.type, t.at),
    index('stat_events_type_company_at_idx').on(t.type, t.companyId, t.at),
  ],
);

// Usage events of the scale data set (stat_events: what the statistics reports "users logins", "page views" and
// "file views" count): the partners that own RMAs over the last two years, mostly page views, deterministic as
// the rest of the set.
import { type SQL, sql } from 'drizzle-orm';
import { int, intArray, pick, pickFrom, textArray } from './scale-sql.ts';
import type { Owners } from './scale-units-sql.ts';

const types = textArray(['LOGIN', 'PVU', 'PVU', 'PVU', 'PVU', 'PVU', 'PVU', 'FILE']);
const pages = textArray([
  '/',
  '/repairs/robot_data',
  '/repairs/report',
  '/repairs/rma_history',
  '/repairs/complete_unit_reports',
  '/spares/make_order',
  '/spares/orders',
  '/compatibility',
  '/feedback/history',
  '/notifications',
]);
const files = textArray([
  'user-manual-en.pdf',
  'exploded-view.pdf',
  'service-guide.pdf',
  'warranty-policy.pdf',
  'quick-start.pdf',
  'parts-catalogue.pdf',
]);

/** Events k in (from, to], spread evenly over the two years before `now`. */
export function insertStatEvents(from: number, to: number, count: number, owners: Owners, now: Date): SQL {
  const n = owners.userIds.length;
  const nowLiteral = sql.raw(`timestamptz '${now.toISOString()}'`);
  return sql`insert into stat_events (type, user_id, company_id, path, at)
    select x.type, (${intArray(owners.userIds)})[1 + x.s], (${intArray(owners.companyIds)})[1 + x.s],
      case x.type when 'PVU' then ${pickFrom(pages, 10, 'x.k', 72)} when 'FILE' then ${pickFrom(files, 6, 'x.k', 73)} end,
      x.at
    from (
      select k, ${pick('k', 70, n)} as s, (${types})[1 + ${pick('k', 71, 8)}] as type,
        ${nowLiteral} - ((${int(count)} - k) * 730.0 / ${int(count)}) * interval '1 day'
          - ${pick('k', 74, 86400)} * interval '1 second' as at
      from generate_series(${int(from + 1)}, ${int(to)}) k
    ) x`;
}

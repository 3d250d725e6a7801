// Complete-unit requests of the scale data set: one for every tenth robot unit of the set, filed by the
// partners that own RMAs, over the last two years, in every status (deterministic, as the rest of the set).
import { type SQL, sql } from 'drizzle-orm';
import { int, intArray, pick, pickFrom, textArray } from './scale-sql.ts';
import type { Owners } from './scale-units-sql.ts';

const firstNames = textArray([
  'Ana',
  'Marc',
  'Léa',
  'Paul',
  'Noa',
  'Elena',
  'Marco',
  'Julie',
  'Dana',
  'Hugo',
]);
const lastNames = textArray(['Lopez', 'Martin', 'Moreau', 'Cohen', 'Bianchi', 'García', 'Levi', 'Bernard']);
const statuses = textArray(['SNT', 'WAT', 'REC', 'PRO', 'RET', 'REJ', 'APP', 'APP']);
const currencies = textArray(['USD', 'EUR', 'ILS']);

export type UnitRequestOptions = { complaints: number[]; suspiciousParts: number[] };

/** Requests k in (from, to], on unit `unitBase + 10k` (count ≤ units / 10). */
export function insertCompleteUnits(
  unitBase: number,
  from: number,
  to: number,
  count: number,
  owners: Owners,
  options: UnitRequestOptions,
  now: Date,
): SQL {
  const n = owners.userIds.length;
  const nowLiteral = sql.raw(`timestamptz '${now.toISOString()}'`);
  return sql`insert into complete_units (company_id, user_id, unit_id, sn, date_arrived, first_name, last_name,
      city, purchase_date, complaint_id, suspicious_part_id, comments, technician_comments, action, new_sn,
      status, credit_amount, credit_currency, maker_comment, created_at, updated_at)
    select (${intArray(owners.companyIds)})[1 + x.s], (${intArray(owners.userIds)})[1 + x.s], u.id, u.sn,
      (x.created - interval '1 day')::date,
      ${pickFrom(firstNames, 10, 'x.k', 40)}, ${pickFrom(lastNames, 8, 'x.k', 41)}, 'Springfield',
      (x.created - (200 + ${pick('x.k', 42, 500)}) * interval '1 day')::date,
      ${pickFrom(intArray(options.complaints), options.complaints.length, 'x.k', 43)},
      ${pickFrom(intArray(options.suspiciousParts), options.suspiciousParts.length, 'x.k', 44)},
      'Stops after a few cycles.', '', case when x.k % 3 = 0 then 'new' else 'refund' end,
      case when x.k % 3 = 0 then 'SN' || lpad((90000000 + x.k)::text, 8, '0') else '' end,
      x.status,
      case when x.status = 'APP' then 50 + ${pick('x.k', 45, 900)} end,
      case when x.status = 'APP' then ${pickFrom(currencies, 3, 'x.k', 46)} end,
      case when x.status in ('APP', 'REJ') then 'Reviewed.' else '' end,
      x.created, x.created
    from (
      select k, ${pick('k', 47, n)} as s,
        ${nowLiteral} - ((${int(count)} - k) * 730.0 / ${int(count)}) * interval '1 day'
          - ${pick('k', 48, 86400)} * interval '1 second' as created,
        case when (${int(count)} - k) * 730.0 / ${int(count)} > 30
             then (${statuses})[3 + ${pick('k', 49, 6)}]
             else (${statuses})[1 + ${pick('k', 49, 8)}] end as status
      from generate_series(${int(from + 1)}, ${int(to)}) k
    ) x
    join robot_units u on u.id = ${int(unitBase)} + x.k * 10
    on conflict (unit_id) do nothing`;
}

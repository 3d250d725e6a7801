// Feedback reports of the scale data set: filed by the partners that own RMAs, over the last two years,
// every form and status, robot forms on units of the set (deterministic, as the rest of the set).
import { type SQL, sql } from 'drizzle-orm';
import { int, intArray, pick, pickFrom, textArray } from './scale-sql.ts';
import type { Owners } from './scale-units-sql.ts';

// Menu and form pairs the creation screen offers (weights by repetition).
const menus = textArray([
  'robots',
  'robots',
  'robots',
  'spareparts',
  'spareparts',
  'technical',
  'technical',
  'others',
]);
const forms = textArray([
  'shipment',
  'brokenRobot',
  'missingItem',
  'brokenItem',
  'wrongItem',
  'technical',
  'technical',
  'issues',
]);
const shipments = textArray(['stuckInCustoms', 'didNotArrive', 'didNotArriveOnTime', 'wrongDestination']);
const statuses = textArray(['REC', 'PRO', 'CLS', 'CLS']);
const complaintTypes = textArray(['sup', 'manufacturer', 'client']);
const departments = textArray(['development', 'production', 'documentation']);

/** Reports k in (from, to]; robot forms name unit `unitBase + 1 + k % unitCount`. */
export function insertFeedback(
  unitBase: number,
  unitCount: number,
  from: number,
  to: number,
  count: number,
  owners: Owners,
  now: Date,
): SQL {
  const n = owners.userIds.length;
  const nowLiteral = sql.raw(`timestamptz '${now.toISOString()}'`);
  return sql`insert into feedback_reports (company_id, user_id, menu, form_type, sub_type, pn, sn, form_data,
      status, complaint_type, department, handling, first_status_change_at, closed_at, created_at, updated_at)
    select (${intArray(owners.companyIds)})[1 + x.s], (${intArray(owners.userIds)})[1 + x.s],
      (${menus})[x.f], (${forms})[x.f],
      case when x.f = 1 then ${pickFrom(shipments, 4, 'x.k', 62)} else '' end,
      case when x.f in (2, 3, 6, 7) then m.pn when x.f in (4, 5) then 'PT-' || lpad((x.k % 5000)::text, 5, '0') else '' end,
      case when x.f in (2, 6, 7) then u.sn else '' end,
      jsonb_build_object('menu', (${menus})[x.f], 'formType', (${forms})[x.f], 'someoneElse', 'no',
        'description', 'Generated report ' || x.k),
      x.status,
      case when x.status <> 'SNT' then ${pickFrom(complaintTypes, 3, 'x.k', 63)} end,
      case when x.status <> 'SNT' then ${pickFrom(departments, 3, 'x.k', 64)} end,
      case when x.status <> 'SNT' then jsonb_build_object('handledBy', 'Sam Staff') else '{}'::jsonb end,
      case when x.status <> 'SNT' then x.created + interval '2 days' end,
      case when x.status = 'CLS' then x.created + interval '9 days' end,
      x.created, x.created
    from (
      select k, ${pick('k', 60, n)} as s, 1 + ${pick('k', 61, 8)} as f,
        ${nowLiteral} - ((${int(count)} - k) * 730.0 / ${int(count)}) * interval '1 day'
          - ${pick('k', 65, 86400)} * interval '1 second' as created,
        case when (${int(count)} - k) * 730.0 / ${int(count)} < 14 and ${pick('k', 66, 2)} = 0 then 'SNT'
             else (${statuses})[1 + ${pick('k', 67, 4)}] end as status
      from generate_series(${int(from + 1)}, ${int(to)}) k
    ) x
    join robot_units u on u.id = ${int(unitBase)} + 1 + x.k % ${int(unitCount)}
    join robot_models m on m.id = u.model_id`;
}

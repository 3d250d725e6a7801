// Set-based SQL of the scale robot units, repairs and notifications (see scale-sql.ts for the helpers).
import { type SQL, sql } from 'drizzle-orm';
import { int, intArray, pick, pickFrom, textArray } from './scale-sql.ts';

export type Owners = { companyIds: number[]; userIds: number[] };

const dateLiteral = (d: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) throw new Error(`bad date ${d}`);
  return sql.raw(`date '${d}'`);
};
const instantLiteral = (d: Date) => sql.raw(`timestamptz '${d.toISOString()}'`);

/**
 * Robot units g in (from, to] (serials SR00000001…), of any model, shipped to a partner company; 60% sold,
 * half of those warranty-updated, one in ten with an extended warranty.
 */
export function insertUnits(
  base: number,
  from: number,
  to: number,
  modelCount: number,
  companyIds: number[],
  today: string,
) {
  const t = dateLiteral(today);
  return sql`insert into robot_units (id, sn, model_id, company_id, production_date, ship_date, sale_date,
      warranty_type, warranty_updated, ext_months, created_at)
    select ${int(base)} + x.g, 'SR' || lpad(x.g::text, 8, '0'), x.model_id, x.company_id, x.prod,
      least(${t}, x.prod + 14), x.sale, x.warranty_type, x.sale is not null and x.g % 2 = 0,
      case when ${pick('x.g', 20, 10)} = 0 then 12 else 0 end, x.prod::timestamptz
    from (
      select y.*, case when ${pick('y.g', 21, 100)} < 60 and y.prod + 30 + ${pick('y.g', 22, 200)} <= ${t}
                       then y.prod + 30 + ${pick('y.g', 22, 200)} end as sale
      from (
        select g, m.id as model_id, m.warranty_type,
          ${pickFrom(intArray(companyIds), companyIds.length, 'g', 23)} as company_id,
          least(${t} - 1, make_date(m.year, 1, 1) + ${pick('g', 24, 365)}) as prod
        from generate_series(${int(from + 1)}, ${int(to)}) g
        join (select id, year, warranty_type, row_number() over (order by id) as rn from robot_models) m
          on m.rn = 1 + ${pick('g', 25, modelCount)}
      ) y
    ) x`;
}

const slotNumber = sql.raw(
  "case w.slot when 'motor' then 0 when 'slave' then 1 when 'pump1' then 2 when 'pump2' then 3 else 4 end",
);

/** The fitted parts of units (id range) from their model's workbook; one in ten had its motor replaced. */
export function insertFittedParts(fromId: number, toId: number, today: string): SQL[] {
  const t = dateLiteral(today);
  const range = sql`u.id between ${int(fromId)} and ${int(toId)}`;
  return [
    sql`insert into fitted_parts (unit_id, slot, pn, sn, fitted_from)
      select u.id, w.slot, w.pn,
        case when p.sn_prefix is null then null
             else p.sn_prefix || lpad((50000000 + u.id * 8 + ${slotNumber})::text,
                                      coalesce(p.sn_length, 10) - length(p.sn_prefix), '0') end,
        u.production_date
      from robot_units u
      join workbook_parts w on w.model_id = u.model_id and w.slot is not null and w.slot <> 'other'
      join part_numbers p on p.pn = w.pn
      where ${range}`,
    sql`update fitted_parts f set removed_at = u.production_date + 150
      from robot_units u
      where f.unit_id = u.id and ${range} and f.slot = 'motor' and f.removed_at is null
        and ${pick('u.id', 26, 10)} = 0 and u.production_date + 150 < ${t}`,
    sql`insert into fitted_parts (unit_id, slot, pn, sn, fitted_from)
      select f.unit_id, f.slot, f.pn, left(f.sn, 2) || (60000000 + f.unit_id)::text, f.removed_at
      from fitted_parts f join robot_units u on u.id = f.unit_id
      where ${range} and f.removed_at is not null and f.sn is not null`,
  ];
}

/** The warranty updates of the warranty-updated units (id range), made by the first active user of their company. */
export function insertWarrantyUpdates(fromId: number, toId: number, now: Date) {
  return sql`insert into warranty_updates (unit_id, sn, company_id, user_id, sale_date, created_at)
    select u.id, u.sn, u.company_id, o.user_id, u.sale_date,
      least(${instantLiteral(now)}, (u.sale_date + 3)::timestamptz)
    from robot_units u
    cross join lateral (select min(id) as user_id from users
                        where company_id = u.company_id and status = 'active') o
    where u.id between ${int(fromId)} and ${int(toId)} and u.warranty_updated and o.user_id is not null
    on conflict do nothing`;
}

/** RMA k (1…count) of the set: owner by hash, sent over the three years before `now` (older: finished). */
export function insertRmas(base: number, from: number, to: number, count: number, owners: Owners, now: Date) {
  const n = owners.userIds.length;
  return sql`insert into rma_requests (id, company_id, user_id, status, finished, date_sent, finished_at,
      refund_invoice_no, refund_order_no, refund, labor_cost, is_auto_sent, updated_at)
    select ${int(base)} + x.k, (${intArray(owners.companyIds)})[1 + x.s], (${intArray(owners.userIds)})[1 + x.s],
      x.status, x.finished, x.sent,
      case when x.finished then x.sent + (3 + ${pick('x.k', 30, 20)}) * interval '1 day' end,
      case when x.status in ('APP', 'CLS') then 'INV-' || (100000 + x.k) else '' end,
      case when x.status in ('APP', 'CLS') then 'SO-' || (500000 + x.k) else '' end,
      case when x.status in ('APP', 'CLS') then 20 + ${pick('x.k', 31, 300)} end,
      case when x.finished then 30 end,
      ${pick('x.k', 32, 20)} = 0,
      case when x.finished then x.sent + (3 + ${pick('x.k', 30, 20)}) * interval '1 day' else x.sent end
    from (
      select y.*, y.status in ('APP', 'REJ', 'CLS') as finished
      from (
        select k, ${pick('k', 33, n)} as s,
          ${instantLiteral(now)} - ((${int(count)} - k) * 1095.0 / ${int(count)}) * interval '1 day'
            - ${pick('k', 34, 86400)} * interval '1 second' as sent,
          case when (${int(count)} - k) * 1095.0 / ${int(count)} > 45
               then (array['APP','REJ','CLS','CLS','CLS','APP','CLS','PRO'])[1 + ${pick('k', 35, 8)}]
               else (array['WAT','SNT','SNT','REC','PRO','RET','APP','CLS'])[1 + ${pick('k', 35, 8)}] end
            as status
        from generate_series(${int(from + 1)}, ${int(to)}) k
      ) y
    ) x`;
}

const technicians = textArray([
  'Marc Dupuis',
  'Lucia Rossi',
  'Dan Cohen',
  'Ana Ruiz',
  'Tom Baker',
  'Eli Mor',
]);
const complaintsText = textArray([
  '',
  '',
  '',
  'Customer reports the robot stops after a few minutes',
  'Worn after one season',
  'Intermittent fault',
]);

/**
 * Lines of a source of (company_id, user_id, parent_id, k, n, sent_at, finished, rstatus, serial_base): n lines
 * per source row, each a part of a robot's workbook (the fitted serial for serial parts).
 */
function insertLines(
  source: SQL,
  unitBase: number,
  unitCount: number,
  complaints: number[],
  failures: number[],
) {
  const seed = sql.raw('(r.k * 8 + i)');
  return sql`insert into rma_lines (company_id, user_id, parent_id, robot_sn, robot_pn, old_pn, old_sn, new_pn,
      new_sn, amount, part_desc, complaint_id, failure_id, description, technician, internal_number,
      repair_date, under_warranty, part_warranty_end, return_to_qa, status, remark, created_at)
    with wb as (
      select model_id, pn, slot, amount, row_number() over (partition by model_id order by id) as rn,
        count(*) over (partition by model_id) as cnt
      from workbook_parts
    )
    select r.company_id, r.user_id, r.parent_id, u.sn, m.pn, w.pn, coalesce(f.sn, ''), w.pn,
      case when f.sn is null then '' else left(f.sn, 2) || (r.serial_base + i)::text end,
      w.amount, p.description,
      ${pickFrom(intArray(complaints), complaints.length, seed, 40)},
      ${pickFrom(intArray(failures), failures.length, seed, 41)},
      ${pickFrom(complaintsText, 6, seed, 42)}, ${pickFrom(technicians, 6, seed, 43)},
      'WO-' || r.k || '-' || i, d.repair_date, d.repair_date < u.production_date + 730,
      u.production_date + 730, ${pick(seed, 44, 40)} = 0,
      case when not r.finished then null when r.rstatus = 'REJ' then 'REJ'
           when d.repair_date < u.production_date + 730 then 'APP' else 'REJ' end,
      case when r.finished and (r.rstatus = 'REJ' or d.repair_date >= u.production_date + 730)
           then 'Out of warranty: part not credited.' else '' end,
      case when r.parent_id is null then r.sent_at else r.sent_at - interval '1 day' end
    from (${source}) r
    cross join lateral generate_series(1, r.n) i
    join robot_units u on u.id = ${int(unitBase)} + 1 + ${pick(seed, 45, unitCount)}
    join robot_models m on m.id = u.model_id
    join wb w on w.model_id = u.model_id and w.rn = 1 + ${pick(seed, 46, sql.raw('w.cnt'))}
    join part_numbers p on p.pn = w.pn
    left join fitted_parts f on f.unit_id = u.id and f.slot = w.slot and f.removed_at is null
      and w.slot <> 'other'
    cross join lateral (select greatest(u.production_date,
      (r.sent_at at time zone 'UTC')::date - ${pick(seed, 47, 20)}) as repair_date) d`;
}

type LineContext = { unitBase: number; unitCount: number; complaints: number[]; failures: number[] };

/** The lines of RMAs k in (from, to]: 1–7 each, exactly 4 × count over the whole set. */
export function insertRmaLines(rmaBase: number, from: number, to: number, count: number, ctx: LineContext) {
  const boundary = (x: string) => sql`(case when ${sql.raw(x)} <= 0 or ${sql.raw(x)} >= ${int(count)} then 0
    else ${pick(x, 36, 4)} end)`;
  const source = sql`select company_id, user_id, id as parent_id, id - ${int(rmaBase)} as k,
      4 + ${boundary(`id - ${rmaBase}`)} - ${boundary(`id - ${rmaBase} - 1`)} as n,
      date_sent as sent_at, finished, status as rstatus, 70000000 + (id - ${int(rmaBase)}) * 8 as serial_base
    from rma_requests where id between ${int(rmaBase + from + 1)} and ${int(rmaBase + to)}`;
  return insertLines(source, ctx.unitBase, ctx.unitCount, ctx.complaints, ctx.failures);
}

/**
 * Unsent draft lines (one per source row) of the current month: the monthly job sends older drafts, so older
 * ones would be turned into RMAs at the first start of the server.
 */
export function insertDraftLines(count: number, owners: Owners, now: Date, ctx: LineContext) {
  const n = owners.userIds.length;
  // From a day after the month began (in any time zone) until now.
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 2);
  const spanSeconds = Math.max(1, Math.floor((now.getTime() - monthStart) / 1000));
  const source = sql`select (${intArray(owners.companyIds)})[1 + s] as company_id,
      (${intArray(owners.userIds)})[1 + s] as user_id, null::int as parent_id, 2000000 + g as k, 1 as n,
      ${instantLiteral(now)} - ${pick('g', 37, spanSeconds)} * interval '1 second' as sent_at,
      false as finished, null::text as rstatus, 80000000 + g * 8 as serial_base
    from (select g, ${pick('g', 38, n)} as s from generate_series(1, ${int(count)}) g) x`;
  return insertLines(source, ctx.unitBase, ctx.unitCount, ctx.complaints, ctx.failures);
}

/** RMA status notifications g in (from, to] of the last year, 70% seen. */
export function insertNotifications(
  from: number,
  to: number,
  userIds: number[],
  rmaBase: number,
  rmaCount: number,
  now: Date,
) {
  return sql`insert into notifications (user_id, type, params, viewed_at, created_at)
    select ${pickFrom(intArray(userIds), userIds.length, 'x.g', 50)}, 'RMA',
      jsonb_build_object('rmaId', ${int(rmaBase)} + 1 + ${pick('x.g', 51, rmaCount)},
        'status', (array['REC','PRO','RET','APP','REJ','CLS'])[1 + x.st], 'finished', x.st >= 3),
      case when ${pick('x.g', 52, 10)} < 7 then x.at + interval '2 hours' end, x.at
    from (select g, ${pick('g', 53, 6)} as st,
            ${instantLiteral(now)} - ${pick('g', 54, 365 * 86400)} * interval '1 second' as at
          from generate_series(${int(from + 1)}, ${int(to)}) g) x`;
}

import { normalizePn, normalizeSn } from '@poolside/contract/part-rules';
import type { StatisticsRequest } from '@poolside/contract/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { customerCondition, fillPeriods, inRange, periodOf } from '../report-range.ts';
import { type ReportContext, rowsOf } from './query.ts';

type Params<T extends StatisticsRequest['reportType']> = Extract<StatisticsRequest, { reportType: T }>;

/**
 * RMA: per period of sending, the RMAs sent and their lines, under warranty (green) or not (red). A robot or
 * part PN keeps the lines of that robot/part (and the RMAs that have one); status is the RMA's.
 * Index: rma_requests (date_sent, id) or (company_id, date_sent, id); lines by rma_lines (parent_id, …).
 */
export async function rmaReport({ db, range }: ReportContext, p: Params<'RMA'>) {
  const lineFilters: SQL[] = [];
  if (p.robotPn) lineFilters.push(sql`l.robot_pn = ${normalizePn(p.robotPn)}`);
  if (p.partPn) lineFilters.push(sql`l.old_pn = ${normalizePn(p.partPn)}`);
  const join =
    lineFilters.length > 0
      ? sql`join rma_lines l on l.parent_id = r.id and ${sql.join(lineFilters, sql` and `)}`
      : sql`left join rma_lines l on l.parent_id = r.id`;
  const rows = await rowsOf<{ period: string; rmas: number; lines: number; green: number; red: number }>(
    db,
    sql`select ${periodOf(range, sql`r.date_sent`)} as period,
          count(distinct r.id)::int as rmas,
          count(l.id)::int as lines,
          (count(l.id) filter (where l.under_warranty))::int as green,
          (count(l.id) filter (where not l.under_warranty))::int as red
        from rma_requests r ${join}
        where ${inRange(range, sql`r.date_sent`)}
          ${p.status ? sql`and r.status = ${p.status}` : sql``}
          ${customerCondition(sql`r.company_id`, p)}
        group by 1`,
  );
  return fillPeriods(range, rows, { rmas: 0, lines: 0, green: 0, red: 0 });
}

/**
 * QA: per part PN replaced, the repair lines of the range (by repair date, drafts included: the QA rule
 * marks a line when it is reported) and how many of them go back to QA; PNs with at least one QA line,
 * most first. Index: rma_lines (repair_date), (company_id, repair_date) or (robot_sn, repair_date).
 */
export async function qaReport({ db, range, limit }: ReportContext, p: Params<'QA'>) {
  return rowsOf<{ partPN: string; lines: number; qaLines: number }>(
    db,
    sql`select l.old_pn as "partPN", count(*)::int as lines,
          (count(*) filter (where l.return_to_qa))::int as "qaLines"
        from rma_lines l
        where l.repair_date >= cast(${range.fromDay} as date) and l.repair_date <= cast(${range.toDay} as date)
          ${p.robotSN ? sql`and l.robot_sn = ${normalizeSn(p.robotSN)}` : sql``}
          ${p.partPN ? sql`and l.old_pn = ${normalizePn(p.partPN)}` : sql``}
          ${customerCondition(sql`l.company_id`, p)}
        group by l.old_pn
        having count(*) filter (where l.return_to_qa) > 0
        order by "qaLines" desc, lines desc, l.old_pn
        limit ${limit + 1}`,
  );
}

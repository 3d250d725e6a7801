import { normalizePn, normalizeSn } from '@poolside/contract/part-rules';
import type { StatisticsRequest } from '@poolside/contract/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { customerCondition, fillPeriods, inRange, periodOf } from '../report-range.ts';
import { type ReportContext, rowsOf } from './query.ts';
import { alias } from 'drizzle-orm/pg-core';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';

// The statement's tables under their SQL aliases: columns are schema objects, so a rename breaks the build.
const r = alias(rmaRequests, 'r');
const l = alias(rmaLines, 'l');

type Params<T extends StatisticsRequest['reportType']> = Extract<StatisticsRequest, { reportType: T }>;

/**
 * RMA: per period of sending, the RMAs sent and their lines, under warranty (green) or not (red). A robot or
 * part PN keeps the lines of that robot/part (and the RMAs that have one); status is the RMA's.
 * Index: rma_requests (date_sent, id) or (company_id, date_sent, id); lines by rma_lines (parent_id, …).
 */
export async function rmaReport({ db, range }: ReportContext, p: Params<'RMA'>) {
  const lineFilters: SQL[] = [];
  if (p.robotPn) lineFilters.push(sql`${l.robotPn} = ${normalizePn(p.robotPn)}`);
  if (p.partPn) lineFilters.push(sql`${l.oldPn} = ${normalizePn(p.partPn)}`);
  const join =
    lineFilters.length > 0
      ? sql`join ${rmaLines} ${l} on ${l.parentId} = ${r.id} and ${sql.join(lineFilters, sql` and `)}`
      : sql`left join ${rmaLines} ${l} on ${l.parentId} = ${r.id}`;
  const rows = await rowsOf<{ period: string; rmas: number; lines: number; green: number; red: number }>(
    db,
    sql`select ${periodOf(range, sql`${r.dateSent}`)} as period,
          count(distinct ${r.id})::int as rmas,
          count(${l.id})::int as lines,
          (count(${l.id}) filter (where ${l.underWarranty}))::int as green,
          (count(${l.id}) filter (where not ${l.underWarranty}))::int as red
        from ${rmaRequests} ${r} ${join}
        where ${inRange(range, sql`${r.dateSent}`)}
          ${p.status ? sql`and ${r.status} = ${p.status}` : sql``}
          ${customerCondition(sql`${r.companyId}`, p)}
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
    sql`select ${l.oldPn} as "partPN", count(*)::int as lines,
          (count(*) filter (where ${l.returnToQa}))::int as "qaLines"
        from ${rmaLines} ${l}
        where ${l.repairDate} >= cast(${range.fromDay} as date) and ${l.repairDate} <= cast(${range.toDay} as date)
          ${p.robotSN ? sql`and ${l.robotSn} = ${normalizeSn(p.robotSN)}` : sql``}
          ${p.partPN ? sql`and ${l.oldPn} = ${normalizePn(p.partPN)}` : sql``}
          ${customerCondition(sql`${l.companyId}`, p)}
        group by ${l.oldPn}
        having count(*) filter (where ${l.returnToQa}) > 0
        order by "qaLines" desc, lines desc, ${l.oldPn}
        limit ${limit + 1}`,
  );
}

import { complaintTypes, departments } from '@poolside/contract/feedback';
import { responseTimeDays, type StatisticsRequest } from '@poolside/contract/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../../lib/paging.ts';
import { customerCondition, fillPeriods, inRange, periodOf } from '../report-range.ts';
import { type ReportContext, rowsOf } from './query.ts';
import { alias } from 'drizzle-orm/pg-core';
import { companies } from '../../../db/schema/companies.ts';
import { feedbackReports } from '../../../db/schema/feedback.ts';

// The statement's tables under their SQL aliases: columns are schema objects, so a rename breaks the build.
const f = alias(feedbackReports, 'f');
const c = alias(companies, 'c');

type Params<T extends StatisticsRequest['reportType']> = Extract<StatisticsRequest, { reportType: T }>;

// Every feedback report counts the reports filed in the range: index feedback_reports (created_at, id), or
// (company_id, created_at, id) when the customers are limited. "Open" is any status but CLS.

const openClosed = sql`(count(*) filter (where ${f.status} <> 'CLS'))::int as open,
  (count(*) filter (where ${f.status} = 'CLS'))::int as closed`;
const filed = (ctx: ReportContext) => inRange(ctx.range, sql`${f.createdAt}`);
const statusIs = (status: string | null | undefined) => (status ? sql`and ${f.status} = ${status}` : sql``);

/** Feedback: per period, the reports filed and how many of them are now in each status. */
export async function feedbackReport(ctx: ReportContext, p: Params<'FEEDBACK'>) {
  const rows = await rowsOf<{
    period: string;
    reports: number;
    sent: number;
    received: number;
    inProcess: number;
    closed: number;
  }>(
    ctx.db,
    sql`select ${periodOf(ctx.range, sql`${f.createdAt}`)} as period, count(*)::int as reports,
          (count(*) filter (where ${f.status} = 'SNT'))::int as sent,
          (count(*) filter (where ${f.status} = 'REC'))::int as received,
          (count(*) filter (where ${f.status} = 'PRO'))::int as "inProcess",
          (count(*) filter (where ${f.status} = 'CLS'))::int as closed
        from ${feedbackReports} ${f}
        where ${filed(ctx)} ${statusIs(p.status)} ${customerCondition(sql`${f.companyId}`, p)}
        group by 1`,
  );
  return fillPeriods(ctx.range, rows, { reports: 0, sent: 0, received: 0, inProcess: 0, closed: 0 });
}

/** Feedback by customer: per customer, its reports (open and closed); most first. */
export async function feedbackByCustomerReport(ctx: ReportContext, p: Params<'FEEDBACK_BY_CUSTOMER'>) {
  return rowsOf<{ clientNumber: string; clientName: string; reports: number; open: number; closed: number }>(
    ctx.db,
    sql`select ${c.number} as "clientNumber", ${c.name} as "clientName", g.reports, g.open, g.closed
        from (
          select ${f.companyId}, count(*)::int as reports, ${openClosed}
          from ${feedbackReports} ${f}
          where ${filed(ctx)} ${statusIs(p.status)} ${customerCondition(sql`${f.companyId}`, p)}
          group by ${f.companyId}
        ) g
        join ${companies} ${c} on ${c.id} = g.company_id
        order by g.reports desc, ${c.name}, ${c.id}
        limit ${ctx.limit + 1}`,
  );
}

/**
 * Per code of a column (department, complaint type): every known code in the list's order (zero when none
 * was filed), then the reports without one ('') when there are any; only the chosen code when one is given.
 */
async function byCode(
  ctx: ReportContext,
  key: 'department' | 'complaintType',
  codes: readonly string[],
  column: SQL,
  chosen: string | null | undefined,
  status?: string | null,
) {
  const found = await rowsOf<{ code: string; reports: number; open: number; closed: number }>(
    ctx.db,
    sql`select coalesce(${column}, '') as code, count(*)::int as reports, ${openClosed}
        from ${feedbackReports} ${f}
        where ${filed(ctx)} ${chosen ? sql`and ${column} = ${chosen}` : sql``} ${statusIs(status)}
        group by 1`,
  );
  const byKey = new Map(found.map((r) => [r.code, r]));
  const shown = chosen ? [chosen] : [...codes, ...(byKey.has('') ? [''] : [])];
  return shown.map((code) => {
    const row = byKey.get(code);
    return { [key]: code, reports: row?.reports ?? 0, open: row?.open ?? 0, closed: row?.closed ?? 0 };
  });
}

/** Feedback by department: per department (development, production, documentation, then none). */
export function feedbackByDepartmentReport(ctx: ReportContext, p: Params<'FEEDBACK_BY_DEPARTMENT'>) {
  return byCode(ctx, 'department', departments, sql`${f.department}`, p.department, p.status);
}

/** Feedback by complaint type: per complaint type (supplier, manufacturer, client, then none). */
export function feedbackByComplaintTypeReport(ctx: ReportContext, p: Params<'FEEDBACK_BY_COMPLAINT_TYPE'>) {
  return byCode(ctx, 'complaintType', complaintTypes, sql`${f.complaintType}`, p.complaintType);
}

/**
 * Feedback by root cause: per root reason the handler wrote (compared trimmed and case-insensitively, shown
 * as first written; '' when none was written), most first; `rootReason` keeps the reasons that contain it.
 */
export async function feedbackByRootCauseReport(ctx: ReportContext, p: Params<'FEEDBACK_BY_ROOT_CAUSE'>) {
  const reason = sql`btrim(coalesce(${f.handling}->>'rootReason', ''))`;
  return rowsOf<{ rootReason: string; reports: number; open: number; closed: number }>(
    ctx.db,
    sql`select (array_agg(${reason} order by ${f.createdAt}, ${f.id}))[1] as "rootReason",
          count(*)::int as reports, ${openClosed}
        from ${feedbackReports} ${f}
        where ${filed(ctx)} ${p.rootReason ? sql`and ${reason} ilike ${likePattern(p.rootReason)}` : sql``}
        group by lower(${reason})
        order by reports desc, 1
        limit ${ctx.limit + 1}`,
  );
}

/**
 * Feedback response time: per period of filing, the reports answered (first status change) within the
 * threshold (`onTime`) or after it (`late`), not answered yet and older than it (`waitingLate`) or not yet
 * (`waiting`), and the average days to the first answer of the answered ones (one decimal).
 */
export async function responseTimeReport(ctx: ReportContext, p: Params<'FEEDBACK_RESPONSE_TIME'>) {
  const limit = responseTimeDays[p.responseTime] * 86_400;
  const answer = sql`extract(epoch from (${f.firstStatusChangeAt} - ${f.createdAt}))`;
  const age = sql`extract(epoch from (cast(${ctx.now.toISOString()} as timestamptz) - ${f.createdAt}))`;
  const rows = await rowsOf<{
    period: string;
    reports: number;
    onTime: number;
    late: number;
    waitingLate: number;
    waiting: number;
    avgResponseDays: number | null;
  }>(
    ctx.db,
    sql`select ${periodOf(ctx.range, sql`${f.createdAt}`)} as period, count(*)::int as reports,
          (count(*) filter (where ${f.firstStatusChangeAt} is not null and ${answer} <= ${limit}))::int as "onTime",
          (count(*) filter (where ${f.firstStatusChangeAt} is not null and ${answer} > ${limit}))::int as late,
          (count(*) filter (where ${f.firstStatusChangeAt} is null and ${age} > ${limit}))::int as "waitingLate",
          (count(*) filter (where ${f.firstStatusChangeAt} is null and ${age} <= ${limit}))::int as waiting,
          round(cast(avg(${answer}) / 86400 as numeric), 1)::float8 as "avgResponseDays"
        from ${feedbackReports} ${f}
        where ${filed(ctx)} ${customerCondition(sql`${f.companyId}`, p)}
        group by 1`,
  );
  return fillPeriods(ctx.range, rows, {
    reports: 0,
    onTime: 0,
    late: 0,
    waitingLate: 0,
    waiting: 0,
    avgResponseDays: null,
  });
}

/**
 * Unusual customer feedbacks: the customers who filed at least `amountToCheck` reports in the range, with
 * their open ones and their last report; most first.
 */
export async function unusualFeedbacksReport(ctx: ReportContext, p: Params<'UNUSUAL_CUSTOMER_FEEDBACKS'>) {
  return rowsOf<{
    clientNumber: string;
    clientName: string;
    reports: number;
    open: number;
    lastReport: number;
  }>(
    ctx.db,
    sql`select ${c.number} as "clientNumber", ${c.name} as "clientName", g.reports, g.open, g.last_report as "lastReport"
        from (
          select ${f.companyId}, count(*)::int as reports,
            (count(*) filter (where ${f.status} <> 'CLS'))::int as open,
            floor(extract(epoch from max(${f.createdAt})))::float8 as last_report
          from ${feedbackReports} ${f}
          where ${filed(ctx)}
          group by ${f.companyId}
          having count(*) >= ${p.amountToCheck}
        ) g
        join ${companies} ${c} on ${c.id} = g.company_id
        order by g.reports desc, ${c.name}, ${c.id}
        limit ${ctx.limit + 1}`,
  );
}

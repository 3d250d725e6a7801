import { normalizeSn } from '@poolside/contract/part-rules';
import type { StatisticsRequest } from '@poolside/contract/statistics';
import { sql } from 'drizzle-orm';
import { customerCondition, fillPeriods, inRange, periodOf } from '../report-range.ts';
import { type ReportContext, rowsOf } from './query.ts';

/**
 * Complete unit requests: per period of filing, the requests and what they ask for (a new unit or a refund);
 * robotSN keeps that robot's request, status the requests now in it.
 * Index: complete_units (created_at, id) or (company_id, created_at, id).
 */
export async function completeUnitsReport(
  { db, range }: ReportContext,
  p: Extract<StatisticsRequest, { reportType: 'COMPLETE_UNIT_REQUESTS' }>,
) {
  const rows = await rowsOf<{ period: string; requests: number; newUnits: number; refunds: number }>(
    db,
    sql`select ${periodOf(range, sql`u.created_at`)} as period, count(*)::int as requests,
          (count(*) filter (where u.action = 'new'))::int as "newUnits",
          (count(*) filter (where u.action = 'refund'))::int as refunds
        from complete_units u
        where ${inRange(range, sql`u.created_at`)}
          ${p.robotSN ? sql`and u.sn = ${normalizeSn(p.robotSN)}` : sql``}
          ${p.status ? sql`and u.status = ${p.status}` : sql``}
          ${customerCondition(sql`u.company_id`, p)}
        group by 1`,
  );
  return fillPeriods(range, rows, { requests: 0, newUnits: 0, refunds: 0 });
}

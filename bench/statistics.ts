// The statistics composer's reports (PUT /api/statistics) on the scale set. They are not hot routes (DESIGN.md
// section 6 lists the routes under load): one member of the maker's staff asks for one report and waits for
// it, so each report type is measured alone, one request at a time, over the last 30 days and the last year;
// the budget is the time a person waits (docs/decisions.md "Statistics on the scale set").
import { statisticsReportTypes } from '@poolside/contract/statistics';

export const statisticsBudgetMs = 3_000;
const runs = 3;

export type StatisticsTiming = {
  reportType: string;
  range: 'month' | 'year';
  status: number;
  rows: number;
  medianMs: number;
  maxMs: number;
  isUnderBudget: boolean;
};

const extra: Partial<Record<string, { name: string; value: string | number }[]>> = {
  FEEDBACK_RESPONSE_TIME: [{ name: 'responseTime', value: 'MONTH' }],
  UNUSUAL_CUSTOMER_FEEDBACKS: [{ name: 'amountToCheck', value: 3 }],
};

/** Each report type over the last 30 days and the last year, `runs` times in a row; median and worst time. */
export async function measureStatistics(base: string, cookie: string): Promise<StatisticsTiming[]> {
  const toDate = Math.floor(Date.now() / 1000);
  const ranges = { month: toDate - 30 * 86_400, year: toDate - 365 * 86_400 } as const;
  const timings: StatisticsTiming[] = [];
  for (const reportType of statisticsReportTypes) {
    for (const [range, fromDate] of Object.entries(ranges) as ['month' | 'year', number][]) {
      const body = JSON.stringify({
        reportType,
        reportParams: [
          { name: 'fromDate', type: 'date', value: fromDate },
          { name: 'toDate', type: 'date', value: toDate },
          ...(extra[reportType] ?? []),
        ],
      });
      const times: number[] = [];
      let status = 0;
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/api/statistics`, {
          method: 'PUT',
          headers: { cookie, 'content-type': 'application/json' },
          body,
        });
        const answer = (await res.json()) as { status?: boolean; data?: { rows?: unknown[] } };
        times.push(performance.now() - t0);
        status = answer.status ? res.status : -res.status;
        rows = answer.data?.rows?.length ?? 0;
      }
      times.sort((a, b) => a - b);
      const medianMs = times[Math.floor(times.length / 2)];
      const maxMs = times[times.length - 1];
      timings.push({
        reportType,
        range,
        status,
        rows,
        medianMs,
        maxMs,
        isUnderBudget: status === 200 && maxMs < statisticsBudgetMs,
      });
    }
  }
  return timings;
}

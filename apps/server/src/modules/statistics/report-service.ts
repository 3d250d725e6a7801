import {
  type StatisticsReportType,
  type StatisticsRequest,
  statisticsLimits,
} from '@poolside/contract/statistics';
import {
  type StatisticsResult,
  type StatisticsRow,
  statisticsDefinitions,
} from '@poolside/contract/statistics-result';
import type { Deps } from '../../deps.ts';
import { flushUsageEvents } from './event-buffer.ts';
import { resolveRange } from './report-range.ts';
import { completeUnitsReport } from './reports/complete-units-report.ts';
import {
  feedbackByComplaintTypeReport,
  feedbackByCustomerReport,
  feedbackByDepartmentReport,
  feedbackByRootCauseReport,
  feedbackReport,
  responseTimeReport,
  unusualFeedbacksReport,
} from './reports/feedback-reports.ts';
import type { ReportContext } from './reports/query.ts';
import { qaReport, rmaReport } from './reports/rma-reports.ts';
import { fileViewsReport, loginsReport, pageViewsReport } from './reports/usage-reports.ts';

type Runner<T extends StatisticsReportType> = (
  ctx: ReportContext,
  params: Extract<StatisticsRequest, { reportType: T }>,
) => Promise<StatisticsRow[]>;

const runners: { [T in StatisticsReportType]: Runner<T> } = {
  RMA: rmaReport,
  USERS_LOGINS: loginsReport,
  FILE_VIEWS: fileViewsReport,
  PAGE_VIEWS: pageViewsReport,
  COMPLETE_UNIT_REQUESTS: completeUnitsReport,
  FEEDBACK: feedbackReport,
  FEEDBACK_BY_CUSTOMER: feedbackByCustomerReport,
  FEEDBACK_BY_DEPARTMENT: feedbackByDepartmentReport,
  FEEDBACK_BY_ROOT_CAUSE: feedbackByRootCauseReport,
  FEEDBACK_BY_COMPLAINT_TYPE: feedbackByComplaintTypeReport,
  FEEDBACK_RESPONSE_TIME: responseTimeReport,
  UNUSUAL_CUSTOMER_FEEDBACKS: unusualFeedbacksReport,
  QA: qaReport,
};

/** Reports on usage events: the events still in this instance's buffer are written first. */
const eventReports: readonly StatisticsReportType[] = ['USERS_LOGINS', 'FILE_VIEWS', 'PAGE_VIEWS'];

/** A statistics report: its rows (at most statisticsLimits.rows) and its chart over the same rows. */
export async function buildReport(deps: Deps, params: StatisticsRequest): Promise<StatisticsResult> {
  const type = params.reportType;
  const range = resolveRange(params, deps.clock.now());
  if (eventReports.includes(type)) await flushUsageEvents(deps.db);
  const limit = statisticsLimits.rows;
  const run = runners[type] as Runner<typeof type>;
  const found = await run({ db: deps.db, range, limit, now: deps.clock.now() }, params);
  const rows = found.slice(0, limit);
  const definition = statisticsDefinitions[type];
  const isPerPeriod = definition.chart.dataKey === 'period';
  const counts = definition.columns.filter((c) => c.kind === 'number').map((c) => c.key);
  return {
    reportType: type,
    fromDate: range.from,
    toDate: range.to,
    period: isPerPeriod ? range.period : null,
    columns: definition.columns,
    rows,
    chart: {
      ...definition.chart,
      data: isPerPeriod ? rows : rows.slice(0, statisticsLimits.chartRows),
    },
    truncated: found.length > limit,
    isEmpty: rows.every((row) => counts.every((key) => !row[key])),
  };
}

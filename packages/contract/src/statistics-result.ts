// Statistics reports: the answer (rows for the table, the chart's series over the same rows) and what each
// report type answers. The report types and their parameters: statistics.ts.
import { z } from 'zod';
import { type StatisticsReportType, statisticsReportTypes } from './statistics.ts';

/**
 * How a column's values read: `period` is 'YYYY-MM-DD' (per day) or 'YYYY-MM' (per month); `dateTime` unix
 * seconds; `department`, `complaintType` and `rootReason` are codes or texts whose empty value means "none".
 */
export const statisticsColumnKinds = [
  'text',
  'number',
  'decimal',
  'dateTime',
  'period',
  'department',
  'complaintType',
  'rootReason',
] as const;
export type StatisticsColumnKind = (typeof statisticsColumnKinds)[number];
export type StatisticsColumn = { key: string; kind: StatisticsColumnKind };

type Definition = {
  columns: StatisticsColumn[];
  /** The chart: the x axis column and the counted columns it draws (stacked when they add up). */
  chart: { dataKey: string; series: string[]; stacked: boolean };
};

const col = (key: string, kind: StatisticsColumnKind = 'number'): StatisticsColumn => ({ key, kind });
const periodCol = col('period', 'period');
const customerCols = [col('clientNumber', 'text'), col('clientName', 'text')];

/** What each report answers: its columns (the table and the Excel sheet) and its chart. */
export const statisticsDefinitions: Record<StatisticsReportType, Definition> = {
  RMA: {
    columns: [periodCol, col('rmas'), col('lines'), col('green'), col('red')],
    chart: { dataKey: 'period', series: ['green', 'red'], stacked: true },
  },
  USERS_LOGINS: {
    columns: [
      col('userName', 'text'),
      col('email', 'text'),
      ...customerCols,
      col('logins'),
      col('lastLogin', 'dateTime'),
    ],
    chart: { dataKey: 'userName', series: ['logins'], stacked: false },
  },
  FILE_VIEWS: {
    columns: [col('fileName', 'text'), col('views'), col('users'), col('customers')],
    chart: { dataKey: 'fileName', series: ['views'], stacked: false },
  },
  PAGE_VIEWS: {
    columns: [col('page', 'text'), col('views'), col('users')],
    chart: { dataKey: 'page', series: ['views'], stacked: false },
  },
  COMPLETE_UNIT_REQUESTS: {
    columns: [periodCol, col('requests'), col('newUnits'), col('refunds')],
    chart: { dataKey: 'period', series: ['newUnits', 'refunds'], stacked: true },
  },
  FEEDBACK: {
    columns: [periodCol, col('reports'), col('sent'), col('received'), col('inProcess'), col('closed')],
    chart: { dataKey: 'period', series: ['sent', 'received', 'inProcess', 'closed'], stacked: true },
  },
  FEEDBACK_BY_CUSTOMER: {
    columns: [...customerCols, col('reports'), col('open'), col('closed')],
    chart: { dataKey: 'clientName', series: ['open', 'closed'], stacked: true },
  },
  FEEDBACK_BY_DEPARTMENT: {
    columns: [col('department', 'department'), col('reports'), col('open'), col('closed')],
    chart: { dataKey: 'department', series: ['open', 'closed'], stacked: true },
  },
  FEEDBACK_BY_ROOT_CAUSE: {
    columns: [col('rootReason', 'rootReason'), col('reports'), col('open'), col('closed')],
    chart: { dataKey: 'rootReason', series: ['open', 'closed'], stacked: true },
  },
  FEEDBACK_BY_COMPLAINT_TYPE: {
    columns: [col('complaintType', 'complaintType'), col('reports'), col('open'), col('closed')],
    chart: { dataKey: 'complaintType', series: ['open', 'closed'], stacked: true },
  },
  FEEDBACK_RESPONSE_TIME: {
    columns: [
      periodCol,
      col('reports'),
      col('onTime'),
      col('late'),
      col('waitingLate'),
      col('waiting'),
      col('avgResponseDays', 'decimal'),
    ],
    chart: { dataKey: 'period', series: ['onTime', 'late', 'waitingLate', 'waiting'], stacked: true },
  },
  UNUSUAL_CUSTOMER_FEEDBACKS: {
    columns: [...customerCols, col('reports'), col('open'), col('lastReport', 'dateTime')],
    chart: { dataKey: 'clientName', series: ['reports'], stacked: false },
  },
  QA: {
    columns: [col('partPN', 'text'), col('lines'), col('qaLines')],
    chart: { dataKey: 'partPN', series: ['qaLines'], stacked: false },
  },
};

export const statisticsCellSchema = z.union([z.string(), z.number(), z.null()]);
export type StatisticsCell = z.infer<typeof statisticsCellSchema>;
export type StatisticsRow = Record<string, StatisticsCell>;
const rowSchema = z.record(z.string(), statisticsCellSchema);

export const statisticsResultSchema = z.object({
  reportType: z.enum(statisticsReportTypes),
  /** The range counted (date-only unix seconds, both days included), defaults applied. */
  fromDate: z.number().int(),
  toDate: z.number().int(),
  /** Per-period reports: day or month; null for reports per customer, page, file, ... */
  period: z.enum(['day', 'month']).nullable(),
  columns: z.array(z.object({ key: z.string(), kind: z.enum(statisticsColumnKinds) })),
  /** The table's rows (the Excel sheet's too). */
  rows: z.array(rowSchema),
  /** The chart: its x axis column, the series it draws and the rows it draws them for (a subset of rows). */
  chart: z.object({
    dataKey: z.string(),
    series: z.array(z.string()),
    stacked: z.boolean(),
    data: z.array(rowSchema),
  }),
  /** More rows matched than statisticsLimits.rows; the first ones are answered. */
  truncated: z.boolean(),
  /** Nothing was counted (no rows, or periods that all count zero): the screen's noRepairHistory warning. */
  isEmpty: z.boolean(),
});
export type StatisticsResult = z.infer<typeof statisticsResultSchema>;

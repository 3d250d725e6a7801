// Statistics reports (spec 03 s9, the /reports composer): the report types and the parameters each one takes
// (one zod schema per type, run by the screen's form and by the server); the answer is statistics-result.ts.
// What each report computes: docs/decisions.md "Statistics reports".
import { z } from 'zod';
import { unixDateSchema } from './dates.ts';
import { rmaStatuses } from './constants.ts';
import { completeUnitStatuses } from './complete-units.ts';
import { complaintTypes, departments, feedbackStatuses } from './feedback.ts';

/** The report types of spec 03 s9, in upper snake case (DESIGN.md s2), in the dropdown's order. */
export const statisticsReportTypes = [
  'RMA',
  'USERS_LOGINS',
  'FILE_VIEWS',
  'PAGE_VIEWS',
  'COMPLETE_UNIT_REQUESTS',
  'FEEDBACK',
  'FEEDBACK_BY_CUSTOMER',
  'FEEDBACK_BY_DEPARTMENT',
  'FEEDBACK_BY_ROOT_CAUSE',
  'FEEDBACK_BY_COMPLAINT_TYPE',
  'FEEDBACK_RESPONSE_TIME',
  'UNUSUAL_CUSTOMER_FEEDBACKS',
  'QA',
] as const;
export type StatisticsReportType = (typeof statisticsReportTypes)[number];

/** The response-time thresholds (spec 03 s9: over a week, a month, half a year, a year), in days. */
export const responseTimes = ['WEEK', 'MONTH', 'HALF_YEAR', 'YEAR'] as const;
export type ResponseTime = (typeof responseTimes)[number];
export const responseTimeDays: Record<ResponseTime, number> = {
  WEEK: 7,
  MONTH: 30,
  HALF_YEAR: 182,
  YEAR: 365,
};

/** The usage events the statistics record (stat_events.type). */
export const usageEventTypes = ['LOGIN', 'PVU', 'FILE'] as const;
export type UsageEventType = (typeof usageEventTypes)[number];

export const statisticsLimits = {
  /** Rows of a report's table (and Excel); more are cut and the answer says `truncated`. */
  rows: 1000,
  /** Rows of a per-customer/per-page/... report drawn in the chart (the table's first ones). */
  chartRows: 20,
  /** A range of at most this many days is counted per day, a longer one per month. */
  dailyMaxDays: 31,
  /** Without fromDate the report covers this many days up to toDate (toDate defaults to today). */
  defaultDays: 365,
  textMax: 100,
} as const;

// ---- Parameters ----

const dateParam = unixDateSchema.nullish();
const textParam = z.string().trim().max(statisticsLimits.textMax).nullish();

/** Every parameter of spec 03 s9 with its rule; `status` depends on the report (see below). */
const paramRules = {
  fromDate: dateParam,
  toDate: dateParam,
  clientNumber: textParam,
  clientName: textParam,
  robotPn: textParam,
  partPn: textParam,
  fileName: textParam,
  page: z.string().trim().max(500).nullish(),
  robotSN: textParam,
  partPN: textParam,
  department: z.enum(departments).nullish(),
  rootReason: textParam,
  complaintType: z.enum(complaintTypes).nullish(),
  responseTime: z.enum(responseTimes),
  amountToCheck: z.number().int().min(1).max(1_000_000),
};

export const statisticsParamNames = [
  'fromDate',
  'toDate',
  'clientNumber',
  'clientName',
  'robotPn',
  'partPn',
  'status',
  'fileName',
  'page',
  'robotSN',
  'partPN',
  'department',
  'rootReason',
  'complaintType',
  'responseTime',
  'amountToCheck',
] as const;
export type StatisticsParamName = (typeof statisticsParamNames)[number];

/** How the screen asks for a parameter (and how a list entry's value is read). */
export const statisticsParamKinds: Record<StatisticsParamName, 'date' | 'text' | 'select' | 'number'> = {
  fromDate: 'date',
  toDate: 'date',
  clientNumber: 'text',
  clientName: 'text',
  robotPn: 'text',
  partPn: 'text',
  status: 'select',
  fileName: 'text',
  page: 'text',
  robotSN: 'text',
  partPN: 'text',
  department: 'select',
  rootReason: 'text',
  complaintType: 'select',
  responseTime: 'select',
  amountToCheck: 'number',
};

/** The status codes a report's `status` parameter takes (RMA, complete-unit or feedback statuses). */
export const statisticsStatusOptions = {
  RMA: rmaStatuses,
  COMPLETE_UNIT_REQUESTS: completeUnitStatuses,
  FEEDBACK: feedbackStatuses,
  FEEDBACK_BY_CUSTOMER: feedbackStatuses,
  FEEDBACK_BY_DEPARTMENT: feedbackStatuses,
} as const;

/** The options of a select parameter of a report. */
export function statisticsSelectOptions(
  type: StatisticsReportType,
  name: StatisticsParamName,
): readonly string[] {
  if (name === 'status') return (statisticsStatusOptions as Record<string, readonly string[]>)[type] ?? [];
  if (name === 'department') return departments;
  if (name === 'complaintType') return complaintTypes;
  if (name === 'responseTime') return responseTimes;
  return [];
}

const period = { fromDate: paramRules.fromDate, toDate: paramRules.toDate };
const client = { clientNumber: paramRules.clientNumber, clientName: paramRules.clientName };

/** The to-date is not before the from-date (-6 naming toDate, reason `beforeFrom`). */
function checkDateOrder(value: { fromDate?: number | null; toDate?: number | null }, ctx: z.RefinementCtx) {
  if (value.fromDate != null && value.toDate != null && value.fromDate > value.toDate) {
    ctx.addIssue({ code: 'custom', path: ['toDate'], input: value.toDate, params: { reason: 'beforeFrom' } });
  }
}

function report<T extends StatisticsReportType, S extends z.ZodRawShape>(reportType: T, shape: S) {
  return z
    .object({ reportType: z.literal(reportType), ...period, ...shape })
    .superRefine((value, ctx) =>
      checkDateOrder(value as { fromDate?: number | null; toDate?: number | null }, ctx),
    );
}

/** One schema per report type: the parameters it takes (others are dropped). */
export const statisticsParamsSchemas = {
  RMA: report('RMA', {
    ...client,
    robotPn: paramRules.robotPn,
    partPn: paramRules.partPn,
    status: z.enum(rmaStatuses).nullish(),
  }),
  USERS_LOGINS: report('USERS_LOGINS', client),
  FILE_VIEWS: report('FILE_VIEWS', { ...client, fileName: paramRules.fileName }),
  PAGE_VIEWS: report('PAGE_VIEWS', { ...client, page: paramRules.page }),
  COMPLETE_UNIT_REQUESTS: report('COMPLETE_UNIT_REQUESTS', {
    ...client,
    robotSN: paramRules.robotSN,
    status: z.enum(completeUnitStatuses).nullish(),
  }),
  FEEDBACK: report('FEEDBACK', { ...client, status: z.enum(feedbackStatuses).nullish() }),
  FEEDBACK_BY_CUSTOMER: report('FEEDBACK_BY_CUSTOMER', {
    ...client,
    status: z.enum(feedbackStatuses).nullish(),
  }),
  FEEDBACK_BY_DEPARTMENT: report('FEEDBACK_BY_DEPARTMENT', {
    department: paramRules.department,
    status: z.enum(feedbackStatuses).nullish(),
  }),
  FEEDBACK_BY_ROOT_CAUSE: report('FEEDBACK_BY_ROOT_CAUSE', { rootReason: paramRules.rootReason }),
  FEEDBACK_BY_COMPLAINT_TYPE: report('FEEDBACK_BY_COMPLAINT_TYPE', {
    complaintType: paramRules.complaintType,
  }),
  FEEDBACK_RESPONSE_TIME: report('FEEDBACK_RESPONSE_TIME', {
    ...client,
    responseTime: paramRules.responseTime,
  }),
  UNUSUAL_CUSTOMER_FEEDBACKS: report('UNUSUAL_CUSTOMER_FEEDBACKS', {
    amountToCheck: paramRules.amountToCheck,
  }),
  QA: report('QA', { ...client, robotSN: paramRules.robotSN, partPN: paramRules.partPN }),
} satisfies Record<StatisticsReportType, z.ZodType>;

/**
 * A report's parameters as one object with its type: `reportType` picks the report's schema (a missing or
 * unknown type is refused at `reportType`). The screen's form validates its values with it, the server the
 * parameters of the request.
 */
export const statisticsRequestSchema = z.discriminatedUnion(
  'reportType',
  statisticsReportTypes.map((type) => statisticsParamsSchemas[type]) as unknown as [
    (typeof statisticsParamsSchemas)[StatisticsReportType],
    ...(typeof statisticsParamsSchemas)[StatisticsReportType][],
  ],
);
export type StatisticsRequest = {
  [T in StatisticsReportType]: z.infer<(typeof statisticsParamsSchemas)[T]>;
}[StatisticsReportType];

/** The parameters a report type takes, in the screen's order (its schema's keys but the type). */
export function statisticsParamsOf(type: StatisticsReportType): StatisticsParamName[] {
  const keys = Object.keys(statisticsParamsSchemas[type].shape) as (StatisticsParamName | 'reportType')[];
  return statisticsParamNames.filter((name) => keys.includes(name));
}

/** The parameters a report type cannot run without. */
export function statisticsRequiredParams(type: StatisticsReportType): StatisticsParamName[] {
  return statisticsParamsOf(type).filter((name) => {
    const rule = (statisticsParamsSchemas[type].shape as Record<string, z.ZodType>)[name];
    return !rule.safeParse(undefined).success;
  });
}

// ---- The request (spec 03 s3: reportType, reportSubType, reportParams as name/type/value) ----

export const statisticsParamEntrySchema = z.object({
  name: z.string().min(1).max(40),
  type: z.string().max(20).nullish(),
  value: z.union([z.string().max(500), z.number(), z.boolean(), z.null()]).optional(),
});
export type StatisticsParamEntry = z.infer<typeof statisticsParamEntrySchema>;

/** PUT /api/statistics (the report's data) and POST /api/statistics (its Excel file). */
export const statisticsBodySchema = z.object({
  reportType: z.enum(statisticsReportTypes),
  /** Accepted for the spec's clients; no report of ours has sub-types (the response time is a parameter). */
  reportSubType: z.string().max(60).nullish(),
  reportParams: z.array(statisticsParamEntrySchema).max(40).default([]),
});
export type StatisticsBody = z.input<typeof statisticsBodySchema>;

/**
 * The body as the statistics routes validate it, in the one validation pass of the request: the name/value
 * list read into the report type's parameters (`statisticsValuesOf`) and checked by that type's schema, the
 * route receiving the typed request. A refused parameter keeps its name as the issue's path, and its value
 * (and a rule's reason) in the issue's `params`, since the value is not at that path in the body.
 */
export const statisticsReportBodySchema = statisticsBodySchema.transform((body, ctx): StatisticsRequest => {
  const values = statisticsValuesOf(body);
  const parsed = statisticsRequestSchema.safeParse(values);
  if (parsed.success) return parsed.data as StatisticsRequest;
  for (const issue of parsed.error.issues) {
    const own = (issue as { params?: Record<string, unknown> }).params;
    ctx.addIssue({
      code: 'custom',
      path: issue.path,
      message: issue.message,
      params: { ...own, value: values[issue.path.join('.')] },
    });
  }
  return z.NEVER;
});

/**
 * The request's parameters as one object for `statisticsRequestSchema`: the last entry of a name wins, an
 * empty text is absent, a number sent as text (a date's unix seconds, the amount) is read as a number.
 */
export function statisticsValuesOf(body: {
  reportType: string;
  reportParams?: StatisticsParamEntry[];
}): Record<string, unknown> {
  const values: Record<string, unknown> = { reportType: body.reportType };
  for (const entry of body.reportParams ?? []) {
    const kind = statisticsParamKinds[entry.name as StatisticsParamName];
    if (!kind) continue;
    let value = entry.value;
    if (typeof value === 'string' && value.trim() === '') value = null;
    if ((kind === 'date' || kind === 'number') && typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
      value = Number(value);
    }
    values[entry.name] = value;
  }
  return values;
}

/** The request body the screen sends for its form's values: the report's parameters that hold a value. */
export function statisticsBodyOf(values: Record<string, unknown> & { reportType: StatisticsReportType }) {
  const reportParams: StatisticsParamEntry[] = [];
  for (const name of statisticsParamsOf(values.reportType)) {
    const value = values[name];
    if (value === undefined || value === null || value === '') continue;
    const kind = statisticsParamKinds[name];
    reportParams.push({
      name,
      type: kind === 'date' ? 'date' : kind === 'number' ? 'number' : 'string',
      value: value as string | number,
    });
  }
  return { reportType: values.reportType, reportParams };
}

/** PVU: POST /api/statistics/pageView. */
export const pageViewBodySchema = z.object({ path: z.string().min(1).max(500).startsWith('/') });

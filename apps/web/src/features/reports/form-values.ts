import {
  type StatisticsParamName,
  type StatisticsReportType,
  statisticsBodyOf,
  statisticsParamsOf,
} from '@poolside/contract/statistics';
import { todayDateOnly } from '../../lib/dates';

/** The composer's values: every parameter of spec 03 s9 (a report type shows and sends its own). */
export type ReportValues = {
  reportType: StatisticsReportType | null;
  fromDate: number | null;
  toDate: number | null;
  clientNumber: string;
  clientName: string;
  robotPn: string;
  partPn: string;
  status: string | null;
  fileName: string;
  page: string;
  robotSN: string;
  partPN: string;
  department: string | null;
  rootReason: string;
  complaintType: string | null;
  responseTime: string | null;
  amountToCheck: number | string;
};

/** A year up to today (the server's default range too), a week's response time, 5 reports to check. */
export function initialValues(nowMs = Date.now()): ReportValues {
  const today = todayDateOnly(nowMs);
  return {
    reportType: null,
    fromDate: today - 364 * 86400,
    toDate: today,
    clientNumber: '',
    clientName: '',
    robotPn: '',
    partPn: '',
    status: null,
    fileName: '',
    page: '',
    robotSN: '',
    partPN: '',
    department: null,
    rootReason: '',
    complaintType: null,
    responseTime: 'WEEK',
    amountToCheck: 5,
  };
}

/**
 * What the contract's statisticsRequestSchema checks: the report's parameters, empty ones left out (a
 * number field left empty is missing, not 0). Paths are the form's.
 */
export function requestOf(values: ReportValues): Record<string, unknown> {
  const request: Record<string, unknown> = { reportType: values.reportType ?? undefined };
  if (!values.reportType) return request;
  for (const name of statisticsParamsOf(values.reportType)) {
    const value = values[name as StatisticsParamName & keyof ReportValues];
    request[name] = value === '' || value === null ? undefined : value;
  }
  return request;
}

/** The request body of PUT/POST /statistics (spec 03: reportType and reportParams as name/type/value). */
export function bodyOf(values: ReportValues & { reportType: StatisticsReportType }) {
  return statisticsBodyOf({ ...requestOf(values), reportType: values.reportType });
}

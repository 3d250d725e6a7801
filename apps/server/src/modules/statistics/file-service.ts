import { formatPeriodKey } from '@poolside/contract/dates';
import type { StatisticsRequest } from '@poolside/contract/statistics';
import type { StatisticsColumn, StatisticsRow } from '@poolside/contract/statistics-result';
import type { Deps } from '../../deps.ts';
import type { FileAnswer } from '../../lib/reply-file.ts';
import type { Actor } from '../access/index.ts';
import { type ExportRow, xlsxBuffer } from '../exports/index.ts';
import { buildReport } from './report-service.ts';
import { codeWord, columnHeader, reportTitle } from './words.ts';

const widths: Partial<Record<StatisticsColumn['kind'], number>> = {
  number: 14,
  decimal: 16,
  period: 14,
  dateTime: 18,
  rootReason: 40,
};

/** A cell as the sheet shows it: periods dd/MM/yyyy or MM/yyyy, moments as dates, codes as words. */
function cellOf(value: StatisticsRow[string], column: StatisticsColumn, language: string): ExportRow[string] {
  if (value === null) return null;
  switch (column.kind) {
    case 'period':
      return formatPeriodKey(String(value));
    case 'dateTime':
      return new Date(Number(value) * 1000);
    case 'department':
    case 'complaintType':
      return codeWord(language, String(value));
    case 'rootReason':
      return value === '' ? codeWord(language, '') : value;
    default:
      return value;
  }
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * POST /api/statistics: the report as an Excel sheet in the reader's language (the table's rows and
 * columns, headers translated), a file of at most statisticsLimits.rows rows built in memory.
 */
export async function buildReportFile(
  deps: Deps,
  actor: Actor,
  params: StatisticsRequest,
): Promise<FileAnswer> {
  const report = await buildReport(deps, params);
  const language = actor.language;
  const columns = report.columns.map((c) => ({
    key: c.key,
    header: columnHeader(language, c.key),
    width: widths[c.kind] ?? 24,
  }));
  const rows = report.rows.map((row) =>
    Object.fromEntries(report.columns.map((c) => [c.key, cellOf(row[c.key] ?? null, c, language)])),
  );
  const file = await xlsxBuffer(reportTitle(language, report.reportType), columns, rows, {
    timeZone: deps.config.timeZone,
  });
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const name = report.reportType.toLowerCase().replaceAll('_', '-');
  return {
    name: `statistics-${name}-${day(report.fromDate)}-${day(report.toDate)}.xlsx`,
    mime: xlsxType,
    body: file,
    size: file.length,
  };
}

import type { ExportBody } from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';

export type ExportColumn = { header: string; key: string; width?: number };
/** An amount of money in minor units (1250 = 12.50) and its ISO currency: a number with a currency format. */
export type ExportMoney = { minor: number; currency: string };
export type ExportRow = Record<string, string | number | boolean | Date | ExportMoney | null | undefined>;

/** A money cell from minor units (null when there is no amount). */
export function moneyCell(minor: number | null | undefined, currency: string): ExportMoney | null {
  return minor === null || minor === undefined ? null : { minor, currency };
}

/**
 * A report any module registers: who may run it, its columns in the reader's language, and its rows (an async
 * stream for big ones). Its title and column headers are the server's words, reports.json `<name>.title` and
 * `<name>.column.<key>` (`reportColumns`). `fileName` ends in .xlsx; a PDF gets the same name ending in .pdf.
 */
export type ReportDefinition = {
  name: string;
  fileName: (body: ExportBody) => string;
  isAllowed: (actor: Actor) => boolean;
  columns: (actor: Actor) => ExportColumn[];
  rows: (
    deps: Deps,
    actor: Actor,
    body: ExportBody,
    meter?: ReportMeter,
  ) => AsyncIterable<ExportRow> | Promise<ExportRow[]>;
};

/**
 * A streamed report tells how many rows it will give once it knows (an export job's progress total); rows
 * that come as an array are counted when they arrive. Without it a job shows rows done without a total.
 */
export type ReportMeter = { total: (rows: number) => void };

const reports = new Map<string, ReportDefinition>();

/** Registers a report; answers the call that removes it again (a test's own report). */
export function registerReport(report: ReportDefinition): () => void {
  reports.set(report.name, report);
  return () => {
    if (reports.get(report.name) === report) reports.delete(report.name);
  };
}

export function findReport(name: string): ReportDefinition | undefined {
  return reports.get(name);
}

/** Every registered report (the modules' route files register theirs when imported). */
export function listReports(): ReportDefinition[] {
  return [...reports.values()];
}

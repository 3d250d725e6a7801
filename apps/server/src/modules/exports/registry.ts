import type { ExportBody } from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../auth/index.ts';

export type ExportColumn = { header: string; key: string; width?: number };
export type ExportRow = Record<string, string | number | boolean | Date | null | undefined>;

/** A report any module registers: who may run it, its columns, and its rows (an async stream for big ones). */
export type ReportDefinition = {
  name: string;
  fileName: (body: ExportBody) => string;
  isAllowed: (actor: Actor) => boolean;
  columns: (actor: Actor) => ExportColumn[];
  rows: (deps: Deps, actor: Actor, body: ExportBody) => AsyncIterable<ExportRow> | Promise<ExportRow[]>;
};

const reports = new Map<string, ReportDefinition>();

export function registerReport(report: ReportDefinition) {
  reports.set(report.name, report);
}

export function findReport(name: string): ReportDefinition | undefined {
  return reports.get(name);
}

/** Every registered report (the modules' route files register theirs when imported). */
export function listReports(): ReportDefinition[] {
  return [...reports.values()];
}

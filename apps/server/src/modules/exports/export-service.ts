import { PassThrough, type Writable } from 'node:stream';
import type { ExportBody } from '@poolside/contract/exports';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { dateText } from './cell-text.ts';
import { printedWords, reportTitle } from './export-words.ts';
import { writePdf } from './pdf.ts';
import { type ExportRow, findReport, type ReportDefinition } from './registry.ts';
import { writeXlsx } from './xlsx.ts';

export const contentTypes = {
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** A report the actor may run, with the file's name and type. */
export type ExportPlan = {
  report: ReportDefinition;
  type: 'excel' | 'pdf';
  fileName: string;
  contentType: string;
  title: string;
};

/** Finds the report and checks the actor may run it: -6 naming `report` when unknown, -11 when not allowed. */
export function planExport(actor: Actor, body: ExportBody): ExportPlan {
  const report = findReport(body.report);
  if (!report) throw fieldError('invalid', 'report');
  if (!report.isAllowed(actor)) throw new AppError('permissionDenied');
  const type = body.type === 'pdf' ? 'pdf' : 'excel';
  const xlsxName = report.fileName(body);
  return {
    report,
    type,
    fileName: type === 'pdf' ? `${xlsxName.replace(/\.xlsx$/, '')}.pdf` : xlsxName,
    contentType: contentTypes[type],
    title: reportTitle(actor.language, report.name),
  };
}

/** Progress of a file being written: the total once known, then each row (awaited when it answers a promise). */
export type ExportProgress = {
  total: (rows: number) => void;
  row: () => void | Promise<void>;
};

/**
 * Writes the plan's file to `out` (streamed: rows go out as they come). The rows are read as the actor
 * may see them; refusals of the report's own (a missing pn, -12) throw before anything is written.
 */
export async function writeExport(
  deps: Deps,
  actor: Actor,
  body: ExportBody,
  plan: ExportPlan,
  out: Writable,
  progress?: ExportProgress,
) {
  const produced = plan.report.rows(deps, actor, body, progress && { total: progress.total });
  let rows: AsyncIterable<ExportRow> | ExportRow[];
  if (produced instanceof Promise) {
    rows = await produced;
    progress?.total(rows.length);
  } else {
    rows = produced;
  }
  const columns = plan.report.columns(actor);
  const timeZone = deps.config.timeZone;
  if (plan.type === 'excel') {
    await writeXlsx(out, plan.title, columns, rows, { timeZone, onRow: progress?.row });
    return;
  }
  await writePdf(
    out,
    {
      title: plan.title,
      printed: printedWords(actor.language, dateText(deps.clock.now(), timeZone)),
      language: actor.language,
      timeZone,
    },
    columns,
    rows,
    progress?.row,
  );
}

/**
 * Runs a registered report for the actor: the file as base64 pieces (whole 3-byte groups each, as the writer
 * gives them) and its name. Neither the file nor its base64 text whole sits in memory: the route sends the
 * pieces inside the spec's envelope as they are (that was ~70 MB of a 100,000-line answer, docs/decisions.md
 * "The last hot routes"). Small exports; big ones are jobs.
 */
export async function runExport(
  deps: Deps,
  actor: Actor,
  body: ExportBody,
): Promise<{ base64: string[]; fileName: string }> {
  const plan = planExport(actor, body);
  const out = new PassThrough();
  const pieces: string[] = [];
  let carry: Buffer | null = null;
  out.on('data', (chunk: Buffer) => {
    const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 3);
    if (whole > 0) pieces.push(bytes.toString('base64', 0, whole));
    carry = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : null;
  });
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeExport(deps, actor, body, plan, out);
  await ended;
  if (carry) pieces.push((carry as Buffer).toString('base64'));
  return { base64: pieces, fileName: plan.fileName };
}

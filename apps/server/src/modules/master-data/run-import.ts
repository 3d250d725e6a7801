import {
  acceptedValuesOf,
  columnOfHeader,
  importKeyOf,
  parseImportRow,
  type RawCell,
} from '@poolside/contract/master-data-rules';
import {
  importColumns,
  importKeys,
  type ImportKind,
  importLimits,
} from '@poolside/contract/master-data-columns';
import type { ImportReport } from '@poolside/contract/master-data';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { utcDateOf } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';
import { type AppliedCounts, applyInTransaction } from './apply-import.ts';
import { type FileSource, resolveFiles, storeFiles } from './import-files.ts';
import { IssueList } from './issues.ts';
import { kindHandlers } from './kinds/index.ts';
import type { CheckedRow, KindContext } from './kinds/types.ts';
import type { ProgressReporter } from './progress.ts';
import type { TableLine } from './read-table.ts';

/** Where an import's rows come from: the lines of a file (header first) or the sync body's objects. */
export type RowSource =
  | { type: 'file'; fileName: string; lines: AsyncIterable<TableLine>; files: FileSource }
  | { type: 'json'; rows: Record<string, RawCell>[]; files: FileSource };

export type RunOptions = {
  mode: 'check' | 'apply';
  progress: ProgressReporter;
  /** An apply's key: the same key again answers the first apply's report (apply-import.ts). */
  idempotencyKey?: string;
  requestId?: string;
};

type Read = { rows: CheckedRow[]; rowCount: number; ignoredColumns: string[] };

/** Rows read between two progress reports (each may give the event loop back). */
const READ_STEP = 100;

const tooManyRows = (field: string) => fieldError('invalid', field, { reason: 'tooManyRows' });

/** Reads a file's lines into rows of the kind's columns, checking each row's own rules. */
async function readFileRows(
  kind: ImportKind,
  source: Extract<RowSource, { type: 'file' }>,
  today: string,
  issues: IssueList,
  progress: ProgressReporter,
): Promise<Read> {
  let keys: (string | null)[] | null = null;
  const ignoredColumns: string[] = [];
  const rows: CheckedRow[] = [];
  let rowCount = 0;
  for await (const { line, cells } of source.lines) {
    if (cells.every((c) => c === null || c === undefined || String(c).trim() === '')) continue;
    if (!keys) {
      const seen = new Set<string>();
      keys = cells.map((c) => {
        const key = columnOfHeader(kind, String(c ?? ''));
        if (!key || seen.has(key)) {
          if (String(c ?? '').trim()) ignoredColumns.push(String(c).trim());
          return null;
        }
        seen.add(key);
        return key;
      });
      for (const column of importColumns[kind]) {
        if (column.isRequired && !seen.has(column.key)) issues.add(line, column.key, 'missingColumn');
      }
      if (issues.count > 0) break;
      continue;
    }
    rowCount++;
    if (rowCount > importLimits.fileMaxRows) throw tooManyRows('file');
    const record: Record<string, RawCell> = {};
    keys.forEach((key, i) => {
      if (key) record[key] = cells[i];
    });
    addRow(kind, line, record, today, issues, rows);
    if (rowCount % READ_STEP === 0) await progress('reading', rowCount, null);
  }
  return { rows, rowCount, ignoredColumns };
}

function readJsonRows(
  kind: ImportKind,
  records: Record<string, RawCell>[],
  today: string,
  issues: IssueList,
): Read {
  if (records.length > importLimits.syncMaxRows) throw tooManyRows('rows');
  const ignored = new Set<string>();
  const rows: CheckedRow[] = [];
  records.forEach((raw, i) => {
    const record: Record<string, RawCell> = {};
    for (const [name, value] of Object.entries(raw)) {
      const key = columnOfHeader(kind, name);
      if (key) record[key] = value;
      else ignored.add(name);
    }
    addRow(kind, i + 1, record, today, issues, rows);
  });
  return { rows, rowCount: records.length, ignoredColumns: [...ignored] };
}

function addRow(
  kind: ImportKind,
  line: number,
  record: Record<string, RawCell>,
  today: string,
  issues: IssueList,
  rows: CheckedRow[],
) {
  const { row, issues: rowIssues } = parseImportRow(kind, record, today);
  for (const issue of rowIssues) {
    const raw = record[issue.column];
    const column = importColumns[kind].find((c) => c.key === issue.column);
    const accepted = issue.reason === 'unknownValue' && column ? acceptedValuesOf(column) : undefined;
    const value = raw instanceof Date ? raw.toISOString().slice(0, 10) : raw;
    issues.add(line, issue.column, issue.reason, value, accepted);
  }
  if (rowIssues.length === 0) rows.push({ line, row });
}

/** Rows whose natural key an earlier row of the same file already has. */
function markDuplicates(kind: ImportKind, rows: CheckedRow[], issues: IssueList): CheckedRow[] {
  const seen = new Set<string>();
  const column = importKeys[kind][0];
  return rows.filter(({ line, row }) => {
    const key = importKeyOf(kind, row);
    if (seen.has(key)) {
      issues.add(line, column, 'duplicate', row[column]);
      return false;
    }
    seen.add(key);
    return true;
  });
}

/**
 * One import or sync: every row is read and checked (its cells, its references, duplicates in the file);
 * with any issue nothing is written. A check answers the report; an apply checks again and writes
 * everything in one transaction (imports run one at a time: an advisory lock), with an audit entry.
 * Re-applying the same rows changes nothing and answers created 0, updated 0.
 */
export async function runImport(
  deps: Deps,
  actor: Actor,
  kind: ImportKind,
  source: RowSource,
  options: RunOptions,
): Promise<ImportReport> {
  const started = Date.now();
  const today = utcDateOf(deps.clock.now());
  const issues = new IssueList();
  const { progress } = options;
  await progress('reading', 0, null);
  const read =
    source.type === 'file'
      ? await readFileRows(kind, source, today, issues, progress)
      : readJsonRows(kind, source.rows, today, issues);
  const rows = markDuplicates(kind, read.rows, issues);
  const files = resolveFiles(kind, rows, source.files, issues);
  const handler = kindHandlers[kind];
  const total = rows.length;
  const context = (db: KindContext['db'], phase: 'checking' | 'applying'): KindContext => ({
    deps,
    db,
    actor,
    today,
    requestId: options.requestId,
    step: (done) => progress(phase, done, total),
  });
  const report = (isApplied: boolean, counts?: AppliedCounts): ImportReport => ({
    kind,
    fileName: source.type === 'file' ? source.fileName : null,
    isApplied,
    rows: counts?.rows ?? read.rowCount,
    created: counts?.created ?? 0,
    updated: counts?.updated ?? 0,
    unchanged: counts?.unchanged ?? 0,
    issueCount: issues.count,
    issues: issues.listed(),
    ignoredColumns: read.ignoredColumns,
    durationMs: Date.now() - started,
  });
  const refuse = () =>
    new AppError('invalid', {
      field: source.type === 'file' ? 'file' : 'rows',
      fields: [...new Set(issues.all.map((i) => i.column))],
      reason: 'invalidRows',
      issues: issues.listed(),
      issueCount: issues.count,
    });

  // The references of the rows that passed their own rules are looked up even when others failed, so the
  // report lists every issue at once. A clean apply checks once, in its transaction (below).
  if (options.mode === 'check' || issues.count > 0) {
    await progress('checking', 0, total);
    await handler.check(context(deps.db, 'checking'), rows, issues);
  }
  if (options.mode === 'check' || issues.count > 0) {
    await progress('done', total, total);
    if (options.mode === 'apply') throw refuse();
    return report(false);
  }

  await storeFiles(deps.storage, files);
  const counts = await applyInTransaction({
    deps,
    actor,
    kind,
    handler,
    rows,
    issues,
    context,
    refuse,
    summary: { source: source.type, fileName: source.type === 'file' ? source.fileName : null },
    idempotencyKey: options.idempotencyKey,
    requestId: options.requestId,
  });
  await progress('done', total, total);
  return report(true, counts);
}

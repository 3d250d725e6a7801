// Master-data import and ERP sync: the rules of one row, pure, so the import screen shows the same
// rules the server enforces (docs/api.md "Master data"). The kinds and their columns: master-data-columns.ts.
import { countryCodes } from './countries.ts';
import { maxIsoDate, minIsoDate } from './dates.ts';
import {
  type ImportColumn,
  type ImportKind,
  importColumns,
  importFileExtensions,
  importKeys,
  importLimits,
  unitComponentSlots,
} from './master-data-columns.ts';
import { normalizePn, normalizeSn } from './part-rules.ts';
import { orderCurrencies } from './spares.ts';

/** Reasons of a company row (contract companies.ts CompanyIssueReason) the import report keeps as they are. */
export const companyRowReasons = [
  'parentNotDistributor',
  'parentNotAllowed',
  'parentSelf',
  'oneProvider',
  'providerKind',
  'providerActive',
  'hasServiceCentres',
] as const;

/** Why a cell or row is refused: the screen translates each (adminImport:reason.*). */
export const importReasons = [
  'required',
  'format',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'unknownValue',
  'duplicate',
  'future',
  'beforeProduction',
  'pairIncomplete',
  'samePn',
  'unknownBrand',
  'unknownModel',
  'unknownPart',
  'unknownCompany',
  'unknownParent',
  'unknownPriceList',
  'snShape',
  'fittedElsewhere',
  'missingColumn',
  'missingFile',
  'fileType',
  'fileTooLarge',
  'invalid',
  ...companyRowReasons,
] as const;
export type ImportReason = (typeof importReasons)[number];

export type ImportIssue = {
  line: number;
  column: string;
  reason: ImportReason;
  value?: string;
  accepted?: string[];
  acceptedCount?: number;
};

/** A cell as a file or a JSON body gives it. */
export type RawCell = string | number | boolean | Date | null | undefined;
export type ParsedValue = string | number | boolean | null;
export type ParsedRow = Record<string, ParsedValue>;

const isBlank = (v: RawCell) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const pnPattern = /^[A-Z0-9][A-Z0-9._/-]{0,39}$/;
const snPattern = /^[A-Z0-9][A-Z0-9-]{0,39}$/;
// A file's name in the .zip (folders allowed) or in the sync body's `files`; never absolute, never `..`.
const filePattern = /^[^/\\:*?"<>|][^\\:*?"<>|]{0,199}$/;

function isoOf(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** A date cell: dd/MM/yyyy, yyyy-MM-dd, a spreadsheet date, or (JSON) unix seconds of its UTC day. */
export function parseImportDate(value: RawCell): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') {
    // Past JavaScript's date range (±273,790 years) there is no date at all.
    const date = new Date(value * 1000);
    return Number.isInteger(value) && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
  }
  const text = String(value).trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) return isoOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (ymd) return isoOf(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  return null;
}

/** A number with at most two decimals (dot or comma), e.g. a price 12,50 or a balloon id 9.5. */
function parseDecimal(value: RawCell): number | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? value : null;
  const text = String(value).trim().replace(',', '.');
  return /^-?\d+(\.\d{1,2})?$/.test(text) ? Number(text) : null;
}

const yes = new Set(['yes', 'y', 'true', '1', 'oui', 'si', 'sí', 'x']);
const no = new Set(['no', 'n', 'false', '0', 'non']);

type CellResult = { value: ParsedValue } | { reason: ImportReason };

/** One cell by its column's format; a blank optional cell is null (keeps the stored value). */
export function parseImportCell(column: ImportColumn, raw: RawCell): CellResult {
  if (isBlank(raw)) return column.isRequired ? { reason: 'required' } : { value: null };
  const text = raw instanceof Date ? '' : String(raw).trim();
  switch (column.format) {
    case 'text':
    case 'file': {
      if (raw instanceof Date) return { reason: 'format' };
      if (text.length > (column.max ?? importLimits.textMax)) return { reason: 'tooLong' };
      if (column.format === 'file' && (!filePattern.test(text) || text.includes('..')))
        return { reason: 'format' };
      return { value: text };
    }
    case 'pn': {
      const pn = normalizePn(text);
      return pnPattern.test(pn) ? { value: pn } : { reason: 'format' };
    }
    case 'sn': {
      const sn = normalizeSn(text);
      return snPattern.test(sn) ? { value: sn } : { reason: 'format' };
    }
    case 'integer':
    case 'year': {
      const n = typeof raw === 'number' ? raw : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(n)) return { reason: 'format' };
      const min = column.format === 'year' ? 1990 : column.min;
      const max = column.format === 'year' ? 2100 : column.max;
      if (min !== undefined && n < min) return { reason: 'tooSmall' };
      if (max !== undefined && n > max) return { reason: 'tooLarge' };
      return { value: n };
    }
    case 'decimal': {
      const n = parseDecimal(raw);
      if (n === null) return { reason: 'format' };
      if (column.min !== undefined && n < column.min) return { reason: 'tooSmall' };
      if (column.max !== undefined && n > column.max) return { reason: 'tooLarge' };
      return { value: n };
    }
    case 'money': {
      const n = parseDecimal(raw);
      if (n === null) return { reason: 'format' };
      if (n < 0) return { reason: 'tooSmall' };
      if (n > 10_000_000) return { reason: 'tooLarge' };
      return { value: Math.round(n * 100) };
    }
    case 'date': {
      const iso = parseImportDate(raw);
      if (!iso) return { reason: 'format' };
      // The contract's date bounds (dates.ts); a year past 9999 is written "+010000-…", before 0 "-…".
      if (iso.startsWith('+') || iso > maxIsoDate) return { reason: 'tooLarge' };
      if (iso.startsWith('-') || iso < minIsoDate) return { reason: 'tooSmall' };
      return { value: iso };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      const word = text.toLowerCase();
      if (yes.has(word)) return { value: true };
      if (no.has(word)) return { value: false };
      return { reason: 'format' };
    }
    case 'enum': {
      const found = column.values?.find((v) => v.toLowerCase() === text.toLowerCase());
      return found ? { value: found } : { reason: 'unknownValue' };
    }
    case 'country': {
      const code = text.toUpperCase();
      return (countryCodes as readonly string[]).includes(code)
        ? { value: code }
        : { reason: 'unknownValue' };
    }
    case 'currency': {
      const code = text.toUpperCase();
      return (orderCurrencies as readonly string[]).includes(code)
        ? { value: code }
        : { reason: 'unknownValue' };
    }
  }
}

/** The values a cell of this column may take, when they are a fixed list (an issue names them). */
export function acceptedValuesOf(column: ImportColumn): readonly string[] | undefined {
  if (column.format === 'enum') return column.values;
  if (column.format === 'country') return countryCodes;
  if (column.format === 'currency') return orderCurrencies;
  return undefined;
}

type RowIssue = { column: string; reason: ImportReason };

/** Rules across the cells of one row (dates in order, complete PN/SN pairs, …); `today` is yyyy-MM-dd. */
export function rowRuleIssues(kind: ImportKind, row: ParsedRow, today: string): RowIssue[] {
  const issues: RowIssue[] = [];
  if (kind === 'units') {
    const production = row.productionDate as string | null;
    if (production && production > today) issues.push({ column: 'productionDate', reason: 'future' });
    for (const key of ['shipDate', 'saleDate'] as const) {
      const value = row[key] as string | null;
      if (!value) continue;
      if (value > today) issues.push({ column: key, reason: 'future' });
      else if (production && value < production) issues.push({ column: key, reason: 'beforeProduction' });
    }
    for (const slot of unitComponentSlots) {
      const hasPn = row[`${slot}Pn`] !== null && row[`${slot}Pn`] !== undefined;
      const hasSn = row[`${slot}Sn`] !== null && row[`${slot}Sn`] !== undefined;
      if (hasPn !== hasSn)
        issues.push({ column: hasPn ? `${slot}Sn` : `${slot}Pn`, reason: 'pairIncomplete' });
    }
  }
  if (
    (kind === 'compatibility' || kind === 'compatibilityFile') &&
    row[kind === 'compatibility' ? 'oldPn' : 'pn']
  ) {
    const [oldKey, newKey] = kind === 'compatibility' ? ['oldPn', 'newPn'] : ['pn', 'newPN'];
    if (row[oldKey] === row[newKey]) issues.push({ column: newKey, reason: 'samePn' });
  }
  if (kind === 'documents' && row.file) {
    const ext = String(row.file).split('.').pop()?.toLowerCase() ?? '';
    if (!(importFileExtensions as readonly string[]).includes(ext))
      issues.push({ column: 'file', reason: 'fileType' });
  }
  return issues;
}

/** Parses one row of a kind: its typed values and every issue of its cells and of its row rules. */
export function parseImportRow(
  kind: ImportKind,
  cells: Record<string, RawCell>,
  today: string,
): { row: ParsedRow; issues: RowIssue[] } {
  const row: ParsedRow = {};
  const issues: RowIssue[] = [];
  for (const column of importColumns[kind]) {
    const result = parseImportCell(column, cells[column.key]);
    if ('reason' in result) issues.push({ column: column.key, reason: result.reason });
    else row[column.key] = result.value;
  }
  if (issues.length === 0) issues.push(...rowRuleIssues(kind, row, today));
  return { row, issues };
}

/** The natural key of a parsed row (for duplicates in one file). */
export function importKeyOf(kind: ImportKind, row: ParsedRow): string {
  return importKeys[kind].map((k) => String(row[k] ?? '').toLowerCase()).join('\u0000');
}

/** Header text → column key: the key itself (any case, spaces and underscores ignored) or an alias. */
export function columnOfHeader(kind: ImportKind, header: string): string | null {
  const squash = (s: string) => s.toLowerCase().replace(/[\s_]+/g, '');
  const wanted = squash(header);
  if (!wanted) return null;
  for (const column of importColumns[kind]) {
    if (squash(column.key) === wanted) return column.key;
    if (column.aliases?.some((a) => squash(a) === wanted)) return column.key;
  }
  return null;
}

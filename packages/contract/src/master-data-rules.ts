// Master-data import and ERP sync (issue 18): the kinds, their columns and the rules of one row, pure, so the
// import screen shows the same rules the server enforces (docs/api.md "Master data").
import { countryCodes } from './countries.ts';
import { warrantyTypeIds } from './constants.ts';
import { normalizePn, normalizeSn } from './part-rules.ts';
import { orderCurrencies } from './spares.ts';
import { companyKinds } from './users.ts';

export const importKinds = [
  'brands',
  'models',
  'spares',
  'workbook',
  'documents',
  'units',
  'compatibility',
  'compatibilityFile',
  'companies',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** The ERP sends rows as JSON; the compatibility file is a spreadsheet shape only (its rows are `compatibility`). */
export const syncKinds = [
  'brands',
  'models',
  'spares',
  'workbook',
  'documents',
  'units',
  'compatibility',
  'companies',
] as const satisfies readonly ImportKind[];
export type SyncKind = (typeof syncKinds)[number];

export const importLimits = {
  /** An uploaded .xlsx, .csv or .zip (documents with their files). */
  fileMaxBytes: 64 * 1024 * 1024,
  /** Data rows of one file (the header not counted). */
  fileMaxRows: 200_000,
  /** Rows of one sync call. */
  syncMaxRows: 10_000,
  /** The JSON body of one sync call (documents' files in base64 count too). */
  syncMaxBytes: 16 * 1024 * 1024,
  /** One document or image file. */
  documentMaxBytes: 20 * 1024 * 1024,
  /** Issues listed in a report (all are counted). */
  reportMaxIssues: 1000,
  textMax: 200,
} as const;

export type CellFormat =
  | 'text'
  | 'pn'
  | 'sn'
  | 'integer'
  | 'year'
  | 'decimal'
  | 'money'
  | 'date'
  | 'boolean'
  | 'enum'
  | 'country'
  | 'currency'
  | 'file';

export type ImportColumn = {
  key: string;
  format: CellFormat;
  isRequired: boolean;
  /** The template's example value (a valid row on the demo data). */
  example: string;
  max?: number;
  min?: number;
  values?: readonly string[];
  /** Other header texts that name this column (the compatibility export's words in eng, fra, spa). */
  aliases?: readonly string[];
  /** Read from the file but not stored (the compatibility file's descriptions). */
  isIgnored?: boolean;
};

const col = (
  key: string,
  format: CellFormat,
  isRequired: boolean,
  example: string,
  extra: Partial<ImportColumn> = {},
): ImportColumn => ({ key, format, isRequired, example, ...extra });

export const partSlotValues = ['motor', 'slave', 'pump1', 'pump2', 'psu', 'other'] as const;
/** The fitted components a unit row can carry (PN and SN each). */
export const unitComponentSlots = ['motor', 'slave', 'pump1', 'pump2', 'psu'] as const;
export const documentKinds = ['document', 'certification'] as const;
/** Files a document or image column may name (content-checked on the server). */
export const importFileExtensions = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

const warrantyValues = warrantyTypeIds.map(String);
const image = (key: string) => col(key, 'file', false, '');

/** The columns of each kind, in template order; the natural key of each kind is named in `importKeys`. */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  brands: [
    col('name', 'text', true, 'SeaGlide', { max: 80 }),
    col('sort', 'integer', false, '0', { min: 0, max: 10_000 }),
    col('active', 'boolean', false, 'yes'),
    image('imageMain'),
    image('imageSlim'),
  ],
  models: [
    col('brand', 'text', true, 'AquaBot', { max: 80 }),
    col('pn', 'pn', true, 'AB-S900'),
    col('year', 'year', true, '2026'),
    col('name', 'text', true, 'AquaBot Swift 900', { max: 120 }),
    col('warrantyType', 'enum', true, '231', { values: warrantyValues }),
    col('customerPn', 'text', false, 'ABS90026', { max: 40 }),
    col('poolArea', 'text', false, '16', { max: 40 }),
    col('access', 'text', false, 'Floor, walls, waterline', { max: 80 }),
    col('climb', 'text', false, 'Yes', { max: 40 }),
    col('cycleTime', 'text', false, '2.5', { max: 40 }),
    col('electronic', 'text', false, 'Swivel, smart navigation', { max: 80 }),
    col('psu', 'text', false, 'Digital 30V with timer', { max: 80 }),
    col('cableLength', 'text', false, '23', { max: 40 }),
    col('weight', 'text', false, '11.8', { max: 40 }),
    col('certificate', 'text', false, 'CE', { max: 40 }),
    image('imageMain'),
    image('imageBig'),
    image('imageView'),
    image('imageExplodedBig'),
    image('imageSlim'),
  ],
  spares: [
    col('pn', 'pn', true, 'AB-FLT-02'),
    col('description', 'text', true, 'AquaBot ultra-fine filter basket', { max: 200 }),
    col('nonSerial', 'boolean', false, 'yes'),
    col('snPrefix', 'text', false, '', { max: 10 }),
    col('snLength', 'integer', false, '', { min: 1, max: 40 }),
    ...orderCurrencies.map((c, i) => col(`price${c}`, 'money', false, ['24.90', '22.90', '90.90'][i] ?? '')),
  ],
  workbook: [
    col('modelPn', 'pn', true, 'AB-S300'),
    col('modelYear', 'year', true, '2024'),
    col('balloonId', 'decimal', true, '12', { min: 0.01, max: 9999.99 }),
    col('pn', 'pn', true, 'AB-BRS-02'),
    col('amount', 'integer', false, '2', { min: 1, max: 1000 }),
    col('slot', 'enum', false, 'other', { values: partSlotValues }),
  ],
  documents: [
    col('modelPn', 'pn', true, 'AB-S300'),
    col('modelYear', 'year', true, '2024'),
    col('kind', 'enum', true, 'document', { values: documentKinds }),
    col('no', 'text', true, 'SM-AB-S300', { max: 60 }),
    col('name', 'text', true, 'Service manual', { max: 120 }),
    col('code', 'text', false, 'manual', { max: 40 }),
    col('year', 'year', false, '2024'),
    col('file', 'file', false, ''),
  ],
  units: [
    col('sn', 'sn', true, 'SN900001'),
    col('modelPn', 'pn', true, 'AB-S300'),
    col('modelYear', 'year', true, '2024'),
    col('productionDate', 'date', true, '15/01/2025'),
    col('shipDate', 'date', false, '29/01/2025'),
    col('saleDate', 'date', false, '10/03/2025'),
    col('warrantyType', 'enum', false, '231', { values: warrantyValues }),
    col('company', 'text', false, '3001', { max: 40 }),
    col('motorPn', 'pn', false, 'AB-MTR-S300B'),
    col('motorSn', 'sn', false, 'MT80000001'),
    col('slavePn', 'pn', false, ''),
    col('slaveSn', 'sn', false, ''),
    col('pump1Pn', 'pn', false, 'AB-PMP-S300B'),
    col('pump1Sn', 'sn', false, 'PU80000001'),
    col('pump2Pn', 'pn', false, ''),
    col('pump2Sn', 'sn', false, ''),
    col('psuPn', 'pn', false, 'AB-PSU-S300'),
    col('psuSn', 'sn', false, 'PS80000001'),
  ],
  compatibility: [col('oldPn', 'pn', true, 'AB-HDL-01'), col('newPn', 'pn', true, 'AB-HDL-02')],
  // Exactly what the compatibilityFile export writes (its headers in any of the three languages).
  compatibilityFile: [
    col('pn', 'pn', true, 'AB-HDL-01', { aliases: ['Old PN', 'Ancienne réf.', 'Ref. antigua'] }),
    col('pnDescription', 'text', false, 'AquaBot handle', {
      isIgnored: true,
      aliases: ['Old PN description', "Description de l'ancienne réf.", 'Descripción de la ref. antigua'],
    }),
    col('newPN', 'pn', true, 'AB-HDL-02', { aliases: ['New PN', 'Nouvelle réf.', 'Ref. nueva'] }),
    col('newPNDescription', 'text', false, '', {
      isIgnored: true,
      aliases: ['New PN description', 'Description de la nouvelle réf.', 'Descripción de la ref. nueva'],
    }),
  ],
  // The rules of a company row are the companies module's (contract companies.ts, checkCompanyRules).
  companies: [
    col('number', 'text', true, '3101', { max: 40 }),
    col('name', 'text', true, 'Azur Piscines', { max: 120 }),
    col('kind', 'enum', true, 'service_centre', { values: companyKinds }),
    col('parentNumber', 'text', false, '2001', { max: 40 }),
    col('country', 'country', true, 'FR'),
    col('currency', 'currency', true, 'EUR'),
    col('priceList', 'text', true, 'partner', { max: 40 }),
    col('brands', 'text', false, 'AquaBot|WaveMaster', { max: 2000 }),
    col('active', 'boolean', false, 'yes'),
  ],
};

/** The columns that identify a row: a second row with the same key in one file is refused. */
export const importKeys: Record<ImportKind, readonly string[]> = {
  brands: ['name'],
  models: ['pn', 'year'],
  spares: ['pn'],
  workbook: ['modelPn', 'modelYear', 'balloonId', 'pn'],
  documents: ['modelPn', 'modelYear', 'kind', 'no'],
  units: ['sn'],
  compatibility: ['oldPn', 'newPn'],
  compatibilityFile: ['pn', 'newPN'],
  companies: ['number'],
};

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
  // A company row (contract companies.ts CompanyIssueReason).
  'parentNotDistributor',
  'parentNotAllowed',
  'parentSelf',
  'oneProvider',
  'providerKind',
  'providerActive',
  'hasServiceCentres',
] as const;
export type ImportReason = (typeof importReasons)[number];

export type ImportIssue = { line: number; column: string; reason: ImportReason; value?: string };

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
    return Number.isInteger(value) ? new Date(value * 1000).toISOString().slice(0, 10) : null;
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
      return iso ? { value: iso } : { reason: 'format' };
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

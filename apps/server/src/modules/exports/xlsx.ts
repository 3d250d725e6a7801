import { PassThrough, type Writable } from 'node:stream';
import { isDateOnly, wallClockOf } from './cell-text.ts';
import type { ExportColumn, ExportRow } from './registry.ts';

const formulaStart = /^[=+\-@\t\r]/;

/** Cell text that a spreadsheet will never run as a formula. */
export function formulaSafe(value: ExportRow[string]): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && formulaStart.test(value)) return `'${value}`;
  return value;
}

// One style object per kind of cell: ExcelJS caches a style by object identity, and gives every cell a fresh
// one otherwise, rendering it to XML each time (that alone was 60% of writing 100,000 rows). Numbers need
// their own object: ExcelJS picks the number format of an unformatted cell from its type once per object.
const cellStyles = {
  text: {},
  number: {},
  date: { numFmt: 'dd/mm/yyyy' },
  dateTime: { numFmt: 'dd/mm/yyyy hh:mm' },
};

/** Dates as DESIGN.md shows them (dd/MM/yyyy; with HH:mm when the value has a time of day). */
function styleOf(value: unknown): object {
  if (typeof value === 'number') return cellStyles.number;
  if (!(value instanceof Date)) return cellStyles.text;
  return isDateOnly(value) ? cellStyles.date : cellStyles.dateTime;
}

export type XlsxOptions = {
  /** Moments (not date-only values) show the wall clock of this zone (TIME_ZONE); default UTC. */
  timeZone?: string;
  /** Told after each row (an export job's progress); awaited when it answers a promise. */
  onRow?: () => void | Promise<void>;
};

/**
 * Streams rows into an xlsx written to `out`; memory stays flat however many rows come. Typed cells (numbers,
 * dates as dates), the header row frozen and filtered, the columns' widths.
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
  options: XlsxOptions = {},
) {
  const timeZone = options.timeZone ?? 'UTC';
  // Loaded on the first export, not at start-up (~330 ms of the embedded start budget, docs/benchmarks.md).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]*?:/\\]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const row of rows as AsyncIterable<ExportRow>) {
    const cells: Record<string, unknown> = {};
    for (const c of columns) {
      const value = formulaSafe(row[c.key]);
      cells[c.key] = value instanceof Date && !isDateOnly(value) ? wallClockOf(value, timeZone) : value;
    }
    const added = sheet.addRow(cells);
    for (let i = 0; i < columns.length; i++) {
      const cell = added.getCell(i + 1);
      cell.style = styleOf(cells[columns[i].key]);
    }
    added.commit();
    count++;
    const waiting = options.onRow?.();
    if (waiting) await waiting;
  }
  // Written when the sheet is committed: the filter buttons over the header and every row.
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: count + 1, column: Math.max(1, columns.length) },
  };
  sheet.commit();
  await workbook.commit();
}

/** The whole xlsx in memory, for the spec's base64 answer of small reports. */
export async function xlsxBuffer(
  sheetName: string,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
  options: XlsxOptions = {},
) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeXlsx(out, sheetName, columns, rows, options);
  await done;
  return Buffer.concat(chunks);
}

import { wallClockOf } from '@poolside/contract/dates';
import { PassThrough, type Writable } from 'node:stream';
import { currencySymbol, toMajor } from '@poolside/contract/money';
import { isDateOnly, isMoney } from './cell-text.ts';
import { loopYielder } from '../../lib/loop-yield.ts';
import type { ExportColumn, ExportRow } from './registry.ts';

const formulaStart = /^[=+\-@\t\r]/;

/** Cell text that a spreadsheet will never run as a formula; money as its decimal amount (the style shows the currency). */
export function formulaSafe(value: ExportRow[string]): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && formulaStart.test(value)) return `'${value}`;
  if (isMoney(value)) return toMajor(value.minor);
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

const moneyStyles = new Map<string, object>();
/**
 * A number format with the currency's symbol (DESIGN.md: money with its currency symbol), one style object per
 * currency: "$"#,##0.00 before the amount for the dollar, after it for the others, as the screens write them.
 */
function moneyStyle(currency: string): object {
  let style = moneyStyles.get(currency);
  if (!style) {
    const symbol = currencySymbol(currency);
    const amount = '#,##0.00';
    const format = currency === 'USD' ? `"${symbol}"${amount}` : `${amount} "${symbol}"`;
    style = { numFmt: `${format};-${format}` };
    moneyStyles.set(currency, style);
  }
  return style;
}

/** Dates as DESIGN.md shows them (dd/MM/yyyy; with HH:mm when the value has a time of day). */
function styleOf(value: unknown): object {
  if (isMoney(value)) return moneyStyle(value.currency);
  if (typeof value === 'number') return cellStyles.number;
  if (!(value instanceof Date)) return cellStyles.text;
  return isDateOnly(value) ? cellStyles.date : cellStyles.dateTime;
}

/**
 * ExcelJS's streaming writer hands each sheet's XML to its zip (archiver) without waiting: its StreamBuf writes
 * into the entry's PassThrough whatever that answers, so when rows come faster than zlib compresses them the
 * uncompressed XML piles up there as Buffers (100,000 rows made in memory: ~190 MB). The writer waits for those
 * pipes to drain once they hold this much. Rows read from the database come slower than zlib takes them, so
 * for the reports this is a bound rather than a saving (docs/decisions.md "The last hot routes").
 */
const MAX_PENDING_XML = 1024 * 1024;

/** The sheet's StreamBuf and the streams it writes to (archiver's PassThrough: readable-stream 2). */
type Pipes = {
  pipes?: {
    writableLength?: number;
    _writableState?: { length: number };
    once(event: 'drain', fn: () => void): unknown;
  }[];
};

const pendingOf = (pipe: NonNullable<Pipes['pipes']>[number]) =>
  pipe.writableLength ?? pipe._writableState?.length ?? 0;

/** Resolves once the sheet's pending XML is under MAX_PENDING_XML (undefined when it is). */
function drained(sheetStream: Pipes): Promise<void> | undefined {
  const full = sheetStream.pipes?.find((pipe) => pendingOf(pipe) > MAX_PENDING_XML);
  if (!full) return undefined;
  return new Promise((resolve) => {
    // Never longer than a second: a zip that stopped taking data fails the workbook's commit instead.
    const timer = setTimeout(resolve, 1000);
    full.once('drain', () => {
      clearTimeout(timer);
      resolve();
    });
  });
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
  const yieldTurn = loopYielder();
  for await (const row of rows as AsyncIterable<ExportRow>) {
    const cells: Record<string, unknown> = {};
    for (const c of columns) {
      const value = formulaSafe(row[c.key]);
      cells[c.key] = value instanceof Date && !isDateOnly(value) ? wallClockOf(value, timeZone) : value;
    }
    const added = sheet.addRow(cells);
    for (let i = 0; i < columns.length; i++) {
      const cell = added.getCell(i + 1);
      const raw = row[columns[i].key];
      cell.style = styleOf(isMoney(raw) ? raw : cells[columns[i].key]);
    }
    added.commit();
    count++;
    const pending = drained((sheet as unknown as { stream: Pipes }).stream);
    if (pending) await pending;
    const waiting = options.onRow?.();
    if (waiting) await waiting;
    const turn = yieldTurn();
    if (turn) await turn;
  }
  // Written when the sheet is committed: the filter buttons over the header and every row.
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: count + 1, column: Math.max(1, columns.length) },
  };
  sheet.commit();
  await workbook.commit();
}

/** The whole xlsx in memory, for a small file answered at once (the statistics reports). */
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

import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn, ExportRow } from './registry.ts';

const formulaStart = /^[=+\-@\t\r]/;

/** Cell text that a spreadsheet will never run as a formula. */
export function formulaSafe(value: ExportRow[string]): string | number | boolean | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && formulaStart.test(value)) return `'${value}`;
  return value;
}

/** Streams rows into an xlsx written to `out`; memory stays flat however many rows come. */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows as AsyncIterable<ExportRow>) {
    const cells: Record<string, unknown> = {};
    for (const c of columns) cells[c.key] = formulaSafe(row[c.key]);
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** The whole xlsx in memory, for the spec's base64 answer of small reports. */
export async function xlsxBuffer(
  sheetName: string,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await writeXlsx(out, sheetName, columns, rows);
  await done;
  return Buffer.concat(chunks);
}

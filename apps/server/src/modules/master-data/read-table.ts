import { Readable } from 'node:stream';
import type { RawCell } from '@poolside/contract/master-data-rules';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** One line of a sheet or CSV file: its 1-based line number and its cells in column order. */
export type TableLine = { line: number; cells: RawCell[] };

const invalidFile = (reason: string) => fieldError('fileInvalid', 'file', { reason });

/** The text of an ExcelJS cell value (rich text, formula results, hyperlinks, errors become plain values). */
function cellOf(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return v.richText.map((r: { text?: string }) => r.text ?? '').join('');
    if ('result' in v) return cellOf(v.result);
    if ('text' in v) return cellOf(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(value);
}

/** The first worksheet of an .xlsx, row by row, with ExcelJS's streaming reader (memory stays flat). */
export async function* readXlsxLines(source: Readable): AsyncGenerator<TableLine> {
  // Loaded on the first import, not at start-up (docs/performance.md "Start-up and first load").
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1);
        yield { line: row.number, cells: Array.from(values, cellOf) };
      }
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile('notXlsx');
  } finally {
    source.resume();
  }
}

/** The delimiter of a CSV by its first line: semicolon (Excel in French or Spanish), tab, or comma. */
function delimiterOf(firstLine: string): string {
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', '\t', ','].map((d) => [d, outside.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0][1] > 0 ? counts[0][0] : ',';
}

/** The file's bytes as UTF-8 text chunks; anything that is not UTF-8 (an ANSI export, a binary) is -25. */
async function* utf8Chunks(source: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      if (buffer.includes(0)) throw invalidFile('notText');
      yield decoder.decode(buffer, { stream: true });
    }
    yield decoder.decode();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile('encoding');
  }
}

/** A UTF-8 CSV (comma, semicolon or tab; a BOM is skipped), record by record with csv-parse. */
export async function* readCsvLines(source: Readable): AsyncGenerator<TableLine> {
  const { parse } = await import('csv-parse');
  const chunks = utf8Chunks(source);
  let head = '';
  let next = await chunks.next();
  while (!next.done) {
    head += next.value;
    if (/[\r\n]/.test(head) || head.length > 65_536) break;
    next = await chunks.next();
  }
  const isDone = next.done;
  head = head.replace(/^\uFEFF/, '');
  const parser = parse({
    delimiter: delimiterOf(head.split(/\r\n|\n|\r/)[0] ?? ''),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  });
  async function* text() {
    yield head;
    if (isDone) return;
    for await (const chunk of chunks) yield chunk;
  }
  const input = Readable.from(text());
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: record.info.lines, cells: record.record };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile('csv');
  } finally {
    source.resume();
  }
}

/** The lines of a file of rows: .xlsx by its content, otherwise CSV text. */
export function readTableLines(fileName: string, source: Readable): AsyncGenerator<TableLine> {
  return /\.xlsx$/i.test(fileName) ? readXlsxLines(source) : readCsvLines(source);
}

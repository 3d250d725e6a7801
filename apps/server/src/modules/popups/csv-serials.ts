import { popupSerialPattern, popupSerialsMax } from '@poolside/contract/popup-rules';

/** A row of the file that cannot be imported: its 1-based line number and why. */
export type BadRow = { line: number; problem: 'sn' | 'columns' };
export type ParsedSerials = { serials: string[]; badRows: BadRow[]; isTooMany: boolean };

/** The CSV template admins download: a header and one example row. */
export const popupCsvTemplate = 'sn\r\nSN100001\r\n';

const headerNames = new Set(['sn', 'sns', 'serial', 'serials', 'serial number', 'robot sn']);

function cellsOf(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
}

/**
 * The serials of an uploaded CSV: one serial per row in the first column (a header row `sn` is skipped,
 * blank rows too, duplicates count once). A row with a malformed serial or a second non-empty column is
 * reported with its line number; the caller imports nothing when any row is bad.
 */
export function parseSerialsCsv(text: string): ParsedSerials {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const serials = new Set<string>();
  const badRows: BadRow[] = [];
  let isFirstContent = true;
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const cells = cellsOf(raw);
    const first = cells[0] ?? '';
    if (isFirstContent) {
      isFirstContent = false;
      if (headerNames.has(first.toLowerCase())) return;
    }
    const line = index + 1;
    if (cells.slice(1).some((cell) => cell !== '')) {
      badRows.push({ line, problem: 'columns' });
      return;
    }
    const sn = first.toUpperCase();
    if (!popupSerialPattern.test(sn)) badRows.push({ line, problem: 'sn' });
    else serials.add(sn);
  });
  return { serials: [...serials], badRows, isTooMany: serials.size > popupSerialsMax };
}

/** Text of an uploaded file, or null when it is not UTF-8 text (a binary or a spreadsheet). */
export function decodeCsv(body: Buffer): string | null {
  if (body.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return null;
  }
}

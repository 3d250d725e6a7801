// Opens what an export answers, for the export suites (not a test file): the xlsx through ExcelJS, the PDF
// through unpdf (Mozilla's pdf.js), so a test reads what a person would see.
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';

export type OpenedSheet = {
  sheet: ExcelJS.Worksheet;
  headers: string[];
  /** Data rows as header → cell value. */
  rows: Record<string, unknown>[];
};

async function firstSheet(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

/** The first sheet's rows as cell values (the header row first); a base64 text is the API's `file`. */
export async function sheetRows(file: Buffer | string): Promise<unknown[][]> {
  return (await firstSheet(typeof file === 'string' ? Buffer.from(file, 'base64') : file)).rows;
}

export async function openXlsx(file: Buffer): Promise<OpenedSheet> {
  const { sheet, rows: all } = await firstSheet(file);
  const [head = [], ...data] = all;
  const headers = head.map(String);
  return {
    sheet,
    headers,
    rows: data.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i] ?? null]))),
  };
}

export type OpenedPdf = { pages: number; text: string; pageTexts: string[] };

export async function openPdf(file: Buffer): Promise<OpenedPdf> {
  const pdf = await getDocumentProxy(new Uint8Array(file));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pages: totalPages, text: text.join('\n'), pageTexts: text };
}

/** Text without the line breaks a wrapped cell puts in it (pdf.js gives each drawn line apart). */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

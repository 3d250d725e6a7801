import { importColumns, type ImportKind } from '@poolside/contract/master-data-columns';

/** The header and example row of a kind's template. */
function templateRows(kind: ImportKind): string[][] {
  const columns = importColumns[kind];
  const header = columns.map((c) => c.aliases?.[0] ?? c.key);
  return [header, columns.map((c) => c.example)];
}

function csvCell(value: string): string {
  return /[",\r\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The CSV template (UTF-8 with a BOM, so spreadsheets read accents; comma-separated). */
export function csvTemplate(kind: ImportKind): Buffer {
  const text = templateRows(kind)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

/** The .xlsx template: a bold header row, an example row, every cell text (a PN stays a PN, not a number). */
export async function xlsxTemplate(kind: ImportKind): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  const [header, example] = templateRows(kind);
  sheet.columns = header.map((h) => ({
    header: h,
    width: Math.max(14, h.length + 4),
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(example);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function templateFileName(kind: ImportKind, format: 'xlsx' | 'csv') {
  return `import-${kind}-template.${format}`;
}

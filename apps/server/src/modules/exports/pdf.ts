// A report as a PDF table (pdfkit): the title and the date on every page, the translated header row repeated
// on each page, page numbers, landscape when the columns need the width. Written page by page to `out`, so
// memory stays flat however many rows come (pdfkit keeps no page once the next one starts).
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Language } from '@poolside/contract/languages';
import { cellText } from './cell-text.ts';
import { pdfFonts } from './pdf-fonts.ts';
import type { ExportColumn, ExportRow } from './registry.ts';

export type PdfHeading = {
  /** The report's title, in the reader's language. */
  title: string;
  /** "Printed 05/03/2026 14:20": the line beside the title. */
  printed: string;
  /** "Page 3" in the reader's language. */
  pageLabel: (page: number) => string;
  language: Language;
  timeZone: string;
};

const MARGIN = 28;
const FONT_SIZE = 7.5;
const HEAD_FONT_SIZE = 7.5;
const LINE_HEIGHT = 9.5;
const PADDING = 2.5;
/** A cell shows at most this many lines; longer text ends with an ellipsis (the Excel file has it whole). */
const MAX_LINES = 4;
/** Portrait up to this many width units (ExportColumn.width, ~ characters); landscape above. */
const PORTRAIT_UNITS = 100;

type Doc = PDFKit.PDFDocument;

/** pdfkit's font object (doc.font() makes it current; its widths do not depend on the current font). */
type PdfFont = { widthOfString: (text: string, size: number) => number; layoutCache?: object };

type Measure = { width: (text: string) => number; font: PdfFont };

/** Widths of texts already measured (per font and size), so 100,000 rows do not lay out the same words again. */
function measureOf(doc: Doc, name: string, size: number): Measure {
  const font = (doc.font(name) as unknown as { _font: PdfFont })._font;
  const cache = new Map<string, number>();
  return {
    font,
    width(text) {
      let width = cache.get(text);
      if (width === undefined) {
        if (cache.size > 50_000) cache.clear();
        width = font.widthOfString(text, size);
        cache.set(text, width);
      }
      return width;
    },
  };
}

/** Breaks text into lines no wider than `width` (words, then characters for a word too long), at most `max`. */
function wrap(text: string, width: number, measure: Measure, max: number): string[] {
  if (text === '') return [];
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    if (measure.width(paragraph) <= width) {
      lines.push(paragraph);
    } else {
      let line = '';
      for (const word of paragraph.split(/(\s+)/)) {
        const candidate = line + word;
        if (measure.width(candidate) <= width) {
          line = candidate;
          continue;
        }
        if (line.trim() !== '') lines.push(line.trimEnd());
        line = word.trimStart();
        while (line !== '' && measure.width(line) > width) {
          let cut = line.length - 1;
          while (cut > 1 && measure.width(line.slice(0, cut)) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      if (line.trim() !== '') lines.push(line.trimEnd());
    }
    if (lines.length > max) break;
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1];
  while (last !== '' && measure.width(`${last}…`) > width) last = last.slice(0, -1);
  kept[max - 1] = `${last}…`;
  return kept;
}

/**
 * Widths in points: each column's share of the page by its `width`, but never narrower than the longest word
 * of its header (a header cut inside a word reads badly); the others give up what that takes.
 */
function columnWidths(columns: ExportColumn[], units: number, pageWidth: number, bold: Measure): number[] {
  const shares = columns.map((c) => ((c.width ?? 18) / units) * pageWidth);
  const least = columns.map(
    (c) => Math.max(...c.header.split(/\s+/).map((word) => bold.width(word))) + PADDING * 2 + 1,
  );
  if (least.reduce((a, b) => a + b, 0) > pageWidth) return shares;
  const widened = shares.map((w, i) => Math.max(w, least[i]));
  const extra = widened.reduce((a, b) => a + b, 0) - pageWidth;
  if (extra <= 0) return widened;
  const room = widened.map((w, i) => w - least[i]);
  const roomTotal = room.reduce((a, b) => a + b, 0);
  return widened.map((w, i) => w - (extra * room[i]) / roomTotal);
}

/** Whether a column's cells align right (numbers). */
const isNumber = (value: unknown) => typeof value === 'number';

/** Streams rows into a PDF table written to `out`; `onRow` is told after each row (job progress). */
export async function writePdf(
  out: Writable,
  heading: PdfHeading,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
  onRow?: () => void | Promise<void>,
) {
  // Loaded on the first PDF, not at start-up (pdfkit and its fonts cost ~0.1 s at every server start otherwise).
  const { default: PDFDocument } = await import('pdfkit');
  const units = columns.reduce((sum, c) => sum + (c.width ?? 18), 0);
  const layout = units > PORTRAIT_UNITS || columns.length > 7 ? 'landscape' : 'portrait';
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    autoFirstPage: false,
    compress: process.env.PDF_UNCOMPRESSED !== '1',
    info: { Title: heading.title, Creator: 'Poolside Portal' },
    lang: { eng: 'en', fra: 'fr', spa: 'es' }[heading.language] ?? 'en',
  } as PDFKit.PDFDocumentOptions);
  const fonts = await pdfFonts();
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  // Not doc.pipe(out): a paused pipe lets pdfkit's own buffer grow unseen; written here, the wait for `out`
  // to drain at each page bounds what is held.
  const ended = once(out, 'finish');
  doc.on('data', (chunk: Buffer) => out.write(chunk));
  doc.on('end', () => out.end());

  const regular = measureOf(doc, 'body', FONT_SIZE);
  const bold = measureOf(doc, 'bold', HEAD_FONT_SIZE);
  let pageWidth = 0;
  let bottom = 0;
  let widths: number[] = [];
  let page = 0;
  let y = 0;

  const setFont = (name: 'body' | 'bold', size: number) => doc.font(name).fontSize(size);

  function drawRow(cells: string[][], rowHeight: number, alignRight: boolean[], shade: string | null) {
    if (shade) doc.rect(MARGIN, y, pageWidth, rowHeight).fill(shade).fillColor('#000000');
    let x = MARGIN;
    for (let i = 0; i < cells.length; i++) {
      let lineY = y + PADDING;
      for (const line of cells[i]) {
        const offset = alignRight[i] ? widths[i] - PADDING * 2 - regular.width(line) : 0;
        doc.text(line, x + PADDING + Math.max(0, offset), lineY, { lineBreak: false });
        lineY += LINE_HEIGHT;
      }
      x += widths[i];
    }
    doc
      .moveTo(MARGIN, y + rowHeight)
      .lineTo(MARGIN + pageWidth, y + rowHeight)
      .lineWidth(0.3)
      .strokeColor('#c5ccd3')
      .stroke();
    y += rowHeight;
  }

  let headerCells: string[][] = [];
  let headerHeight = 0;
  const noRight = columns.map(() => false);

  async function newPage() {
    if (page > 0 && out.writableNeedDrain) await once(out, 'drain');
    // pdfkit keeps the glyph run of every word it ever laid out: a page's words are enough.
    for (const { font } of [regular, bold]) if (font.layoutCache) font.layoutCache = Object.create(null);
    doc.addPage();
    page++;
    if (page === 1) {
      pageWidth = doc.page.width - MARGIN * 2;
      bottom = doc.page.height - MARGIN - 14;
      widths = columnWidths(columns, units, pageWidth, bold);
      headerCells = columns.map((c, i) => wrap(c.header, widths[i] - PADDING * 2, bold, 3));
      headerHeight = Math.max(1, ...headerCells.map((l) => l.length)) * LINE_HEIGHT + PADDING * 2;
    }
    setFont('bold', 11);
    doc.text(heading.title, MARGIN, MARGIN, { lineBreak: false });
    setFont('body', 8);
    const printedWidth = doc.widthOfString(heading.printed);
    doc.text(heading.printed, MARGIN + pageWidth - printedWidth, MARGIN + 2, { lineBreak: false });
    const pageText = heading.pageLabel(page);
    doc.text(pageText, MARGIN + pageWidth - doc.widthOfString(pageText), bottom + 5, { lineBreak: false });
    y = MARGIN + 20;
    setFont('bold', HEAD_FONT_SIZE);
    drawRow(headerCells, headerHeight, noRight, HEAD_SHADE);
    setFont('body', FONT_SIZE);
  }

  await newPage();
  let index = 0;
  for await (const row of rows as AsyncIterable<ExportRow>) {
    const values = columns.map((c) => row[c.key]);
    const right = values.map(isNumber);
    const cells = values.map((v, i) =>
      wrap(cellText(v, heading.language, heading.timeZone), widths[i] - PADDING * 2, regular, MAX_LINES),
    );
    const rowHeight = Math.max(1, ...cells.map((l) => l.length)) * LINE_HEIGHT + PADDING * 2;
    if (y + rowHeight > bottom) await newPage();
    drawRow(cells, rowHeight, right, index % 2 === 1 ? ROW_SHADE : null);
    index++;
    const waiting = onRow?.();
    if (waiting) await waiting;
  }
  doc.end();
  await ended;
}

const HEAD_SHADE = '#e3e9ef';
const ROW_SHADE = '#f6f8fa';

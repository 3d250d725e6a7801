// A report as a PDF table (pdfkit), drawn in the PDF worker (pdf-worker.ts): the title and the date on every
// page, the translated header row repeated on each page, page numbers. The columns are sized to their content
// (pdf-columns.ts) from the first rows, the page turned to landscape, or each row printed in bands, when the
// columns need it. Handed out page by page, so memory stays flat however many rows come (pdfkit keeps no page
// once the next one starts).
import type { Language } from '@poolside/contract/languages';
import { languageTag } from '../../lib/i18n.ts';
import { drawPageFrame, openPdf, type PdfDoc } from '../../lib/pdf/kit.ts';
import { cellText, isRightAligned } from './cell-text.ts';
import { pageWords } from './export-words.ts';
import { type Band, columnNeeds, PADDING, planTable } from './pdf-columns.ts';
import { createMeasure, type PdfFont, type TextMeasure } from './pdf-measure.ts';
import { wrap } from './pdf-wrap.ts';
import type { ExportColumn, ExportRow } from './registry.ts';

export type PdfHeading = {
  /** The report's title, in the reader's language. */
  title: string;
  /** "Printed 05/03/2026 14:20": the line beside the title. */
  printed: string;
  /** The reader's language (the cells' words, "Page 3"). */
  language: Language;
  timeZone: string;
};

const MARGIN = 28;
const FONT_SIZE = 7.5;
const HEAD_FONT_SIZE = 7.5;
const LINE_HEIGHT = 9.5;
/** A cell shows at most this many lines; longer text ends with an ellipsis (the Excel file has it whole). */
const MAX_LINES = 4;
const HEAD_MAX_LINES = 3;
/** Rows read before the columns are sized (their cells' words and lengths decide the widths). */
const SAMPLE_ROWS = 200;
const A4 = { short: 595.28, long: 841.89 };
const HEAD_SHADE = '#e3e9ef';
const ROW_SHADE = '#f6f8fa';

/** A row ready to draw: each band's cells as lines, right alignment per column, its height. */
type Drawn = { bands: string[][][]; right: boolean[]; heights: number[]; height: number };

function measureOf(doc: PdfDoc, name: string, size: number): TextMeasure {
  return createMeasure((doc.font(name) as unknown as { _font: PdfFont })._font, size);
}

/** The first SAMPLE_ROWS rows, and the rest of the stream to read after them. */
async function sampleOf(rows: AsyncIterable<ExportRow> | Iterable<ExportRow>) {
  const rest = (async function* () {
    yield* rows;
  })();
  const sample: ExportRow[] = [];
  while (sample.length < SAMPLE_ROWS) {
    const next = await rest.next();
    if (next.done) break;
    sample.push(next.value);
  }
  return { sample, rest };
}

/** A pdfkit document in the heading's language with the unicode fonts, its bytes going to `write`. */
function openReportPdf(write: (chunk: Buffer) => void, heading: PdfHeading) {
  return openPdf(
    {
      size: 'A4',
      margin: MARGIN,
      autoFirstPage: false,
      compress: process.env.PDF_UNCOMPRESSED !== '1',
      info: { Title: heading.title, Creator: 'Poolside Portal' },
      lang: languageTag(heading.language),
    } as PDFKit.PDFDocumentOptions,
    write,
    'unicode',
  );
}

/**
 * Draws rows into a PDF table whose bytes go to `write` as pdfkit makes them; `atPage` is awaited before each
 * new page (the reader's pace).
 */
export async function renderPdf(
  write: (chunk: Buffer) => void,
  heading: PdfHeading,
  columns: ExportColumn[],
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>,
  atPage?: () => Promise<void> | undefined,
) {
  const { doc, fonts, ended } = await openReportPdf(write, heading);

  const regular = measureOf(doc, fonts.body, FONT_SIZE);
  const bold = measureOf(doc, fonts.bold, HEAD_FONT_SIZE);
  const textsOf = (row: ExportRow) =>
    columns.map((c) => cellText(row[c.key], heading.language, heading.timeZone));
  const { sample, rest } = await sampleOf(rows);
  const sampleTexts = sample.map(textsOf);
  const plan = planTable(
    columnNeeds(
      columns.map((c) => c.header),
      columns.map((c) => c.width ?? 18),
      sampleTexts,
      regular,
      bold,
    ),
    { portrait: A4.short - MARGIN * 2, landscape: A4.long - MARGIN * 2 },
  );
  const pageWidth = (plan.layout === 'portrait' ? A4.short : A4.long) - MARGIN * 2;
  const bottom = (plan.layout === 'portrait' ? A4.long : A4.short) - MARGIN - 14;
  const table = tableDrawer(doc, plan.bands, pageWidth, regular);

  const headerRow = table.lay(
    columns.map((c) => c.header),
    columns.map(() => false),
    bold,
    HEAD_MAX_LINES,
  );
  let page = 0;
  async function newPage() {
    const waiting = page > 0 ? atPage?.() : undefined;
    if (waiting) await waiting;
    // pdfkit keeps the glyph run of every word it ever laid out: a page's words are enough.
    for (const { font } of [regular, bold]) if (font.layoutCache) font.layoutCache = Object.create(null);
    doc.addPage({ size: 'A4', layout: plan.layout, margin: MARGIN });
    page++;
    drawPageFrame(
      doc,
      fonts,
      { title: heading.title, printed: heading.printed, footer: pageWords(heading.language, page) },
      { x: MARGIN, y: MARGIN, width: pageWidth, bottom },
    );
    doc.font(fonts.bold).fontSize(HEAD_FONT_SIZE);
    table.y = MARGIN + 20;
    table.draw(headerRow, HEAD_SHADE);
    doc.font(fonts.body).fontSize(FONT_SIZE);
  }

  await newPage();
  let index = 0;
  const writeRow = async (texts: string[], values: ExportRow[string][]) => {
    const drawn = table.lay(texts, values.map(isRightAligned), regular, MAX_LINES);
    if (table.y + drawn.height > bottom) await newPage();
    table.draw(drawn, index % 2 === 1 ? ROW_SHADE : null);
    index++;
  };
  for (let i = 0; i < sample.length; i++) {
    await writeRow(
      sampleTexts[i],
      columns.map((c) => sample[i][c.key]),
    );
  }
  sample.length = 0;
  for await (const row of rest) {
    await writeRow(
      textsOf(row),
      columns.map((c) => row[c.key]),
    );
  }
  doc.end();
  await ended;
}

/** Lays rows out in the plan's bands and draws them at `y` (which moves down). */
function tableDrawer(doc: PdfDoc, bands: Band[], pageWidth: number, regular: TextMeasure) {
  const table = {
    y: 0,
    lay(texts: string[], right: boolean[], measure: TextMeasure, maxLines: number): Drawn {
      const cells = bands.map((band) =>
        band.columns.map((column, i) => wrap(texts[column], band.widths[i] - PADDING * 2, measure, maxLines)),
      );
      const heights = cells.map(
        (band) => Math.max(1, ...band.map((lines) => lines.length)) * LINE_HEIGHT + PADDING * 2,
      );
      return { bands: cells, right, heights, height: heights.reduce((a, b) => a + b, 0) };
    },
    draw(row: Drawn, shade: string | null) {
      if (shade) doc.rect(MARGIN, table.y, pageWidth, row.height).fill(shade).fillColor('#000000');
      bands.forEach((band, b) => {
        let x = MARGIN;
        band.columns.forEach((column, i) => {
          let lineY = table.y + PADDING;
          for (const line of row.bands[b][i]) {
            const offset = row.right[column] ? band.widths[i] - PADDING * 2 - regular.width(line) : 0;
            doc.text(line, x + PADDING + Math.max(0, offset), lineY, { lineBreak: false });
            lineY += LINE_HEIGHT;
          }
          x += band.widths[i];
        });
        table.y += row.heights[b];
        // A thin rule between a row's bands, a stronger one under the row.
        const isLast = b === bands.length - 1;
        doc
          .moveTo(MARGIN, table.y)
          .lineTo(MARGIN + pageWidth, table.y)
          .lineWidth(isLast ? 0.3 : 0.15)
          .strokeColor(isLast ? '#c5ccd3' : '#e1e6eb')
          .stroke();
      });
    },
  };
  return table;
}

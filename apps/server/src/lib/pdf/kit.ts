// The PDF kit: every PDF the portal makes (the list exports, the RMA packing slip, the spare-parts order) opens
// its document, picks its fonts and draws its brand header, tables and page frame here. pdfkit is loaded on
// first use: it and its fonts cost ~0.1 s at every server start otherwise.
import type { Language } from '@poolside/contract/languages';
import { formatMinor } from '@poolside/contract/money';
import { translate } from '../i18n.ts';
import { pdfFonts } from './fonts.ts';

export type PdfDoc = PDFKit.PDFDocument;

/** The names to give `doc.font()` for body text and bold text. */
export type PdfFonts = { body: string; bold: string };

/**
 * `standard`: the standard PDF fonts (nothing embedded: small files; no ₪ glyph, so amounts in shekels print
 * "NIS"). `unicode`: DejaVu Sans embedded (accents, €, £ and ₪), for any text a user typed in any language.
 */
export type PdfFontSet = 'standard' | 'unicode';

const standardFonts: PdfFonts = { body: 'Helvetica', bold: 'Helvetica-Bold' };
const unicodeFonts: PdfFonts = { body: 'body', bold: 'bold' };

/** The shade behind a table's header row. */
export const HEAD_SHADE = '#e8eef5';

/**
 * The unicode fonts as fontkit parsed them for the first PDF, given to the next ones (pdfkit takes a parsed font
 * as well as its bytes): parsing the tables again cost every PDF its first layouts and its font embedding.
 */
let parsedFonts: { regular: unknown; bold: unknown } | null = null;
const fontkitOf = (doc: PdfDoc, name: string) =>
  (doc.font(name) as unknown as { _font: { font: unknown } })._font.font;

async function registerUnicodeFonts(doc: PdfDoc) {
  const fonts = parsedFonts ?? (await pdfFonts());
  doc.registerFont(unicodeFonts.body, fonts.regular as Buffer);
  doc.registerFont(unicodeFonts.bold, fonts.bold as Buffer);
  parsedFonts ??= { regular: fontkitOf(doc, unicodeFonts.body), bold: fontkitOf(doc, unicodeFonts.bold) };
}

/** A pdfkit document whose bytes go to `write` as pdfkit makes them; `ended` settles after the last one. */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
  write: (chunk: Buffer) => void,
  fontSet: PdfFontSet = 'standard',
): Promise<{ doc: PdfDoc; fonts: PdfFonts; ended: Promise<void> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  if (fontSet === 'unicode') await registerUnicodeFonts(doc);
  const ended = new Promise<void>((resolve) => doc.on('end', resolve));
  doc.on('data', write);
  return { doc, fonts: fontSet === 'unicode' ? unicodeFonts : standardFonts, ended };
}

/** A one-off A4 document (margin 40) drawn by `draw`, as the bytes of the whole file. */
export async function pdfBuffer(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PdfDoc, fonts: PdfFonts) => void | Promise<void>,
  fontSet: PdfFontSet = 'standard',
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const { doc, fonts, ended } = await openPdf(
    { size: 'A4', margin: 40, ...options },
    (chunk) => chunks.push(chunk),
    fontSet,
  );
  await draw(doc, fonts);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The words of a printed document (documents.json `<document>.<key>`) in the reader's language. */
export const documentWords = (language: Language, document: 'packingSlip' | 'order') => (key: string) =>
  translate(language, `documents:${document}.${key}`);

/** "Label: value" as the language writes it: French puts a non-breaking space before the colon. */
export function labelled(language: Language, label: string, value: string): string {
  return `${label}${language === 'fra' ? '\u00a0: ' : ': '}${value}`;
}

/**
 * An amount (minor units) as the standard fonts print it: they have $ and € but no ₪ glyph, so amounts in
 * shekels print "NIS" (the spec's name for ILS) after the number instead of the symbol.
 */
export function pdfMoney(minor: number, currency: string, language: Language): string {
  const text = formatMinor(minor, currency, language);
  return currency === 'ILS' ? text.replace('₪', 'NIS').replace(/^NIS(.*)$/, '$1\u00a0NIS') : text;
}

/** The portal's mark (the web's brand mark): a blue tile with a wave and a robot, `size` points wide. */
function drawLogo(doc: PdfDoc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 32);
  doc.roundedRect(0, 0, 32, 32, 7).fill('#1864ab');
  doc
    .path('M5 20c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 4 2v4c-1 0-1-2-4-2s-3 2-6 2-3-2-6-2-3 2-6 2z')
    .fill('#ffffff');
  doc.circle(16, 11, 4).fill('#a5d8ff');
  doc.restore().fillColor('#000000');
}

/** The brand header at the page's top left: the mark and "Poolside Portal" beside it. */
export function drawBrandHeader(doc: PdfDoc, fonts: PdfFonts) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  drawLogo(doc, left, top, 40);
  doc
    .font(fonts.bold)
    .fontSize(14)
    .text('Poolside Portal', left + 50, top + 12);
}

/**
 * A table at the cursor (pdfkit's table, 9 pt): the header row bold on a shade, then the rows; `widths` in
 * points, '*' for the column that takes the rest of the line.
 */
export function drawTable(
  doc: PdfDoc,
  fonts: PdfFonts,
  table: { widths: (number | '*')[]; head: string[]; rows: string[][] },
) {
  doc.fontSize(9).table({
    columnStyles: table.widths,
    defaultStyle: { padding: 3 },
    data: [
      table.head.map((text) => ({ text, font: { src: fonts.bold }, backgroundColor: HEAD_SHADE })),
      ...table.rows,
    ],
  });
}

/** A line aligned to the right margin (a total under a table), bold or not. */
export function drawRightLine(doc: PdfDoc, fonts: PdfFonts, text: string, bold = false) {
  const left = doc.page.margins.left;
  doc.font(bold ? fonts.bold : fonts.body).text(text, left, undefined, {
    align: 'right',
    width: doc.page.width - left * 2,
  });
}

/**
 * A page's frame for a document of many pages: the title top left, a line (the printing moment) top right,
 * the footer (the page number) bottom right. `box` is the page's writing area; `bottom` its last line.
 */
export function drawPageFrame(
  doc: PdfDoc,
  fonts: PdfFonts,
  frame: { title: string; printed: string; footer: string },
  box: { x: number; y: number; width: number; bottom: number },
) {
  doc.font(fonts.bold).fontSize(11);
  doc.text(frame.title, box.x, box.y, { lineBreak: false });
  doc.font(fonts.body).fontSize(8);
  const printedWidth = doc.widthOfString(frame.printed);
  doc.text(frame.printed, box.x + box.width - printedWidth, box.y + 2, { lineBreak: false });
  doc.text(frame.footer, box.x + box.width - doc.widthOfString(frame.footer), box.bottom + 5, {
    lineBreak: false,
  });
}

import { formatDateOnly } from '@poolside/contract/dates';
import type { Language } from '@poolside/contract/languages';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { documentWords, drawBrandHeader, drawTable, labelled, pdfBuffer } from '../../../lib/pdf/kit.ts';
import { rmaStatusWord } from '../../../lib/report-words.ts';

/** The lines whose parts go back to the manufacturer: approved ones and those flagged for QA. */
export function linesToReturn(lines: RmaLine[]): RmaLine[] {
  return lines.filter((l) => l.status === 'APP' || l.returnToQA);
}

/** The text the slip's barcode carries: the RMA number (Code 128), as a scanner at the maker reads it. */
export const barcodeText = (rmaId: number) => `RMA${rmaId}`;

/** The RMA number as a Code 128 barcode (PNG) for the parcel's scanner. */
async function barcodePng(rmaId: number): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js');
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: barcodeText(rmaId),
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
}

/**
 * Renders the return packing slip of an RMA (A4 PDF) in the reader's language: the maker's logo and
 * returns address, the RMA number as a scannable Code 128 barcode, the status as a word, and the parts.
 */
export async function renderPackingSlip(
  rma: RmaWithLines,
  language: Language,
  now: Date,
  makerAddress: string[],
): Promise<Buffer> {
  const w = documentWords(language, 'packingSlip');
  const label = (name: string, value: string) => labelled(language, name, value);
  const barcode = await barcodePng(rma.id);
  return pdfBuffer({ info: { Title: `${w('title')} ${rma.id}` } }, (doc, fonts) => {
    const left = doc.page.margins.left;
    const top = doc.page.margins.top;
    const right = doc.page.width - doc.page.margins.right;
    drawBrandHeader(doc, fonts);
    // The barcode top right, the maker's address under the logo.
    doc.image(barcode, right - 190, top, { fit: [190, 60], align: 'right' });
    doc
      .font(fonts.body)
      .fontSize(8)
      .text(w('barcode'), right - 190, top + 62, { width: 190, align: 'right' });
    doc
      .font(fonts.bold)
      .fontSize(9)
      .text(w('sendTo'), left, top + 56);
    doc.font(fonts.body).fontSize(9);
    for (const line of makerAddress) doc.text(line);
    doc.moveDown(1.2);
    doc
      .font(fonts.bold)
      .fontSize(18)
      .text(`${w('title')} · ${w('rma')} #${rma.id}`, left);
    doc.moveDown(0.5).font(fonts.body).fontSize(10);
    doc.text(label(w('status'), rmaStatusWord(language, rma.status)));
    doc.text(label(w('customer'), `${rma.moovexID} · ${rma.clientFullName}`));
    doc.text(label(w('user'), rma.userName));
    doc.text(
      `${label(w('rmaDate'), formatDateOnly(rma.dateSent))}    ${label(w('printed'), formatDateOnly(now))}`,
    );
    doc.moveDown();

    // One message, from the lines: the request to send the parts back only above a table of parts to send.
    const lines = linesToReturn(rma.lines);
    if (lines.length === 0) {
      doc.font(fonts.bold).text(w('none'));
    } else {
      doc.text(w('intro')).moveDown();
      const reason = (l: RmaLine) =>
        [l.status === 'APP' ? w('approved') : '', l.returnToQA ? w('qa') : ''].filter(Boolean).join(' + ');
      drawTable(doc, fonts, {
        widths: [40, 70, 75, 75, '*', 32, 85],
        head: ['line', 'robotSN', 'partPN', 'partSN', 'description', 'quantity', 'reason'].map((key) =>
          w(`column.${key}`),
        ),
        rows: lines.map((l) => [
          String(l.id),
          l.robotSN,
          l.oldPN,
          l.oldSN || '—',
          l.partDesc,
          String(l.amount),
          reason(l),
        ]),
      });
      doc.moveDown().fontSize(10).font(fonts.bold);
      doc.text(label(w('total'), String(lines.reduce((n, l) => n + l.amount, 0))), left);
    }
    doc
      .moveDown(3)
      .font(fonts.body)
      .text(label(w('packedBy'), '______________________________'));
  });
}

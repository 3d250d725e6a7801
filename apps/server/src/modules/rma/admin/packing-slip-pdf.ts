import type { Language } from '@poolside/contract/languages';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { rmaStatusWord } from '../../../lib/report-words.ts';

const words = {
  eng: {
    colon: ': ',
    title: 'Return packing slip',
    rma: 'RMA',
    customer: 'Customer',
    user: 'Reported by',
    rmaDate: 'RMA date',
    printed: 'Printed',
    intro:
      'Send the parts below back to the manufacturer, with this slip in the parcel. Label each part with its RMA line number.',
    none: 'No part of this RMA has to be sent back.',
    head: ['Line', 'Robot SN', 'Part PN', 'Part SN', 'Description', 'Qty', 'Reason'],
    approved: 'Approved',
    qa: 'Quality assurance',
    total: 'Parts to send',
    packedBy: 'Packed by (name, date, signature)',
    sendTo: 'Send to',
    status: 'Status',
    barcode: 'RMA number',
  },
  fra: {
    // French puts a (non-breaking) space before the colon.
    colon: '\u00a0: ',
    title: 'Bordereau de retour',
    rma: 'RMA',
    customer: 'Client',
    user: 'Déclaré par',
    rmaDate: 'Date du RMA',
    printed: 'Imprimé le',
    intro:
      'Renvoyez au fabricant les pièces ci-dessous, avec ce bordereau dans le colis. Étiquetez chaque pièce avec son numéro de ligne RMA.',
    none: 'Aucune pièce de ce RMA n’est à renvoyer.',
    head: ['Ligne', 'N° série robot', 'Réf. pièce', 'N° série pièce', 'Description', 'Qté', 'Motif'],
    approved: 'Approuvée',
    qa: 'Contrôle qualité',
    total: 'Pièces à renvoyer',
    packedBy: 'Emballé par (nom, date, signature)',
    sendTo: 'Envoyer à',
    status: 'Statut',
    barcode: 'Numéro de RMA',
  },
  spa: {
    colon: ': ',
    title: 'Albarán de devolución',
    rma: 'RMA',
    customer: 'Cliente',
    user: 'Informado por',
    rmaDate: 'Fecha del RMA',
    printed: 'Impreso el',
    intro:
      'Devuelva al fabricante las piezas siguientes, con este albarán dentro del paquete. Etiquete cada pieza con su número de línea RMA.',
    none: 'No hay que devolver ninguna pieza de este RMA.',
    head: ['Línea', 'N.º serie robot', 'Ref. pieza', 'N.º serie pieza', 'Descripción', 'Cant.', 'Motivo'],
    approved: 'Aprobada',
    qa: 'Control de calidad',
    total: 'Piezas a enviar',
    packedBy: 'Embalado por (nombre, fecha, firma)',
    sendTo: 'Enviar a',
    status: 'Estado',
    barcode: 'Número de RMA',
  },
} satisfies Record<Language, unknown>;

/** dd/MM/yyyy in UTC (the slip is read on paper, where no time zone applies). */
function day(seconds: number | null): string {
  if (seconds === null) return '';
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

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

/** The portal's mark (the web's brand mark): a blue tile with a wave and a robot. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const k = size / 32;
  doc.save().translate(x, y).scale(k);
  doc.roundedRect(0, 0, 32, 32, 7).fill('#1864ab');
  doc
    .path('M5 20c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 4 2v4c-1 0-1-2-4-2s-3 2-6 2-3-2-6-2-3 2-6 2z')
    .fill('#ffffff');
  doc.circle(16, 11, 4).fill('#a5d8ff');
  doc.restore().fillColor('#000000');
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
  // Loaded on first use: pdfkit and its fonts cost ~0.1 s at every server start otherwise.
  const { default: PDFDocument } = await import('pdfkit');
  const w = words[language] ?? words.eng;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${w.title} ${rma.id}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));

  const barcode = await barcodePng(rma.id);
  const top = doc.page.margins.top;
  const right = doc.page.width - doc.page.margins.right;
  drawLogo(doc, doc.page.margins.left, top, 40);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Poolside Portal', doc.page.margins.left + 50, top + 12);
  // The barcode top right, the maker's address under the logo.
  doc.image(barcode, right - 190, top, { fit: [190, 60], align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(w.barcode, right - 190, top + 62, { width: 190, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(w.sendTo, doc.page.margins.left, top + 56);
  doc.font('Helvetica').fontSize(9);
  for (const line of makerAddress) doc.text(line);
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(18).text(`${w.title} · ${w.rma} #${rma.id}`, doc.page.margins.left);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${w.status}${w.colon}${rmaStatusWord(language, rma.status)}`);
  doc.text(`${w.customer}${w.colon}${rma.moovexID} · ${rma.clientFullName}`);
  doc.text(`${w.user}${w.colon}${rma.userName}`);
  doc.text(
    `${w.rmaDate}${w.colon}${day(rma.dateSent)}    ${w.printed}${w.colon}${day(Math.floor(now.getTime() / 1000))}`,
  );
  doc.moveDown();

  // One message, from the lines: the request to send the parts back only above a table of parts to send.
  const lines = linesToReturn(rma.lines);
  if (lines.length === 0) {
    doc.font('Helvetica-Bold').text(w.none);
  } else {
    doc.text(w.intro).moveDown();
    const reason = (l: RmaLine) =>
      [l.status === 'APP' ? w.approved : '', l.returnToQA ? w.qa : ''].filter(Boolean).join(' + ');
    doc.fontSize(9).table({
      columnStyles: [40, 70, 75, 75, '*', 32, 85],
      defaultStyle: { padding: 3 },
      data: [
        w.head.map((text) => ({ text, font: { src: 'Helvetica-Bold' }, backgroundColor: '#e8eef5' })),
        ...lines.map((l) => [
          String(l.id),
          l.robotSN,
          l.oldPN,
          l.oldSN || '—',
          l.partDesc,
          String(l.amount),
          reason(l),
        ]),
      ],
    });
    doc.moveDown().fontSize(10).font('Helvetica-Bold');
    doc.text(`${w.total}${w.colon}${lines.reduce((n, l) => n + l.amount, 0)}`, doc.page.margins.left);
  }
  doc.moveDown(3).font('Helvetica').text(`${w.packedBy}${w.colon}______________________________`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

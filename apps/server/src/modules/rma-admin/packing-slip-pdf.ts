import type { Language } from '@poolside/contract/languages';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import PDFDocument from 'pdfkit';

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

/** Renders the return packing slip of an RMA (A4 PDF) in the reader's language. */
export async function renderPackingSlip(rma: RmaWithLines, language: Language, now: Date): Promise<Buffer> {
  const w = words[language] ?? words.eng;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${w.title} ${rma.id}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));

  doc.font('Helvetica-Bold').fontSize(18).text(`${w.title} · ${w.rma} #${rma.id}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text(`${w.customer}${w.colon}${rma.moovexID} · ${rma.clientFullName}`);
  doc.text(`${w.user}${w.colon}${rma.userName}`);
  doc.text(
    `${w.rmaDate}${w.colon}${day(rma.dateSent)}    ${w.printed}${w.colon}${day(Math.floor(now.getTime() / 1000))}`,
  );
  doc.moveDown().text(w.intro);
  doc.moveDown();

  const lines = linesToReturn(rma.lines);
  if (lines.length === 0) {
    doc.font('Helvetica-Bold').text(w.none);
  } else {
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

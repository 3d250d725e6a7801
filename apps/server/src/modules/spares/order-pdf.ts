// The printable order (A4 PDF, pdfkit) in the reader's language, drawn like the RMA packing slip.
import type { Language } from '@poolside/contract/languages';
import { formatMinor, isShippingCostKnown, type Order } from '@poolside/contract/spares';
import { shippingWords, toBeConfirmedWords } from './notify-order.ts';

const words = {
  eng: {
    colon: ': ',
    title: 'Spare-parts order',
    customer: 'Customer',
    placedBy: 'Placed by',
    date: 'Order date',
    internal: 'Internal order number',
    salesMan: 'Salesman',
    delivery: 'Delivery date',
    shipTo: 'Ship to',
    shipping: 'Shipping',
    notes: 'Notes',
    head: ['PN', 'Description', 'Qty', 'Unit price', 'Price'],
    items: 'Items',
    discount: 'Price-list discount',
    total: 'Total',
  },
  fra: {
    colon: '\u00a0: ',
    title: 'Commande de pièces détachées',
    customer: 'Client',
    placedBy: 'Passée par',
    date: 'Date de commande',
    internal: 'N° de commande interne',
    salesMan: 'Commercial',
    delivery: 'Date de livraison',
    shipTo: 'Livrer à',
    shipping: 'Livraison',
    notes: 'Remarques',
    head: ['Réf.', 'Description', 'Qté', 'Prix unitaire', 'Prix'],
    items: 'Articles',
    discount: 'Remise de la liste de prix',
    total: 'Total',
  },
  spa: {
    colon: ': ',
    title: 'Pedido de repuestos',
    customer: 'Cliente',
    placedBy: 'Realizado por',
    date: 'Fecha del pedido',
    internal: 'N.º de pedido interno',
    salesMan: 'Vendedor',
    delivery: 'Fecha de entrega',
    shipTo: 'Enviar a',
    shipping: 'Envío',
    notes: 'Notas',
    head: ['Ref.', 'Descripción', 'Cant.', 'Precio unitario', 'Precio'],
    items: 'Artículos',
    discount: 'Descuento de la lista de precios',
    total: 'Total',
  },
} satisfies Record<Language, unknown>;

function day(seconds: number | null): string {
  if (seconds === null) return '';
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/**
 * Money in the PDF: the standard PDF fonts have $ and € but no ₪ glyph, so shekel amounts print with
 * "NIS" (the spec's name for ILS) instead of the symbol.
 */
export function pdfMoney(minor: number, currency: string, language: Language): string {
  const text = formatMinor(minor, currency, language);
  return currency === 'ILS' ? text.replace('₪', 'NIS').replace(/^NIS(.*)$/, '$1\u00a0NIS') : text;
}

/** Renders an order as an A4 PDF: header, shipping details, lines, totals. */
export async function renderOrderPdf(order: Order, language: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const w = words[language] ?? words.eng;
  const money = (minor: number) => pdfMoney(minor, order.currency, language);
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${w.title} ${order.id}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', resolve));
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;

  doc
    .save()
    .translate(left, top)
    .scale(40 / 32);
  doc.roundedRect(0, 0, 32, 32, 7).fill('#1864ab');
  doc
    .path('M5 20c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 4 2v4c-1 0-1-2-4-2s-3 2-6 2-3-2-6-2-3 2-6 2z')
    .fill('#ffffff');
  doc.circle(16, 11, 4).fill('#a5d8ff');
  doc.restore().fillColor('#000000');
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('Poolside Portal', left + 50, top + 12);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(18).text(`${w.title} #${order.id}`, left);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  const line = (label: string, value: string) => {
    if (value) doc.text(`${label}${w.colon}${value}`);
  };
  line(w.customer, `${order.moovexID} · ${order.companyName}`);
  line(w.placedBy, order.userFullName);
  line(w.date, day(order.dateCreate));
  line(w.internal, order.internalNumber);
  line(w.salesMan, order.salesMan);
  line(w.delivery, day(order.deliverySchedule));
  const locale = language === 'fra' ? 'fr' : language === 'spa' ? 'es' : 'en';
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(order.country) ?? order.country;
  line(w.shipTo, [order.fullName, order.address, `${order.zip} ${order.city}`, country].join(', '));
  const method =
    order.shippingMethod === 'OTHER' && order.shippingOther
      ? order.shippingOther
      : shippingWords[order.shippingMethod][language];
  line(w.shipping, method);
  line(w.notes, order.notes);
  doc.moveDown();
  doc.fontSize(9).table({
    columnStyles: [90, '*', 40, 80, 80],
    defaultStyle: { padding: 3 },
    data: [
      w.head.map((text) => ({ text, font: { src: 'Helvetica-Bold' }, backgroundColor: '#e8eef5' })),
      ...order.items.map((i) => [
        i.pn,
        i.description,
        String(i.quantity),
        money(i.itemPrice),
        money(i.linePrice),
      ]),
    ],
  });
  doc.moveDown().fontSize(10);
  const right = (label: string, value: string, bold = false) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(`${label}${w.colon}${value}`, left, undefined, {
      align: 'right',
      width: doc.page.width - left * 2,
    });
  right(w.items, `${order.totalQuantity} · ${money(order.itemsTotal)}`);
  if (order.discountPercent > 0) right(w.discount, `${order.discountPercent} %`);
  const shippingCost = isShippingCostKnown(order.shippingMethod)
    ? money(order.shippingPrice)
    : toBeConfirmedWords[language];
  right(w.shipping, shippingCost);
  right(w.total, money(order.totalPrice), true);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

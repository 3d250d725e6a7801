// The printable order (A4 PDF, pdfkit) in the reader's language, drawn like the RMA packing slip.
import { formatDateOnly } from '@poolside/contract/dates';
import type { Language } from '@poolside/contract/languages';
import { isShippingCostKnown, type Order } from '@poolside/contract/spares';
import {
  drawBrandHeader,
  drawRightLine,
  drawTable,
  labelled,
  pdfBuffer,
  pdfMoney,
} from '../../lib/pdf/kit.ts';
import { shippingWords, toBeConfirmedWords } from './notify-order.ts';

const words = {
  eng: {
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

/** Renders an order as an A4 PDF: header, shipping details, lines, totals. */
export async function renderOrderPdf(order: Order, language: Language): Promise<Buffer> {
  const w = words[language] ?? words.eng;
  const money = (minor: number) => pdfMoney(minor, order.currency, language);
  const label = (name: string, value: string) => labelled(language, name, value);
  return pdfBuffer({ info: { Title: `${w.title} ${order.id}` } }, (doc, fonts) => {
    const left = doc.page.margins.left;
    drawBrandHeader(doc, fonts);
    doc.moveDown(2);
    doc.font(fonts.bold).fontSize(18).text(`${w.title} #${order.id}`, left);
    doc.moveDown(0.5).font(fonts.body).fontSize(10);
    const line = (name: string, value: string) => {
      if (value) doc.text(label(name, value));
    };
    line(w.customer, `${order.moovexID} · ${order.companyName}`);
    line(w.placedBy, order.userFullName);
    line(w.date, formatDateOnly(order.dateCreate));
    line(w.internal, order.internalNumber);
    line(w.salesMan, order.salesMan);
    line(w.delivery, formatDateOnly(order.deliverySchedule));
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
    drawTable(doc, fonts, {
      widths: [90, '*', 40, 80, 80],
      head: w.head,
      rows: order.items.map((i) => [
        i.pn,
        i.description,
        String(i.quantity),
        money(i.itemPrice),
        money(i.linePrice),
      ]),
    });
    doc.moveDown().fontSize(10);
    const right = (name: string, value: string, bold = false) =>
      drawRightLine(doc, fonts, label(name, value), bold);
    right(w.items, `${order.totalQuantity} · ${money(order.itemsTotal)}`);
    if (order.discountPercent > 0) right(w.discount, `${order.discountPercent} %`);
    const shippingCost = isShippingCostKnown(order.shippingMethod)
      ? money(order.shippingPrice)
      : toBeConfirmedWords[language];
    right(w.shipping, shippingCost);
    right(w.total, money(order.totalPrice), true);
  });
}

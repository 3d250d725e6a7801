// The printable order (A4 PDF, pdfkit) in the reader's language, drawn like the RMA packing slip.
import { formatDateOnly } from '@poolside/contract/dates';
import type { Language } from '@poolside/contract/languages';
import { isShippingCostKnown, type Order } from '@poolside/contract/spares';
import {
  drawBrandHeader,
  drawRightLine,
  drawTable,
  documentWords,
  labelled,
  pdfBuffer,
  pdfMoney,
} from '../../lib/pdf/kit.ts';
import { countryWord } from '../../lib/report-words.ts';
import { shippingWord, toBeConfirmedWord } from './notify-order.ts';

/** Renders an order as an A4 PDF: header, shipping details, lines, totals. */
export async function renderOrderPdf(order: Order, language: Language): Promise<Buffer> {
  const w = documentWords(language, 'order');
  const money = (minor: number) => pdfMoney(minor, order.currency, language);
  const label = (name: string, value: string) => labelled(language, name, value);
  return pdfBuffer({ info: { Title: `${w('title')} ${order.id}` } }, (doc, fonts) => {
    const left = doc.page.margins.left;
    drawBrandHeader(doc, fonts);
    doc.moveDown(2);
    doc
      .font(fonts.bold)
      .fontSize(18)
      .text(`${w('title')} #${order.id}`, left);
    doc.moveDown(0.5).font(fonts.body).fontSize(10);
    const line = (name: string, value: string) => {
      if (value) doc.text(label(name, value));
    };
    line(w('customer'), `${order.moovexID} · ${order.companyName}`);
    line(w('placedBy'), order.userFullName);
    line(w('date'), formatDateOnly(order.dateCreate));
    line(w('internal'), order.internalNumber);
    line(w('salesMan'), order.salesMan);
    line(w('delivery'), formatDateOnly(order.deliverySchedule));
    const country = countryWord(language, order.country);
    line(w('shipTo'), [order.fullName, order.address, `${order.zip} ${order.city}`, country].join(', '));
    const method =
      order.shippingMethod === 'OTHER' && order.shippingOther
        ? order.shippingOther
        : shippingWord(language, order.shippingMethod);
    line(w('shipping'), method);
    line(w('notes'), order.notes);
    doc.moveDown();
    drawTable(doc, fonts, {
      widths: [90, '*', 40, 80, 80],
      head: ['pn', 'description', 'quantity', 'unitPrice', 'price'].map((key) => w(`column.${key}`)),
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
    right(w('items'), `${order.totalQuantity} · ${money(order.itemsTotal)}`);
    if (order.discountPercent > 0) right(w('discount'), `${order.discountPercent} %`);
    const shippingCost = isShippingCostKnown(order.shippingMethod)
      ? money(order.shippingPrice)
      : toBeConfirmedWord(language);
    right(w('shipping'), shippingCost);
    right(w('total'), money(order.totalPrice), true);
  });
}

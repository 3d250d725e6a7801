import type { Order, OrderSummary, ShippingMethod } from '@poolside/contract/spares';
import { dateToUnix } from '../../lib/dates.ts';
import type { OrderRow } from './order-store.ts';
import { currencyOf } from './pricing.ts';

type LineRecord = { pn: string; description: string; quantity: number; unitMinor: number; lineMinor: number };

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);

/** An order row under the spec's field names (history row: no lines, no address). */
export function presentOrderSummary(row: OrderRow): OrderSummary {
  const o = row.order;
  return {
    id: o.id,
    internalNumber: o.internalNumber,
    dateCreate: toUnix(o.createdAt),
    userFullName: row.userName,
    moovexID: row.companyNumber,
    companyName: row.companyName,
    fullName: o.fullName,
    city: o.city,
    country: o.country,
    shippingMethod: o.shippingMethod as ShippingMethod,
    currency: currencyOf(o.currency),
    totalPrice: o.totalMinor,
    totalQuantity: o.totalQuantity,
  };
}

/** A whole order: shipping details, prices as placed, and its lines. */
export function presentOrder(row: OrderRow, lines: LineRecord[]): Order {
  const o = row.order;
  return {
    ...presentOrderSummary(row),
    accountID: o.userId,
    companyId: o.companyId,
    address: o.address,
    zip: o.zip,
    deliverySchedule: dateToUnix(o.deliveryDate),
    notes: o.notes,
    shippingOther: o.shippingOther,
    salesMan: o.salesMan,
    discountPercent: o.discountBp / 100,
    itemsTotal: o.itemsTotalMinor,
    shippingPrice: o.shippingMinor,
    items: lines.map((l) => ({
      pn: l.pn,
      description: l.description,
      quantity: l.quantity,
      itemPrice: l.unitMinor,
      linePrice: l.lineMinor,
    })),
  };
}

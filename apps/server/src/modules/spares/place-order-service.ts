import { type OrderInput, missingCheckoutFields, priceCart } from '@poolside/contract/spares';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { cartItems, orderLines, orders, partPrices } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { unixToDate, utcDateOf } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';
import { announceOrder } from './notify-order.ts';
import { loadPricing } from './pricing.ts';

async function orderOfKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** -12 names every missing checkout field, -6 a delivery date before today. */
function assertCheckout(body: OrderInput, today: string) {
  const missing = missingCheckoutFields({ ...body, shippingMethod: body.shippingMethod ?? null });
  if (missing.length) throw fieldError('fieldRequired', missing);
  if (body.deliverySchedule != null && unixToDate(body.deliverySchedule) < today) {
    throw fieldError('invalid', 'deliverySchedule');
  }
}

/**
 * PUT /api/order: places the actor's cart as an order of its company. In one transaction: the cart lines
 * are locked (FOR UPDATE), every price is computed here from the price tables (never taken from the client),
 * the order and its lines are written, the cart is emptied, the company and provider staff are notified
 * (ORD) and the confirmation mail is queued. Idempotent per `idempotencyKey`: a retry, a double click or a
 * concurrent twin answers the same order (unique (user, key); the twin finds the cart emptied and the
 * order committed). An empty cart is -12 naming items; a part without a price -14 (reason noPrice).
 */
export async function placeOrder(deps: Deps, actor: Actor, body: OrderInput): Promise<{ id: number }> {
  const now = deps.clock.now();
  assertCheckout(body, utcDateOf(now));
  const placed = await orderOfKey(deps.db, actor.userId, body.idempotencyKey);
  if (placed) return placed;
  const pricing = await loadPricing(deps.db, actor.companyId);
  const method = body.shippingMethod!;
  return deps.db.transaction(async (tx) => {
    const lines = await lockCartLines(tx, actor.userId, pricing.currency);
    if (lines.length === 0) {
      // A twin submission may have placed it while this one waited for the lock.
      const twin = await orderOfKey(tx, actor.userId, body.idempotencyKey);
      if (twin) return twin;
      throw fieldError('fieldRequired', 'items', { reason: 'emptyCart' });
    }
    const unpriced = lines.filter((l) => l.listPrice === null).map((l) => l.pn);
    if (unpriced.length) {
      throw fieldError('operationFailed', 'items', { reason: 'noPrice' });
    }
    const totals = priceCart(
      lines.map((l) => ({ quantity: l.quantity, listPrice: l.listPrice! })),
      pricing.discountBp,
      pricing.shippingPrices[method],
    );
    const order = await insertOrder(tx, actor, body, pricing, totals, now);
    if (!order) return (await orderOfKey(tx, actor.userId, body.idempotencyKey))!;
    const written = lines.map((l, i) => ({
      orderId: order.id,
      lineNo: i + 1,
      pn: l.pn,
      description: l.description,
      quantity: l.quantity,
      listMinor: l.listPrice!,
      unitMinor: totals.lines[i].itemPrice,
      lineMinor: totals.lines[i].linePrice,
    }));
    await tx.insert(orderLines).values(written);
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        lines.map((l) => l.id),
      ),
    );
    await announceOrder(tx, deps.config, actor, {
      id: order.id,
      currency: pricing.currency,
      lines: written,
      shippingMethod: method,
      shippingOther: body.shippingOther ?? '',
      shippingMinor: totals.shippingPrice,
      totalMinor: totals.totalPrice,
      shipTo: [body.fullName, body.address, `${body.zip} ${body.city}`, body.country].join(', '),
    });
    return { id: order.id };
  });
}

/** The user's cart lines with their description and list price in `currency`, locked (FOR UPDATE) in `tx`. */
function lockCartLines(tx: DbOrTx, userId: number, currency: string) {
  return tx
    .select({
      id: cartItems.id,
      pn: cartItems.pn,
      quantity: cartItems.quantity,
      description: partNumbers.description,
      listPrice: partPrices.amountMinor,
    })
    .from(cartItems)
    .innerJoin(partNumbers, eq(partNumbers.pn, cartItems.pn))
    .leftJoin(partPrices, and(eq(partPrices.pn, cartItems.pn), eq(partPrices.currency, currency)))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id))
    .for('update', { of: cartItems });
}

/** The order row, or null when a twin with the same key was written first (unique (user, key)). */
async function insertOrder(
  tx: DbOrTx,
  actor: Actor,
  body: OrderInput,
  pricing: Awaited<ReturnType<typeof loadPricing>>,
  totals: ReturnType<typeof priceCart>,
  now: Date,
) {
  const method = body.shippingMethod!;
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      idempotencyKey: body.idempotencyKey,
      internalNumber: body.internalNumber ?? '',
      fullName: body.fullName!,
      address: body.address!,
      city: body.city!,
      zip: body.zip!,
      country: body.country!,
      shippingMethod: method,
      shippingOther: method === 'OTHER' ? (body.shippingOther ?? '') : '',
      salesMan: body.salesMan ?? '',
      deliveryDate: body.deliverySchedule == null ? null : unixToDate(body.deliverySchedule),
      notes: body.notes ?? '',
      currency: pricing.currency,
      discountBp: pricing.discountBp,
      itemsTotalMinor: totals.itemsTotal,
      shippingMinor: totals.shippingPrice,
      totalMinor: totals.totalPrice,
      totalQuantity: totals.totalQuantity,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return order ?? null;
}

// The company's pricing facts (currency, price-list discount, shipping rates) and the cart's lines with
// their list prices, read in one prepared statement (docs/performance.md "Hot paths").
import {
  isShippingCostKnown,
  type OrderCurrency,
  orderCurrencies,
  priceCart,
  type ShippingMethod,
  shippingMethods,
} from '@poolside/contract/spares';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { cartItems, partPrices, priceLists, shippingRates } from '../../db/schema/spares.ts';
import { preparedQuery } from '../../lib/prepared.ts';

export type Pricing = {
  currency: OrderCurrency;
  discountBp: number;
  shippingPrices: Record<ShippingMethod, number>;
};

export type CartLine = { pn: string; description: string; quantity: number; listPrice: number | null };

const discountOf = sql<number>`coalesce(${priceLists.discountBp}, 0)`;
const shippingOf = sql<Record<
  string,
  number
> | null>`(select json_object_agg(${shippingRates.method}, ${shippingRates.amountMinor}) from ${shippingRates} where ${shippingRates.currency} = ${companies.currency})`;

const cartWithPricing = preparedQuery((db) =>
  db
    .select({
      currency: companies.currency,
      discountBp: discountOf,
      shipping: shippingOf,
      pn: cartItems.pn,
      quantity: cartItems.quantity,
      description: partNumbers.description,
      listPrice: partPrices.amountMinor,
    })
    .from(companies)
    .leftJoin(priceLists, eq(priceLists.code, companies.priceList))
    .leftJoin(cartItems, eq(cartItems.userId, sql.placeholder('userId')))
    .leftJoin(partNumbers, eq(partNumbers.pn, cartItems.pn))
    .leftJoin(partPrices, and(eq(partPrices.pn, cartItems.pn), eq(partPrices.currency, companies.currency)))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .orderBy(asc(cartItems.id))
    .prepare('spares_cart_with_pricing'),
);

const pricingOfCompany = preparedQuery((db) =>
  db
    .select({ currency: companies.currency, discountBp: discountOf, shipping: shippingOf })
    .from(companies)
    .leftJoin(priceLists, eq(priceLists.code, companies.priceList))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('spares_company_pricing'),
);

/** A company row holds one of the contract's currencies; anything else is priced (and shown) as USD. */
export function currencyOf(code: string): OrderCurrency {
  return (orderCurrencies as readonly string[]).includes(code) ? (code as OrderCurrency) : 'USD';
}

function pricingOf(row: {
  currency: string;
  discountBp: number;
  shipping: Record<string, number> | null;
}): Pricing {
  const shipping = row.shipping ?? {};
  return {
    currency: currencyOf(row.currency),
    discountBp: Number(row.discountBp),
    // A method without a known cost (OTHER) is never charged, whatever rate is stored for it.
    shippingPrices: Object.fromEntries(
      shippingMethods.map((m) => [m, isShippingCostKnown(m) ? Number(shipping[m] ?? 0) : 0]),
    ) as Record<ShippingMethod, number>,
  };
}

/** The company's currency, discount and shipping rates (one statement). */
export async function loadPricing(db: DbOrTx, companyId: number): Promise<Pricing> {
  const [row] = await pricingOfCompany(db).execute({ companyId });
  return pricingOf(row ?? { currency: 'USD', discountBp: 0, shipping: null });
}

/** The user's cart lines and the company's pricing, in one statement. */
export async function loadCartLines(db: DbOrTx, userId: number, companyId: number) {
  const rows = await cartWithPricing(db).execute({ userId, companyId });
  const pricing = pricingOf(rows[0] ?? { currency: 'USD', discountBp: 0, shipping: null });
  const lines: CartLine[] = rows
    .filter((r) => r.pn !== null)
    .map((r) => ({
      pn: r.pn!,
      description: r.description ?? '',
      quantity: r.quantity!,
      listPrice: r.listPrice,
    }));
  return { pricing, lines };
}

/** The cart answer (spec 02 "Cart"): every line and total priced with the contract's one rule. */
export function presentCart(
  pricing: Pricing,
  lines: CartLine[],
  shippingMethod: ShippingMethod,
  orderID: number | null = null,
) {
  const totals = priceCart(
    lines.map((l) => ({ quantity: l.quantity, listPrice: l.listPrice ?? 0 })),
    pricing.discountBp,
    pricing.shippingPrices[shippingMethod],
  );
  return {
    items: lines.map((l, i) => ({
      pn: l.pn,
      description: l.description,
      quantity: l.quantity,
      hasPrice: l.listPrice !== null,
      listPrice: l.listPrice ?? 0,
      itemPrice: totals.lines[i].itemPrice,
      linePrice: totals.lines[i].linePrice,
    })),
    itemsTotal: totals.itemsTotal,
    shippingMethod,
    shippingPrice: totals.shippingPrice,
    shippingPrices: pricing.shippingPrices,
    totalPrice: totals.totalPrice,
    totalQuantity: totals.totalQuantity,
    discountPercent: pricing.discountBp / 100,
    currency: pricing.currency,
    orderID,
  };
}

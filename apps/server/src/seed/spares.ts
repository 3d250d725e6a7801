// Spare-parts data: price lists and shipping rates (reference data, every database), list prices of every
// part in USD/EUR/ILS, the demo companies' price lists and a few demo orders (docs/decisions.md "Spare parts").
import { priceCart, type ShippingMethod } from '@poolside/contract/spares';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { partNumbers } from '../db/schema/catalogue.ts';
import { companies } from '../db/schema/companies.ts';
import { orderLines, orders, partPrices, priceLists, shippingRates } from '../db/schema/spares.ts';
import { users } from '../db/schema/auth.ts';

export const demoPriceLists = [
  { code: 'standard', name: 'Standard', discountBp: 0 },
  { code: 'partner', name: 'Partner (5 %)', discountBp: 500 },
  { code: 'distributor', name: 'Distributor (15 %)', discountBp: 1500 },
];

/** Shipping per method and currency, minor units; OTHER (the partner's own carrier) costs nothing here. */
export const demoShippingRates: { method: ShippingMethod; currency: string; amountMinor: number }[] = [
  { method: 'SEA', currency: 'USD', amountMinor: 4500 },
  { method: 'SEA', currency: 'EUR', amountMinor: 4200 },
  { method: 'SEA', currency: 'ILS', amountMinor: 16500 },
  { method: 'AIR', currency: 'USD', amountMinor: 11000 },
  { method: 'AIR', currency: 'EUR', amountMinor: 9900 },
  { method: 'AIR', currency: 'ILS', amountMinor: 39900 },
  { method: 'OTHER', currency: 'USD', amountMinor: 0 },
  { method: 'OTHER', currency: 'EUR', amountMinor: 0 },
  { method: 'OTHER', currency: 'ILS', amountMinor: 0 },
];

/** Price lists and shipping rates every database needs (idempotent: existing rows are kept). */
export async function ensureSparesReference(db: Db) {
  await db.insert(priceLists).values(demoPriceLists).onConflictDoNothing();
  await db.insert(shippingRates).values(demoShippingRates).onConflictDoNothing();
}

/**
 * List prices of parts (all, or `where` a condition on part_numbers p) in the three currencies, derived from
 * the PN so every run gives the same: USD 4.00-299.99 (motors, pumps and power supplies ×4), EUR ×0.92,
 * ILS ×3.65, each rounded half up to a cent. Existing prices are kept.
 */
export function insertPartPrices(where: SQL = sql`true`): SQL {
  return sql`insert into part_prices (pn, currency, amount_minor)
    select p.pn, c.currency, round(b.usd * c.rate)::int
    from part_numbers p
    cross join lateral (select (400 + mod(abs(hashtext(p.pn)), 29600))
      * case when p.pn ~ '-(MTR|PMP|PSU)-' then 4 else 1 end as usd) b
    cross join (values ('USD', 1.0), ('EUR', 0.92), ('ILS', 3.65)) as c(currency, rate)
    where ${where}
    on conflict do nothing`;
}

type DemoOrder = {
  email: string;
  daysAgo: number;
  method: ShippingMethod;
  lines: [string, number][];
  internalNumber?: string;
  notes?: string;
};

const demoOrders: DemoOrder[] = [
  {
    email: 'service@demo.test',
    daysAgo: 40,
    method: 'SEA',
    lines: [
      ['AB-BRS-01', 4],
      ['AB-FLT-01', 2],
    ],
    internalNumber: 'PO-2231',
  },
  {
    email: 'service@demo.test',
    daysAgo: 12,
    method: 'AIR',
    lines: [
      ['AB-PMP-S300B', 1],
      ['WM-CBL-18', 1],
      ['AB-WHL-01', 6],
    ],
  },
  {
    email: 'distributor@demo.test',
    daysAgo: 25,
    method: 'SEA',
    lines: [
      ['CP-TRK-01', 10],
      ['CP-BRS-01', 10],
    ],
    internalNumber: 'ADE-0042',
    notes: 'Deliver to the back dock.',
  },
  { email: 'riviera@demo.test', daysAgo: 7, method: 'AIR', lines: [['AB-HDL-01', 2]] },
  {
    email: 'galil@demo.test',
    daysAgo: 18,
    method: 'SEA',
    lines: [
      ['DB-FLT-01', 3],
      ['DB-PSU-R9', 1],
    ],
  },
];

/** Demo price lists per company, list prices of the demo catalogue and a few orders of the demo partners. */
export async function seedSparesDemo(db: Db, ids: { companyIds: Record<string, number> }, now = new Date()) {
  await ensureSparesReference(db);
  await db.execute(insertPartPrices());
  await db
    .update(companies)
    .set({ priceList: 'distributor' })
    .where(eq(companies.id, ids.companyIds['2001']));
  await db.update(companies).set({ priceList: 'partner' }).where(eq(companies.id, ids.companyIds['3003']));

  const people = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      city: users.city,
      country: users.country,
      companyId: users.companyId,
      currency: companies.currency,
      discountBp: priceLists.discountBp,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(priceLists, eq(priceLists.code, companies.priceList))
    .where(inArray(users.email, [...new Set(demoOrders.map((o) => o.email))]));
  const pns = [...new Set(demoOrders.flatMap((o) => o.lines.map(([pn]) => pn)))];
  const parts = await db
    .select({
      pn: partNumbers.pn,
      description: partNumbers.description,
      currency: partPrices.currency,
      amount: partPrices.amountMinor,
    })
    .from(partNumbers)
    .innerJoin(partPrices, eq(partPrices.pn, partNumbers.pn))
    .where(inArray(partNumbers.pn, pns));
  for (const [n, o] of demoOrders.entries()) {
    const who = people.find((p) => p.email === o.email);
    const lines = o.lines.flatMap(([pn, quantity]) => {
      const part = parts.find((p) => p.pn === pn && p.currency === who?.currency);
      return part ? [{ ...part, quantity, listPrice: part.amount }] : [];
    });
    if (!who || lines.length === 0) continue;
    const discountBp = who.discountBp ?? 0;
    const shipping = demoShippingRates.find((r) => r.method === o.method && r.currency === who.currency);
    const totals = priceCart(lines, discountBp, shipping?.amountMinor ?? 0);
    const [order] = await db
      .insert(orders)
      .values({
        companyId: who.companyId,
        userId: who.id,
        idempotencyKey: `demo-order-${n + 1}`,
        internalNumber: o.internalNumber ?? '',
        fullName: who.name,
        address: `${10 + n * 7} Harbour Road`,
        city: who.city || 'Springfield',
        zip: `${40100 + n * 11}`,
        country: who.country || 'US',
        shippingMethod: o.method,
        notes: o.notes ?? '',
        currency: who.currency,
        discountBp,
        itemsTotalMinor: totals.itemsTotal,
        shippingMinor: totals.shippingPrice,
        totalMinor: totals.totalPrice,
        totalQuantity: totals.totalQuantity,
        createdAt: new Date(now.getTime() - o.daysAgo * 86400_000),
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      lines.map((l, i) => ({
        orderId: order.id,
        lineNo: i + 1,
        pn: l.pn,
        description: l.description,
        quantity: l.quantity,
        listMinor: l.listPrice,
        unitMinor: totals.lines[i].itemPrice,
        lineMinor: totals.lines[i].linePrice,
      })),
    );
  }
}

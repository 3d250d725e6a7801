// List prices the master-data import and the ERP sync write, offered by the door (the spares module owns the
// prices).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partPrices } from '../../db/schema/spares.ts';

/** A part's list price in one currency, in minor units. */
export type PartPrice = { pn: string; currency: string; amountMinor: number };

export async function insertPartPrices(db: DbOrTx, rows: PartPrice[]): Promise<void> {
  await db.insert(partPrices).values(rows);
}

/** Sets the stored price of a part in a currency. */
export async function updatePartPrice(db: DbOrTx, price: PartPrice): Promise<void> {
  await db
    .update(partPrices)
    .set({ amountMinor: price.amountMinor })
    .where(and(eq(partPrices.pn, price.pn), eq(partPrices.currency, price.currency)));
}

// What the cart's writes share: which of some part numbers exist and have a price in the company's currency.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { partPrices } from '../../db/schema/spares.ts';
import { fieldError } from '../../lib/app-error.ts';

/** -15 for a part number nobody knows, -14 (reason noPrice) for one not sold in the company's currency. */
export async function assertOrderable(
  db: DbOrTx,
  companyId: number,
  pns: string[],
  fieldOf: (i: number) => string,
) {
  if (pns.length === 0) return;
  const found = await db
    .select({ pn: partNumbers.pn, hasPrice: sql<boolean>`${partPrices.pn} is not null` })
    .from(partNumbers)
    .innerJoin(companies, eq(companies.id, companyId))
    .leftJoin(partPrices, and(eq(partPrices.pn, partNumbers.pn), eq(partPrices.currency, companies.currency)))
    .where(inArray(partNumbers.pn, pns));
  const unknown = pns.map((pn, i) => [pn, i] as const).filter(([pn]) => !found.some((f) => f.pn === pn));
  if (unknown.length) {
    const fields = unknown.map(([, i]) => fieldOf(i));
    throw fieldError('notFound', fields);
  }
  const unpriced = pns
    .map((pn, i) => [pn, i] as const)
    .filter(([pn]) => !found.find((f) => f.pn === pn)?.hasPrice);
  if (unpriced.length) {
    const fields = unpriced.map(([, i]) => fieldOf(i));
    throw fieldError('operationFailed', fields, { reason: 'noPrice' });
  }
}

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

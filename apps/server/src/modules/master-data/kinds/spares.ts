import { orderCurrencies } from '@poolside/contract/spares';
import { inArray } from 'drizzle-orm';
import { partNumbers } from '../../../db/schema/catalogue.ts';
import { partPrices } from '../../../db/schema/spares.ts';
import { bool, changesOf, chunksOf, kept, type KindHandler, num, str } from './types.ts';
import { insertPartNumbers, updatePartNumber } from '../../catalogue/index.ts';
import { insertPartPrices, updatePartPrice } from '../../spares/index.ts';

type PartRow = typeof partNumbers.$inferSelect;

/** Spare parts (the part-number registry) by PN, with list prices per currency in minor units. */
export const sparesKind: KindHandler = {
  kind: 'spares',
  async check() {},
  async apply(ctx, rows) {
    let created = 0;
    let updated = 0;
    let done = 0;
    for (const part of chunksOf(rows, 2000)) {
      const pns = part.map((r) => r.row.pn as string);
      const parts = new Map<string, PartRow>();
      for (const p of await ctx.db.select().from(partNumbers).where(inArray(partNumbers.pn, pns)))
        parts.set(p.pn, p);
      const prices = new Map<string, number>();
      for (const p of await ctx.db.select().from(partPrices).where(inArray(partPrices.pn, pns))) {
        prices.set(`${p.pn}|${p.currency}`, p.amountMinor);
      }
      const inserts: (typeof partNumbers.$inferInsert)[] = [];
      const priceRows: (typeof partPrices.$inferInsert)[] = [];
      const priceUpdates: (typeof partPrices.$inferInsert)[] = [];
      for (const { row } of part) {
        const pn = row.pn as string;
        const found = parts.get(pn);
        let isChanged = false;
        if (!found) {
          inserts.push({
            pn,
            description: row.description as string,
            isNonSerial: bool(row, 'nonSerial') ?? false,
            snPrefix: str(row, 'snPrefix'),
            snLength: num(row, 'snLength'),
          });
          created++;
        } else {
          const change = changesOf(found, {
            description: row.description as string,
            isNonSerial: kept(bool(row, 'nonSerial'), found.isNonSerial),
            snPrefix: kept(str(row, 'snPrefix'), found.snPrefix),
            snLength: kept(num(row, 'snLength'), found.snLength),
          });
          if (change) {
            await updatePartNumber(ctx.db, pn, change);
            isChanged = true;
          }
        }
        for (const currency of orderCurrencies) {
          const amount = num(row, `price${currency}`);
          if (amount === null) continue;
          const current = prices.get(`${pn}|${currency}`);
          if (current === undefined) priceRows.push({ pn, currency, amountMinor: amount });
          else if (current !== amount) priceUpdates.push({ pn, currency, amountMinor: amount });
          if (current !== amount) isChanged = true;
        }
        if (found && isChanged) updated++;
      }
      if (inserts.length > 0) await insertPartNumbers(ctx.db, inserts);
      if (priceRows.length > 0) await insertPartPrices(ctx.db, priceRows);
      for (const p of priceUpdates) {
        await updatePartPrice(ctx.db, p);
      }
      done += part.length;
      await ctx.step(done);
    }
    return { created, updated };
  },
};

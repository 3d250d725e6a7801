// Shared set-up of the spares tests (not a test file itself).
import type { OrderBody } from '@poolside/contract/spares';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../test/harness.ts';

let keys = 0;
/** A fresh idempotency key, as the screen makes one per submission. */
export const freshKey = () => `test-key-${Date.now().toString(36)}-${++keys}`;

/** Complete shipping details (SEA), with overrides. */
export function checkout(over: Partial<OrderBody> = {}): OrderBody {
  return {
    idempotencyKey: freshKey(),
    fullName: 'Steve Service',
    address: '12 Harbour Road',
    city: 'Tampa',
    country: 'US',
    zip: '33601',
    shippingMethod: 'SEA',
    ...over,
  };
}

/** Sets a part's list price in every currency (minor units), so arithmetic tests know their inputs. */
export async function setPrice(
  ctx: TestContext,
  pn: string,
  prices: { USD: number; EUR: number; ILS: number },
) {
  for (const [currency, amount] of Object.entries(prices)) {
    await ctx.deps.db.execute(sql`insert into part_prices (pn, currency, amount_minor)
      values (${pn}, ${currency}, ${amount})
      on conflict (pn, currency) do update set amount_minor = excluded.amount_minor`);
  }
}

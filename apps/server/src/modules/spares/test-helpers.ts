// Shared set-up of the spares tests (not a test file itself).
import type { OrderBody } from '@poolside/contract/spares';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../../test/harness.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read field by field in the tests
type Data = any;

export type Caller = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<{ http: number; status: boolean; code: number; data: Data }>;

/** Logs every e-mail in once and answers a caller that returns HTTP status + envelope. */
export async function callersOf(ctx: TestContext, emails: string[]) {
  const cookies: Record<string, string> = {};
  for (const email of emails) cookies[email] = await ctx.login(email);
  const as =
    (email: string): Caller =>
    async (method, url, payload) => {
      const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
      return { http: res.statusCode, ...res.json() };
    };
  return { cookies, as };
}

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

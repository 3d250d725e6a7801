import type { Cart, ShippingMethod } from '@poolside/contract/spares';
import { cartSchema, defaultShippingMethod } from '@poolside/contract/spares';
import type { Deps } from '../../deps.ts';
import { answerCache, answerJson } from '../../lib/answer-cache.ts';
import type { Actor } from '../auth/index.ts';
import { loadCartLines, presentCart } from './pricing.ts';

/**
 * GET /api/cart: the actor's own cart (a cart is per user; nobody reads another's), priced on the server in
 * the company's currency; `shippingMethod` chooses the shipping price (SEA by default). One statement.
 */
export async function readCart(
  deps: Deps,
  actor: Actor,
  shippingMethod: ShippingMethod = defaultShippingMethod,
): Promise<Cart> {
  const { pricing, lines } = await loadCartLines(deps.db, actor.userId, actor.companyId);
  return presentCart(pricing, lines, shippingMethod);
}

/**
 * Carts kept per instance as the JSON the route sends (lib/answer-cache.ts), per user and shipping method;
 * dropped by `cart:<user>` (the triggers of cart_items, migration list_change_notify) and all of them
 * (`cart:*`) by a change of prices, price lists, shipping rates, part descriptions or companies.
 */
const cartAnswers = answerCache({ name: 'carts', prefixes: ['cart:'], maxEntries: 5_000 });

/** GET /api/cart's answer as JSON, from memory while the cart and its prices stay the same. */
export function readCartJson(
  deps: Deps,
  actor: Actor,
  shippingMethod: ShippingMethod = defaultShippingMethod,
): Promise<string> {
  const key = `${actor.userId}|${actor.companyId}|${shippingMethod}`;
  return cartAnswers.get(deps.db, key, async () => ({
    json: answerJson(cartSchema, await readCart(deps, actor, shippingMethod)),
    tags: [`cart:${actor.userId}`],
  }));
}

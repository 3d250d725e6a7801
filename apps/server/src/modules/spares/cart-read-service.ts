import type { Cart, ShippingMethod } from '@poolside/contract/spares';
import { defaultShippingMethod } from '@poolside/contract/spares';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
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

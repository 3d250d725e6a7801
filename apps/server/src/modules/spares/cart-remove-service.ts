import type { Cart } from '@poolside/contract/spares';
import { defaultShippingMethod } from '@poolside/contract/spares';
import { and, eq } from 'drizzle-orm';
import { cartItems } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../access/index.ts';
import { loadCartLines, presentCart } from './pricing.ts';

/** DELETE /api/cart/{pn}: removes the part from the actor's own cart (already absent is fine), answers the cart. */
export async function removeFromCart(deps: Deps, actor: Actor, pn: string): Promise<Cart> {
  await deps.db.delete(cartItems).where(and(eq(cartItems.userId, actor.userId), eq(cartItems.pn, pn)));
  const { pricing, lines } = await loadCartLines(deps.db, actor.userId, actor.companyId);
  return presentCart(pricing, lines, defaultShippingMethod);
}

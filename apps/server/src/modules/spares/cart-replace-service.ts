import type { Cart } from '@poolside/contract/spares';
import { defaultShippingMethod } from '@poolside/contract/spares';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { cartItems } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { assertOrderable } from './cart-write.ts';
import { loadCartLines, presentCart } from './pricing.ts';

/**
 * PUT /api/cart {items: [{pn, quantity}]}: the actor's cart becomes exactly these lines (quantities set, not
 * added; lines left out are removed), in one transaction. A PN listed twice is -6; unknown -15; no price -14.
 */
export async function replaceCart(
  deps: Deps,
  actor: Actor,
  items: { pn: string; quantity: number }[],
): Promise<Cart> {
  const pns = items.map((i) => i.pn);
  const twice = pns.findIndex((pn, i) => pns.indexOf(pn) !== i);
  if (twice >= 0) throw fieldError('invalid', `items.${twice}.pn`);
  await assertOrderable(deps.db, actor.companyId, pns, (i) => `items.${i}.pn`);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(cartItems)
      .where(
        pns.length
          ? and(eq(cartItems.userId, actor.userId), notInArray(cartItems.pn, pns))
          : eq(cartItems.userId, actor.userId),
      );
    if (items.length) {
      await tx
        .insert(cartItems)
        .values(
          items.map((i) => ({
            companyId: actor.companyId,
            userId: actor.userId,
            pn: i.pn,
            quantity: i.quantity,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.pn],
          set: { quantity: sql`excluded.quantity`, companyId: actor.companyId, updatedAt: now },
        });
    }
  });
  const { pricing, lines } = await loadCartLines(deps.db, actor.userId, actor.companyId);
  return presentCart(pricing, lines, defaultShippingMethod);
}

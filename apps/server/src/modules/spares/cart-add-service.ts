import type { Cart } from '@poolside/contract/spares';
import { defaultShippingMethod, quantityMax } from '@poolside/contract/spares';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { assertOrderable, rowsOf } from './cart-write.ts';
import { loadCartLines, presentCart } from './pricing.ts';

/** True when the actor's line of this part was last added to by this key (the add being repeated). */
async function isRepeatedAdd(deps: Deps, actor: Actor, pn: string, key: string) {
  const [line] = rowsOf<{ last_add_key: string | null }>(
    await deps.db.execute(
      sql`select last_add_key from cart_items where user_id = ${actor.userId} and pn = ${pn}`,
    ),
  );
  return line?.last_add_key === key;
}

/**
 * POST /api/cart/{pn} {quantity, idempotencyKey?}: adds to the actor's cart line of the part (creating it).
 * The line stays within 1..100: a sum above 100 is -6 naming quantity and changes nothing. -15 unknown PN,
 * -14 no price. One statement on success (the insert checks part and price itself), then the cart.
 * With a key, the same add repeated (a retry, a double click) adds nothing and answers the cart: the line
 * keeps the key of its last add, and the conflict's condition skips a line that already has it. Two twins
 * sent at once queue on the line's row lock, and the second sees the first's key once it has committed.
 */
export async function addToCart(
  deps: Deps,
  actor: Actor,
  pn: string,
  { quantity, idempotencyKey }: { quantity: number; idempotencyKey?: string },
): Promise<Cart> {
  const now = deps.clock.now();
  const key = idempotencyKey ?? null;
  const added =
    await deps.db.execute(sql`insert into cart_items (company_id, user_id, pn, quantity, last_add_key, created_at, updated_at)
    select ${actor.companyId}, ${actor.userId}, p.pn, ${quantity}, ${key}::text, ${now}, ${now}
    from part_numbers p
    join companies c on c.id = ${actor.companyId}
    join part_prices pp on pp.pn = p.pn and pp.currency = c.currency
    where p.pn = ${pn}
    on conflict (user_id, pn) do update
      set quantity = cart_items.quantity + excluded.quantity, company_id = excluded.company_id,
        last_add_key = excluded.last_add_key, updated_at = excluded.updated_at
      where cart_items.quantity + excluded.quantity <= ${quantityMax}
        and (excluded.last_add_key is null or cart_items.last_add_key is distinct from excluded.last_add_key)
    returning id`);
  if (rowsOf(added).length === 0) {
    // Nothing written: the add repeated, or say why (unknown part, no price, or a line that would pass 100).
    if (key === null || !(await isRepeatedAdd(deps, actor, pn, key))) {
      await assertOrderable(deps.db, actor.companyId, [pn], () => 'pn');
      throw fieldError('invalid', 'quantity', { reason: 'quantityMax' });
    }
  }
  const { pricing, lines } = await loadCartLines(deps.db, actor.userId, actor.companyId);
  return presentCart(pricing, lines, defaultShippingMethod);
}

import type { Cart } from '@poolside/contract/spares';
import { defaultShippingMethod, quantityMax } from '@poolside/contract/spares';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/index.ts';
import { assertOrderable, rowsOf } from './cart-write.ts';
import { loadCartLines, presentCart } from './pricing.ts';

/**
 * POST /api/cart/{pn} {quantity}: adds to the actor's cart line of the part (creating it). The line stays
 * within 1..100: a sum above 100 is -6 naming quantity and changes nothing. -15 unknown PN, -14 no price.
 * One statement on success (the insert checks part and price itself), then the cart.
 */
export async function addToCart(deps: Deps, actor: Actor, pn: string, quantity: number): Promise<Cart> {
  const now = deps.clock.now();
  const added =
    await deps.db.execute(sql`insert into cart_items (company_id, user_id, pn, quantity, created_at, updated_at)
    select ${actor.companyId}, ${actor.userId}, p.pn, ${quantity}, ${now}, ${now}
    from part_numbers p
    join companies c on c.id = ${actor.companyId}
    join part_prices pp on pp.pn = p.pn and pp.currency = c.currency
    where p.pn = ${pn}
    on conflict (user_id, pn) do update
      set quantity = cart_items.quantity + excluded.quantity, company_id = excluded.company_id,
        updated_at = excluded.updated_at
      where cart_items.quantity + excluded.quantity <= ${quantityMax}
    returning id`);
  if (rowsOf(added).length === 0) {
    // Nothing written: say why (unknown part, no price, or a line that would pass 100).
    await assertOrderable(deps.db, actor.companyId, [pn], () => 'pn');
    throw new AppError('missingParams', { field: 'quantity', fields: ['quantity'], reason: 'quantityMax' });
  }
  const { pricing, lines } = await loadCartLines(deps.db, actor.userId, actor.companyId);
  return presentCart(pricing, lines, defaultShippingMethod);
}

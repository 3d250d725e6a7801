import type { Cart } from '@poolside/contract/spares';
import { defaultShippingMethod, quantityMax } from '@poolside/contract/spares';
import { and, eq, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { cartItems, partPrices } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { assertOrderable, rowsOf } from './cart-write.ts';
import { loadCartLines, presentCart } from './pricing.ts';

/** True when the actor's line of this part was last added to by this key (the add being repeated). */
async function isRepeatedAdd(deps: Deps, actor: Actor, pn: string, key: string) {
  const [line] = await deps.db
    .select({ lastAddKey: cartItems.lastAddKey })
    .from(cartItems)
    .where(and(eq(cartItems.userId, actor.userId), eq(cartItems.pn, pn)));
  return line?.lastAddKey === key;
}

// The insert's tables under their SQL aliases and its columns as schema objects: a rename breaks the build.
const ci = cartItems;
const p = alias(partNumbers, 'p');
const c = alias(companies, 'c');
const pp = alias(partPrices, 'pp');
/** A column as the insert's column list and the conflict's SET name it (unqualified). */
const name = (column: PgColumn) => sql.identifier(column.name);
/** The proposed row's value of a column in ON CONFLICT DO UPDATE. */
const proposed = (column: PgColumn) => sql`excluded.${name(column)}`;

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
  const added = await deps.db.execute(sql`insert into ${ci} (${sql.join(
    [ci.companyId, ci.userId, ci.pn, ci.quantity, ci.lastAddKey, ci.createdAt, ci.updatedAt].map(name),
    sql`, `,
  )})
    select ${actor.companyId}, ${actor.userId}, ${p.pn}, ${quantity}, ${key}::text, ${now}, ${now}
    from ${partNumbers} ${p}
    join ${companies} ${c} on ${c.id} = ${actor.companyId}
    join ${partPrices} ${pp} on ${pp.pn} = ${p.pn} and ${pp.currency} = ${c.currency}
    where ${p.pn} = ${pn}
    on conflict (${name(ci.userId)}, ${name(ci.pn)}) do update
      set ${name(ci.quantity)} = ${ci.quantity} + ${proposed(ci.quantity)},
        ${name(ci.companyId)} = ${proposed(ci.companyId)},
        ${name(ci.lastAddKey)} = ${proposed(ci.lastAddKey)}, ${name(ci.updatedAt)} = ${proposed(ci.updatedAt)}
      where ${ci.quantity} + ${proposed(ci.quantity)} <= ${quantityMax}
        and (${proposed(ci.lastAddKey)} is null or ${ci.lastAddKey} is distinct from ${proposed(ci.lastAddKey)})
    returning ${ci.id}`);
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

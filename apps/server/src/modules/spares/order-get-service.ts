import type { Order } from '@poolside/contract/spares';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, visibleTo } from '../access/index.ts';
import { readOrderLines, selectOrders } from './order-store.ts';
import { presentOrder } from './presenter.ts';

/** GET /api/order/{id}: an order of a company the actor may see (provider staff: all); -15 otherwise. */
export async function getOrder(deps: Deps, actor: Actor, id: number): Promise<Order> {
  const [row] = await selectOrders(deps.db)
    .where(and(eq(orders.id, id), visibleTo(actor, orders.companyId)))
    .limit(1);
  if (!row) throw fieldError('notFound', 'id');
  return presentOrder(row, await readOrderLines(deps.db, id));
}

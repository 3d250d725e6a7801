// Reading orders with who placed them and their company; and an order's lines.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { orderLines, orders } from '../../db/schema/spares.ts';
import { preparedQuery } from '../../lib/prepared.ts';
import { accounts } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');

/** Orders with everything the presenter needs, in one statement (add where/order/limit). */
export function selectOrders(db: DbOrTx) {
  return db
    .select({
      order: orders,
      userName: users.name,
      companyNumber: companies.number,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(companies, eq(companies.id, orders.companyId));
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

const linesOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderLines.lineNo))
    .prepare('spares_order_lines'),
);

/** An order's lines in their order. */
export function readOrderLines(db: DbOrTx, orderId: number) {
  return linesOfOrder(db).execute({ orderId });
}

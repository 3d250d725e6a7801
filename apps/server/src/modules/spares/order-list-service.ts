import { createHash } from 'node:crypto';
import { COUNT_CAP } from '@poolside/contract/lists';
import type { OrderListQuery, OrderPage } from '@poolside/contract/spares';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { orders } from '../../db/schema/spares.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import {
  afterCondition,
  cappedTotal,
  cursorColumn,
  decodeCursor,
  type KeysetSorts,
  keysetOrder,
  orderByOf,
  pageOf,
} from '../../lib/keyset.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds } from '../auth/index.ts';
import { loadPricing } from './pricing.ts';
import { presentOrderSummary } from './presenter.ts';

const byId = { expr: orders.id, type: 'int' } as const;

/** Sorts of the history, each ending in the id; id and date are index-backed per company and overall. */
const orderSorts: KeysetSorts = {
  id: [byId],
  dateCreate: [{ expr: orders.createdAt, type: 'timestamptz' }, byId],
  totalPrice: [{ expr: orders.totalMinor, type: 'int' }, byId],
};

type Shape = { scope: 'all' | 'some'; hasFilter: boolean; hasCursor: boolean; sort: string };
const p = sql.placeholder;

function buildQuery(db: Db, shape: Shape, name: string) {
  const order = keysetOrder(shape.sort, orderSorts, '-id');
  const like = sql`cast(${p('fLike')} as text)`;
  const matching = and(
    shape.scope === 'some' ? sql`${orders.companyId} = any(cast(${p('companies')} as int[]))` : undefined,
    shape.hasFilter
      ? sql`(${orders.id} = cast(${p('fId')} as int) or ${orders.internalNumber} ilike ${like}
          or ${orders.fullName} ilike ${like} or ${orders.city} ilike ${like})`
      : undefined,
  );
  const after = shape.hasCursor
    ? afterCondition(
        order,
        order.parts.map((_, i) => p(`k${i}`)),
      )
    : undefined;
  // The total in the same statement, counted up to the cap (index-only on orders).
  const total = sql<number>`(select count(*)::int from (select 1 from ${orders} where ${matching ?? sql`true`}
    limit ${COUNT_CAP + 1}) as capped)`;
  return db
    .select({
      order: orders,
      userName: users.name,
      companyNumber: companies.number,
      companyName: companies.name,
      cursor: cursorColumn(order),
      total,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(matching, after) as SQL | undefined)
    .orderBy(...orderByOf(order))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(name);
}

type Query = ReturnType<typeof buildQuery>;
const prepared = new WeakMap<Db, Map<string, Query>>();

function queryOf(db: Db, shape: Shape): Query {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const key = JSON.stringify(shape);
  let query = byShape.get(key);
  if (!query) {
    query = buildQuery(
      db,
      shape,
      `spares_orders_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`,
    );
    byShape.set(key, query);
  }
  return query;
}

/**
 * GET /api/order: the order history of the companies the actor sees (provider staff: all), newest first, a
 * keyset page with its capped total, and the reader's currency (spec 02: "orders and currency").
 */
export async function listOrders(deps: Deps, actor: Actor, query: OrderListQuery): Promise<OrderPage> {
  const order = keysetOrder(query.sort, orderSorts, '-id');
  const ids = visibleCompanyIds(actor);
  const filter = query.filter?.trim();
  const cursor = query.after ? decodeCursor(order, query.after) : null;
  const shape: Shape = {
    scope: ids === 'all' ? 'all' : 'some',
    hasFilter: Boolean(filter),
    hasCursor: cursor !== null,
    sort: `${order.isDescending ? '-' : ''}${order.key}`,
  };
  const values: Record<string, unknown> = {
    limit: query.pageSize + 1,
    offset: cursor ? 0 : (query.page - 1) * query.pageSize,
  };
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (filter) {
    values.fLike = likePattern(filter);
    values.fId = /^#?\d{1,9}$/.test(filter) ? Number(filter.replace('#', '')) : null;
  }
  cursor?.forEach((v, i) => {
    values[`k${i}`] = v;
  });
  const [fetched, pricing] = await Promise.all([
    queryOf(deps.db, shape).execute(values),
    loadPricing(deps.db, actor.companyId),
  ]);
  const { rows, nextCursor } = pageOf(order, fetched, query.pageSize);
  let n = fetched[0]?.total;
  if (n === undefined) {
    // A page past the end: the count alone.
    const [first] = await queryOf(deps.db, { ...shape, hasCursor: false }).execute({
      ...values,
      limit: 1,
      offset: 0,
    });
    n = first?.total ?? 0;
  }
  return {
    rows: rows.map(presentOrderSummary),
    ...cappedTotal(Number(n), COUNT_CAP),
    nextCursor,
    currency: pricing.currency,
  };
}

// The order history: the keyset list of docs/ARCHITECTURE.md "Hot paths — lists" (lib/keyset.ts keysetList).
import type { OrderListQuery, OrderPage, OrderSummary, ShippingMethod } from '@poolside/contract/spares';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { orders } from '../../db/schema/spares.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList, type ListValue, type TextBranch } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds } from '../access/index.ts';
import { currencyOf, loadPricing } from './pricing.ts';
import { references } from '../../caches.ts';

const byId = { expr: orders.id, type: 'int' } as const;

/**
 * Sorts of the history, each ending in the id, each index-backed overall and per company: id
 * (orders_company_id_idx, primary key), dateCreate (orders_company_created_idx, orders_created_idx), totalPrice
 * (orders_company_total_idx, orders_total_idx).
 */
const orderSorts: KeysetSorts = {
  id: [byId],
  dateCreate: [{ expr: orders.createdAt, type: 'timestamptz' }, byId],
  totalPrice: [{ expr: orders.totalMinor, type: 'int' }, byId],
};

/**
 * Whose orders: everybody's (provider staff), one company's (a service centre) or several (a distributor and the
 * companies under it). One company is an equality: its plan walks that company's index in the sort's order
 * (orders_company_id_idx, …) and stops at the page; `= any(…)` of an array the planner never sees was planned as a
 * walk of every company's orders by id, filtering (6,000 rows read for page 5 of a small company).
 */
type OrderFilters = { scope: 'all' | 'one' | 'some'; text: boolean };

/**
 * Free text: the order number (primary key) or a substring of the internal number, the recipient's name or
 * city (orders_search_trgm, one trigram index on the three), as index-backed branches.
 */
const textBranches = (value: ListValue): TextBranch[] => [
  { where: sql`${orders.id} = ${value('fId', 'int')}`, isEstimated: true },
  {
    where: sql`(${orders.internalNumber} || ' ' || ${orders.fullName} || ' ' || ${orders.city}) ilike ${value('fLike', 'text')}`,
    isEstimated: true,
  },
];

const orderList = keysetList({
  name: 'spares_orders',
  sorts: orderSorts,
  defaultSort: '-id',
  countFrom: orders,
  where: (f: OrderFilters, value) => {
    if (f.scope === 'one') return sql`${orders.companyId} = ${value('company', 'int')}`;
    return f.scope === 'some' ? sql`${orders.companyId} = any(${value('companies', 'int[]')})` : undefined;
  },
  isFreeText: (f: OrderFilters) => f.text,
  textSearch: {
    isPresent: (f) => f.text,
    id: orders.id,
    branches: textBranches,
    ownSorts: Object.keys(orderSorts),
  },
  select: (db, extra, value) =>
    db
      .select({
        id: orders.id,
        internalNumber: orders.internalNumber,
        createdAt: orders.createdAt,
        fullName: orders.fullName,
        city: orders.city,
        country: orders.country,
        shippingMethod: orders.shippingMethod,
        currency: orders.currency,
        totalMinor: orders.totalMinor,
        totalQuantity: orders.totalQuantity,
        userName: users.name,
        companyNumber: companies.number,
        companyName: companies.name,
        // The reader's currency (spec 02: "orders and currency"), in the same round trip.
        readerCurrency: sql<string>`(select ${companies.currency} from ${companies} where ${companies.id} = ${value('me', 'int')})`,
        ...extra,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .$dynamic(),
  totals: references.orderTotals,
});

type OrderListRow = Awaited<ReturnType<typeof orderList>>['rows'][number];

function presentRow(r: OrderListRow): OrderSummary {
  return {
    id: r.id,
    internalNumber: r.internalNumber,
    dateCreate: Math.floor(r.createdAt.getTime() / 1000),
    userFullName: r.userName,
    moovexID: r.companyNumber,
    companyName: r.companyName,
    fullName: r.fullName,
    city: r.city,
    country: r.country,
    shippingMethod: r.shippingMethod as ShippingMethod,
    currency: currencyOf(r.currency),
    totalPrice: r.totalMinor,
    totalQuantity: r.totalQuantity,
  };
}

/**
 * GET /api/order: the order history of the companies the actor sees (provider staff: all), newest first, a
 * keyset page with its total, and the reader's currency (spec 02: "orders and currency"). One statement when
 * the total is cached (topic `orders`, bumped by placing an order).
 */
export async function listOrders(deps: Deps, actor: Actor, query: OrderListQuery): Promise<OrderPage> {
  const ids = visibleCompanyIds(actor);
  const text = query.filter?.trim();
  const values: Record<string, unknown> = { me: actor.companyId };
  const scope = ids === 'all' ? 'all' : ids.length === 1 ? 'one' : 'some';
  if (ids !== 'all') {
    if (scope === 'one') values.company = ids[0];
    else values.companies = `{${ids.join(',')}}`;
  }
  if (text) {
    values.fLike = likePattern(text);
    values.fId = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  }
  const page = await orderList(deps.db, {
    filters: { scope, text: Boolean(text) },
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    after: query.after,
  });
  // An empty page carries no row: read the currency alone.
  const currency = page.rows[0]?.readerCurrency ?? (await loadPricing(deps.db, actor.companyId)).currency;
  return { ...page, rows: page.rows.map(presentRow), currency: currencyOf(currency) };
}

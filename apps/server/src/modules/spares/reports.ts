// The orders export (PUT /api/export {report: "orders"}): the order history the caller may see, with its
// text filter, or the chosen ids; amounts as numbers with their currency's format.
import type { ExportBody } from '@poolside/contract/exports';
import { and, count, desc, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/spares.ts';
import type { Deps } from '../../deps.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, isProviderStaff, visibleTo } from '../access/index.ts';
import { reportColumns } from '../../lib/report-words.ts';
import { idIn, moneyCell, type ReportMeter, registerReport } from '../exports/index.ts';
import { shippingWord } from './notify-order.ts';
import { selectOrders } from './order-store.ts';
import { presentOrderSummary } from './presenter.ts';

const MAX_ROWS = 100_000;
const BATCH = 2_000;

function conditionsOf(actor: Actor, body: ExportBody): SQL | undefined {
  const ids = body.items ?? body.ids;
  const text = ids ? undefined : body.filter?.trim();
  return and(
    visibleTo(actor, orders.companyId),
    ids ? idIn(orders.id, ids) : undefined,
    text
      ? or(
          sql`${orders.id}::text = ${text.replace(/^#/, '')}`,
          ilike(orders.internalNumber, likePattern(text)),
          ilike(orders.fullName, likePattern(text)),
          ilike(orders.city, likePattern(text)),
        )
      : undefined,
  );
}

/** Batches of the visible orders, newest first (keyset on id, so memory stays flat); their count first. */
async function* ordersOf(deps: Deps, actor: Actor, body: ExportBody, meter?: ReportMeter) {
  const where = conditionsOf(actor, body);
  const [counted] = await deps.db.select({ n: count() }).from(orders).where(where);
  meter?.total(Math.min(counted?.n ?? 0, MAX_ROWS));
  let lastId: number | null = null;
  for (let done = 0; done < MAX_ROWS; done += BATCH) {
    const rows = await selectOrders(deps.db)
      .where(and(where, lastId === null ? undefined : lt(orders.id, lastId)))
      .orderBy(desc(orders.id))
      .limit(BATCH);
    for (const row of rows) yield presentOrderSummary(row);
    if (rows.length < BATCH) return;
    lastId = rows[rows.length - 1].order.id;
  }
}

/** The history's columns; provider staff and distributors also see the customer. */
function orderColumns(actor: Actor) {
  return [
    { key: 'id', width: 10 },
    { key: 'dateCreate', width: 12 },
    ...(isProviderStaff(actor) || actor.companyKind === 'distributor'
      ? [
          { key: 'moovexID', width: 14 },
          { key: 'companyName', width: 26 },
        ]
      : []),
    { key: 'internalNumber', width: 20 },
    { key: 'userFullName', width: 20 },
    { key: 'fullName', width: 22 },
    { key: 'city', width: 16 },
    { key: 'country', width: 8 },
    { key: 'shippingMethod', width: 12 },
    { key: 'totalQuantity', width: 10 },
    { key: 'totalPrice', width: 16 },
  ];
}

registerReport({
  name: 'orders',
  fileName: () => 'orders.xlsx',
  isAllowed: () => true,
  columns: (actor) => reportColumns(actor.language, 'orders', orderColumns(actor)),
  async *rows(deps, actor, body, meter) {
    for await (const o of ordersOf(deps, actor, body, meter)) {
      yield {
        id: o.id,
        dateCreate: new Date(o.dateCreate * 1000),
        moovexID: o.moovexID,
        companyName: o.companyName,
        internalNumber: o.internalNumber,
        userFullName: o.userFullName,
        fullName: o.fullName,
        city: o.city,
        country: o.country,
        shippingMethod: shippingWord(actor.language, o.shippingMethod),
        totalQuantity: o.totalQuantity,
        // A number with the currency's format in Excel; the PDF writes it as the screen does.
        totalPrice: moneyCell(o.totalPrice, o.currency),
      };
    }
  },
});

import { limits } from '@poolside/contract/constants';
import type { UnitListQuery } from '@poolside/contract/complete-units';
import { and, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import type { Deps } from '../../deps.ts';
import { likePattern, offsetOf, orderOf } from '../../lib/paging.ts';
import { type Actor, isProviderStaff, visibleTo } from '../auth/index.ts';
import { presentUnitRequest } from './presenter.ts';
import { selectUnitRequests } from './store.ts';

const sortColumns = {
  id: completeUnits.id,
  dateCreate: completeUnits.createdAt,
  sn: completeUnits.sn,
  status: completeUnits.status,
  dateArrived: completeUnits.dateArrived,
  moovexID: companies.number,
  customer: completeUnits.firstName,
};

const companiesWhere = (condition: SQL) =>
  inArray(completeUnits.companyId, sql`(select ${companies.id} from ${companies} where ${condition})`);

/**
 * The WHERE of the list and its export. Every condition reads complete_units alone (company conditions as a
 * sub-select), so the count needs no join. The customer filter (moovexID) is provider staff's only.
 */
export function unitListConditions(actor: Actor, query: Omit<UnitListQuery, 'page' | 'pageSize' | 'sort'>) {
  const conditions: (SQL | undefined)[] = [visibleTo(actor, completeUnits.companyId)];
  if (query.fromDate !== undefined)
    conditions.push(gte(completeUnits.createdAt, new Date(query.fromDate * 1000)));
  if (query.toDate !== undefined) {
    // The end date counts whole (spec 02 section 9: +86400 s).
    const end = (query.toDate + limits.dateRangeEndExtraSeconds) * 1000;
    conditions.push(lt(completeUnits.createdAt, new Date(end)));
  }
  if (query.status) conditions.push(eq(completeUnits.status, query.status));
  if (query.moovexID && isProviderStaff(actor)) {
    conditions.push(companiesWhere(eq(companies.number, query.moovexID)));
  }
  const text = query.filter?.trim();
  if (text) {
    const like = likePattern(text);
    conditions.push(
      or(
        sql`${completeUnits.id}::text = ${text.replace(/^#/, '')}`,
        ilike(completeUnits.sn, like),
        ilike(completeUnits.newSn, like),
        ilike(completeUnits.firstName, like),
        ilike(completeUnits.lastName, like),
        companiesWhere(or(ilike(companies.number, like), ilike(companies.name, like))!),
      ),
    );
  }
  return and(...conditions);
}

/** GET /api/completeUnits: the visible requests, paged, sorted and filtered, newest first by default. */
export async function listUnitRequests(deps: Deps, actor: Actor, query: UnitListQuery) {
  const where = unitListConditions(actor, query);
  const [rows, [total]] = await Promise.all([
    selectUnitRequests(deps.db)
      .where(where)
      .orderBy(...orderOf(query.sort, sortColumns, '-dateCreate', completeUnits.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(completeUnits).where(where),
  ]);
  return { rows: rows.map((r) => presentUnitRequest(r, actor.language)), total: total.n };
}

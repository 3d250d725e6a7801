// The complete-unit list: the keyset list of docs/ARCHITECTURE.md "Hot paths — lists" (lib/keyset.ts
// keysetList), every filter backed by an index of complete_units.
import { limits } from '@poolside/contract/constants';
import type {
  CompleteUnitRow,
  CompleteUnitStatus,
  CreditCurrency,
  UnitListQuery,
} from '@poolside/contract/complete-units';
import type { KeysetPage } from '@poolside/contract/lists';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { robotModels } from '../../db/schema/catalogue.ts';
import { companies } from '../../db/schema/companies.ts';
import { completeUnits as cu } from '../../db/schema/complete-units.ts';
import { robotUnits } from '../../db/schema/units.ts';
import type { Deps } from '../../deps.ts';
import { dateToUnix } from '../../lib/dates.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList, type ListValue, type TextBranch } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, isProviderStaff, visibleCompanyIds } from '../access/index.ts';
import { references } from '../../caches.ts';

const byId = { expr: cu.id, type: 'int' } as const;
const created = { expr: cu.createdAt, type: 'timestamptz' } as const;

/**
 * Sorts, each ending in the id. Index-backed overall (provider staff): dateCreate (complete_units_created_idx;
 * per company complete_units_company_idx), id (primary key), sn (complete_units_sn_idx), status
 * (complete_units_status_idx), customer (complete_units_first_name_idx). dateArrived (days since 2000, an int
 * key) and moovexID (the joined company number) sort the filtered set (20,000 requests at full scale). A
 * partner's sorts other than the date sort its company's requests.
 */
export const unitSorts: KeysetSorts = {
  dateCreate: [created, byId],
  id: [byId],
  sn: [{ expr: cu.sn, type: 'text' }, byId],
  status: [{ expr: cu.status, type: 'text' }, created, byId],
  dateArrived: [{ expr: sql`(${cu.dateArrived} - date '2000-01-01')`, type: 'int' }, byId],
  moovexID: [{ expr: companies.number, type: 'text' }, byId],
  customer: [{ expr: cu.firstName, type: 'text' }, byId],
};

/** Which filters a request has (part of its statement's key). */
export type UnitShape = {
  scope: 'all' | 'some';
  from: boolean;
  to: boolean;
  status: boolean;
  customer: boolean;
  text: boolean;
};

/** The WHERE of a shape on complete_units alone (company conditions as sub-selects), without the free text. */
function unitBase(shape: UnitShape, value: ListValue): SQL | undefined {
  return and(
    shape.scope === 'some' ? sql`${cu.companyId} = any(${value('companies', 'int[]')})` : undefined,
    shape.from ? sql`${cu.createdAt} >= ${value('from', 'timestamptz')}` : undefined,
    shape.to ? sql`${cu.createdAt} < ${value('to', 'timestamptz')}` : undefined,
    shape.status ? sql`${cu.status} = ${value('status', 'text')}` : undefined,
    shape.customer
      ? sql`${cu.companyId} = any(array(select ${companies.id} from ${companies}
          where ${companies.number} = ${value('customer', 'text')}))`
      : undefined,
  );
}

/**
 * Free text, one index-backed branch per thing it can name: the request number (primary key), a serial or the
 * customer's name (complete_units_search_trgm: one trigram index on sn, new sn, first and last name), the
 * service centre's number or name (companies' trigram indexes, then complete_units_company_idx), and the robot
 * model the list shows (robot_models' trigram indexes on name and PN, robot_units_model_idx, then
 * complete_units_unit_uq).
 */
const textBranches = (value: ListValue): TextBranch[] => {
  const like = value('fLike', 'text');
  return [
    { where: sql`${cu.id} = ${value('fId', 'int')}`, isEstimated: true },
    {
      where: sql`(${cu.sn} || ' ' || ${cu.newSn} || ' ' || ${cu.firstName} || ' ' || ${cu.lastName}) ilike ${like}`,
      isEstimated: true,
    },
    {
      where: sql`${cu.companyId} = any(array(select ${companies.id} from ${companies}
        where ${companies.number} ilike ${like} or ${companies.name} ilike ${like}))`,
    },
    {
      where: sql`${cu.unitId} in (select ${robotUnits.id} from ${robotUnits}
        where ${robotUnits.modelId} = any(array(select ${robotModels.id} from ${robotModels}
          where ${robotModels.name} ilike ${like} or ${robotModels.pn} ilike ${like})))`,
    },
  ];
};

/** The list's WHERE with the free text as the union of its branches (the export, bound values). */
export function unitWhere(shape: UnitShape, value: ListValue): SQL | undefined {
  const base = unitBase(shape, value);
  if (!shape.text) return base;
  const branches = textBranches(value).map(
    (branch) => sql`(select ${cu.id} from ${cu} where ${and(base, branch.where)})`,
  );
  return and(base, sql`${cu.id} in (${sql.join(branches, sql` union `)})`);
}

/** The shape and values of the list's filters for an actor (the customer filter is provider staff's). */
export function unitFiltersOf(
  actor: Actor,
  query: Omit<UnitListQuery, 'page' | 'pageSize' | 'sort' | 'after'>,
) {
  const ids = visibleCompanyIds(actor);
  const customer = isProviderStaff(actor) ? query.moovexID?.trim() : undefined;
  const text = query.filter?.trim();
  const shape: UnitShape = {
    scope: ids === 'all' ? 'all' : 'some',
    from: query.fromDate !== undefined,
    to: query.toDate !== undefined,
    status: Boolean(query.status),
    customer: Boolean(customer),
    text: Boolean(text),
  };
  const values: Record<string, unknown> = {};
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (query.fromDate !== undefined) values.from = new Date(query.fromDate * 1000).toISOString();
  // The end date counts whole (spec 02 section 9: +86400 s).
  if (query.toDate !== undefined)
    values.to = new Date((query.toDate + limits.dateRangeEndExtraSeconds) * 1000).toISOString();
  if (query.status) values.status = query.status;
  if (customer) values.customer = customer;
  if (text) {
    values.fLike = likePattern(text);
    const number = text.replace(/^#/, '');
    values.fId = /^\d{1,9}$/.test(number) ? Number(number) : null;
  }
  return { shape, values };
}

/** The list's WHERE with its values bound (the export, reports.ts). */
export function unitListConditions(
  actor: Actor,
  query: Omit<UnitListQuery, 'page' | 'pageSize' | 'sort' | 'after'>,
) {
  const { shape, values } = unitFiltersOf(actor, query);
  return unitWhere(shape, (name, type) => sql`cast(${values[name]} as ${sql.raw(type)})`);
}

const unitList = keysetList({
  name: 'complete_units_page',
  sorts: unitSorts,
  defaultSort: '-dateCreate',
  countFrom: cu,
  // The customer-number sort reads the unit's company.
  seekFrom: sql`${cu} inner join ${companies} on ${companies.id} = ${cu.companyId}`,
  where: unitBase,
  isFreeText: (shape: UnitShape) => shape.text,
  textSearch: {
    isPresent: (shape) => shape.text,
    id: cu.id,
    branches: textBranches,
    // Every sort but the joined company number.
    ownSorts: Object.keys(unitSorts).filter((key) => key !== 'moovexID'),
  },
  select: (db, extra) =>
    db
      .select({
        id: cu.id,
        sn: cu.sn,
        pn: robotModels.pn,
        robotDesc: robotModels.name,
        dateArrived: cu.dateArrived,
        createdAt: cu.createdAt,
        firstName: cu.firstName,
        lastName: cu.lastName,
        action: cu.action,
        newSn: cu.newSn,
        creditAmount: cu.creditAmount,
        creditCurrency: cu.creditCurrency,
        status: cu.status,
        companyId: cu.companyId,
        companyNumber: companies.number,
        companyName: companies.name,
        ...extra,
      })
      .from(cu)
      .innerJoin(robotUnits, eq(robotUnits.id, cu.unitId))
      .innerJoin(robotModels, eq(robotModels.id, robotUnits.modelId))
      .innerJoin(companies, eq(companies.id, cu.companyId))
      .$dynamic(),
  // Bumped by a new request and by a status change (create-service.ts, update-service.ts).
  totals: references.unitRequestTotals,
});

type UnitListRow = Awaited<ReturnType<typeof unitList>>['rows'][number];

function presentRow(r: UnitListRow): CompleteUnitRow {
  return {
    id: r.id,
    sn: r.sn,
    pn: r.pn,
    robotDesc: r.robotDesc,
    dateArrived: dateToUnix(r.dateArrived),
    dateCreate: Math.floor(r.createdAt.getTime() / 1000),
    firstName: r.firstName,
    lastName: r.lastName,
    action: r.action,
    newSN: r.newSn,
    aquaCreditAmount: r.creditAmount,
    aquaCreditCurrency: (r.creditCurrency as CreditCurrency | null) ?? null,
    status: r.status as CompleteUnitStatus,
    companyId: r.companyId,
    moovexID: r.companyNumber,
    companyName: r.companyName,
  };
}

/** GET /api/completeUnits: the visible requests, newest first by default, keyset-paged. */
export async function listUnitRequests(
  deps: Deps,
  actor: Actor,
  query: UnitListQuery,
): Promise<KeysetPage<CompleteUnitRow>> {
  const { shape, values } = unitFiltersOf(actor, query);
  const page = await unitList(deps.db, {
    filters: shape,
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    after: query.after,
  });
  return { ...page, rows: page.rows.map(presentRow) };
}

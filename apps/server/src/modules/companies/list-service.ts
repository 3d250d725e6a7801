// GET /api/companies: the keyset list of docs/performance.md "Hot paths — lists" (lib/keyset.ts keysetList),
// its answers kept per instance (lib/answer-cache.ts).
import type { CompanyListQuery, CompanyRow } from '@poolside/contract/companies';
import type { KeysetPage } from '@poolside/contract/lists';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import {
  keysetList,
  type ListValue,
  listValueOf,
  type TextBranch,
  textBranchesWhere,
} from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { userCountOf } from './store.ts';

const parent = alias(companies, 'parent');
const byId = { expr: companies.id, type: 'int' } as const;
const text = (expr: SQLWrapper) => ({ expr, type: 'text' }) as const;

/**
 * Sorts, each ending in the id. Index-backed: id (pkey), name (companies_name_idx), createdAt
 * (companies_created_idx), number (unique, the id only breaks no ties). kind, country and currency sort the
 * filtered set (a few hundred companies at full scale).
 */
export const companySorts: KeysetSorts = {
  id: [byId],
  number: [text(companies.number), byId],
  name: [text(companies.name), byId],
  kind: [text(companies.kind), byId],
  country: [text(companies.country), byId],
  currency: [text(companies.currency), byId],
  createdAt: [{ expr: companies.createdAt, type: 'timestamptz' }, byId],
};

/** Which filters a request has (part of its statement's key). */
type Shape = { filter: boolean; kind: boolean; country: boolean; active: boolean };

/** The WHERE of a shape without the free text; values through `value`. */
function companyBase(shape: Shape, value: ListValue): SQL | undefined {
  return and(
    shape.kind ? sql`${companies.kind} = ${value('kind', 'text')}` : undefined,
    shape.country ? sql`${companies.country} = ${value('country', 'text')}` : undefined,
    shape.active ? sql`${companies.isActive} = ${value('active', 'boolean')}` : undefined,
  );
}

/**
 * Free text: a number or name substring, one trigram-indexed branch each (OR-ing them in one WHERE can make
 * the planner give up the indexes).
 */
const textBranches = (value: ListValue): TextBranch[] => [
  { where: sql`${companies.number} ilike ${value('fLike', 'text')}`, isEstimated: true },
  { where: sql`${companies.name} ilike ${value('fLike', 'text')}`, isEstimated: true },
];

/** The list's WHERE with the free text as the union of its branches: also the export's (reports.ts). */
export function companyWhere(shape: Shape, value: ListValue = listValueOf(false)): SQL | undefined {
  const branches = shape.filter ? textBranches(value) : null;
  return textBranchesWhere(companies, companies.id, companyBase(shape, value), branches);
}

/** What a company's row shows (the list's and the export's columns), with its parent's name and user count. */
export const companyColumns = {
  number: companies.number,
  name: companies.name,
  kind: companies.kind,
  parentName: parent.name,
  country: companies.country,
  currency: companies.currency,
  priceList: companies.priceList,
  isActive: companies.isActive,
  createdAt: companies.createdAt,
  userCount: userCountOf(companies.id),
};

/** `columns` of companies joined to their parent (for `parentName`). */
export function selectCompanies<C extends SelectedFields>(db: DbOrTx, columns: C) {
  return db.select(columns).from(companies).leftJoin(parent, eq(parent.id, companies.parentId));
}

const companyList = keysetList({
  name: 'companies_page',
  sorts: companySorts,
  defaultSort: 'number',
  countFrom: companies,
  where: companyBase,
  isFreeText: (shape) => shape.filter,
  textSearch: {
    isPresent: (shape) => shape.filter,
    id: companies.id,
    branches: textBranches,
    ownSorts: Object.keys(companySorts),
  },
  select: (db, extra) => selectCompanies(db, { id: companies.id, ...companyColumns, ...extra }).$dynamic(),
});

/** The shape and the values of the list's filters (and of its export's). */
export function filterValues(query: Pick<CompanyListQuery, 'filter' | 'kind' | 'country' | 'active'>) {
  const filter = query.filter?.trim();
  const values: Record<string, unknown> = {};
  if (filter) values.fLike = likePattern(filter);
  if (query.kind) values.kind = query.kind;
  if (query.country) values.country = query.country;
  if (query.active) values.active = query.active === 'true';
  const shape: Shape = {
    filter: Boolean(filter),
    kind: Boolean(query.kind),
    country: Boolean(query.country),
    active: Boolean(query.active),
  };
  return { values, shape };
}

type Fetched = Awaited<ReturnType<typeof companyList>>['rows'][number];

function presentRow(r: Fetched): CompanyRow {
  return {
    id: r.id,
    number: r.number,
    name: r.name,
    kind: r.kind,
    parentName: r.parentName,
    country: r.country,
    currency: r.currency,
    priceList: r.priceList,
    isActive: r.isActive,
    userCount: Number(r.userCount),
    createdAt: Math.floor(new Date(r.createdAt).getTime() / 1000),
  };
}

/** Every company (provider staff only): a keyset page and its capped total, one statement. */
export async function listCompanies(deps: Deps, query: CompanyListQuery): Promise<KeysetPage<CompanyRow>> {
  const { shape, values } = filterValues(query);
  // The query's paging (sort, page, pageSize, after) as it came.
  const page = await companyList(deps.db, { ...query, filters: shape, values });
  return { ...page, rows: page.rows.map(presentRow) };
}

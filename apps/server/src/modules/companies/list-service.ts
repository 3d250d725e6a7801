// GET /api/companies: the keyset list of docs/ARCHITECTURE.md "Hot paths — lists" (copied from the users
// list): one prepared statement per shape, the page and its capped total in one round trip.
import { createHash } from 'node:crypto';
import type { CompanyListQuery, CompanyRow } from '@poolside/contract/companies';
import { COUNT_CAP, type KeysetPage } from '@poolside/contract/lists';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import type { Deps } from '../../deps.ts';
import {
  afterCondition,
  cappedTotal,
  cursorColumn,
  decodeCursor,
  type KeysetSorts,
  keysetOrder,
  literalLimit,
  orderByOf,
  pageOf,
} from '../../lib/keyset.ts';
import { likePattern } from '../../lib/paging.ts';

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

export type ListShape = {
  hasFilter: boolean;
  hasKind: boolean;
  hasCountry: boolean;
  hasActive: boolean;
  hasCursor: boolean;
  sort: string;
  limit: number;
  hasOffset: boolean;
};

const p = sql.placeholder;

/** The list's WHERE without the cursor: also the export's (reports.ts). */
export function companyWhere(shape: Pick<ListShape, 'hasFilter' | 'hasKind' | 'hasCountry' | 'hasActive'>) {
  const like = sql`cast(${p('fLike')} as text)`;
  // The search as a union of two trigram-indexed branches (number, name): OR-ing them in one WHERE can
  // make the planner give up the indexes.
  const search = shape.hasFilter
    ? sql`${companies.id} in (select id from companies where number ilike ${like}
        union select id from companies where name ilike ${like})`
    : undefined;
  return and(
    search,
    shape.hasKind ? sql`${companies.kind} = cast(${p('kind')} as text)` : undefined,
    shape.hasCountry ? sql`${companies.country} = cast(${p('country')} as text)` : undefined,
    shape.hasActive ? sql`${companies.isActive} = cast(${p('active')} as boolean)` : undefined,
  );
}

function buildQuery(db: Db, shape: ListShape, name: string) {
  const order = keysetOrder(shape.sort, companySorts, 'number');
  const matching: SQL | undefined = companyWhere(shape);
  const after = shape.hasCursor
    ? afterCondition(
        order,
        order.parts.map((_, i) => p(`k${i}`)),
      )
    : undefined;
  const total = sql<number>`(select count(*)::int from (select 1 from ${companies}
    where ${matching ?? sql`true`} limit ${COUNT_CAP + 1}) as capped)`;
  const select = db
    .select({
      id: companies.id,
      number: companies.number,
      name: companies.name,
      kind: companies.kind,
      parentName: parent.name,
      country: companies.country,
      currency: companies.currency,
      priceList: companies.priceList,
      isActive: companies.isActive,
      createdAt: companies.createdAt,
      userCount: sql<number>`(select count(*)::int from users u where u.company_id = ${companies.id})`,
      cursor: cursorColumn(order),
      total,
    })
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parentId))
    .where(and(matching, after))
    .orderBy(...orderByOf(order))
    .limit(literalLimit(shape.limit))
    .$dynamic();
  return (shape.hasOffset ? select.offset(p('offset')) : select).prepare(name);
}

type Query = ReturnType<typeof buildQuery>;
const prepared = new WeakMap<Db, Map<string, Query>>();

function queryOf(db: Db, shape: ListShape): Query {
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
      `companies_page_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`,
    );
    byShape.set(key, query);
  }
  return query;
}

/** The filter values of the list (and of its export) by placeholder name. */
export function filterValues(query: Pick<CompanyListQuery, 'filter' | 'kind' | 'country' | 'active'>) {
  const filter = query.filter?.trim();
  const values: Record<string, unknown> = {};
  if (filter) values.fLike = likePattern(filter);
  if (query.kind) values.kind = query.kind;
  if (query.country) values.country = query.country;
  if (query.active) values.active = query.active === 'true';
  return {
    values,
    shape: {
      hasFilter: Boolean(filter),
      hasKind: Boolean(query.kind),
      hasCountry: Boolean(query.country),
      hasActive: Boolean(query.active),
    },
  };
}

type Fetched = Awaited<ReturnType<Query['execute']>>[number];

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
  const order = keysetOrder(query.sort, companySorts, 'number');
  const cursor = query.after ? decodeCursor(order, query.after) : null;
  const { values, shape: filterShape } = filterValues(query);
  const shape: ListShape = {
    ...filterShape,
    hasCursor: cursor !== null,
    sort: `${order.isDescending ? '-' : ''}${order.key}`,
    limit: query.pageSize + 1,
    hasOffset: !cursor && query.page > 1,
  };
  if (shape.hasOffset) values.offset = (query.page - 1) * query.pageSize;
  cursor?.forEach((v, i) => {
    values[`k${i}`] = v;
  });
  const fetched = await queryOf(deps.db, shape).execute(values);
  const { rows, nextCursor } = pageOf(order, fetched, query.pageSize);
  let n = fetched[0]?.total;
  if (n === undefined) {
    // An empty page (past the end): the total alone.
    const counting: ListShape = { ...shape, hasCursor: false, limit: 1, hasOffset: false };
    const cursorless = Object.fromEntries(Object.entries(values).filter(([k]) => !/^k\d+$|^offset$/.test(k)));
    const [first] = await queryOf(deps.db, counting).execute(cursorless);
    n = first?.total ?? 0;
  }
  return { rows: rows.map(presentRow), ...cappedTotal(Number(n), COUNT_CAP), nextCursor };
}

import { createHash } from 'node:crypto';
import { COUNT_CAP, type KeysetPage } from '@poolside/contract/lists';
import type { UserListQuery, UserRow } from '@poolside/contract/users';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users, userTypes } from '../../db/schema/users.ts';
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
import { cachedReference } from '../../lib/reference-cache.ts';
import { type Actor, visibleCompanyIds } from '../auth/index.ts';
import { presentUserRow } from './admin-presenter.ts';

const byId = { expr: users.id, type: 'int' } as const;
const text = (expr: SQLWrapper) => ({ expr, type: 'text' }) as const;

/** Sorts of the users list, each ending in the id; id and name are index-backed (5,000 users sort cheaply). */
const userSorts: KeysetSorts = {
  id: [byId],
  name: [text(users.name), byId],
  centerMoovexID: [text(companies.number), byId],
  email: [text(users.email), byId],
  phone: [text(users.phone), byId],
  country: [text(users.country), byId],
  type: [{ expr: users.typeId, type: 'int' }, byId],
  disabled: [text(users.status), byId],
  status: [text(users.status), byId],
};

type Shape = {
  scope: 'all' | 'some';
  hasStatus: boolean;
  hasFilter: boolean;
  hasCursor: boolean;
  sort: string;
  /** The capped count in the same statement; without it the total comes from the cache ('users' topic). */
  withTotal: boolean;
  /** pageSize + 1, written into the statement (lib/keyset.ts `literalLimit`). */
  limit: number;
  /** An offset jump (a page never reached); first and cursor pages have none. */
  hasOffset: boolean;
};

const p = sql.placeholder;

/**
 * The free-text filter as a union of index-backed branches: the user's own text (trigram index on name,
 * e-mail, phone and country), its company's number or name, its type's name, or its id.
 */
function filteredIds(base: SQL | undefined): SQL {
  const like = sql`cast(${p('fLike')} as text)`;
  const branches = [
    sql`(${users.name} || ' ' || ${users.email} || ' ' || ${users.phone} || ' ' || ${users.country}) ilike ${like}`,
    sql`${users.companyId} = any(array(select ${companies.id} from ${companies}
      where ${companies.number} ilike ${like} or ${companies.name} ilike ${like}))`,
    sql`${users.typeId} = any(array(select ${userTypes.id} from ${userTypes} where ${userTypes.name} ilike ${like}))`,
    sql`${users.id} = cast(${p('fId')} as int)`,
  ].map((branch) => sql`(select ${users.id} from ${users} where ${and(base, branch)})`);
  return sql`${users.id} in (${sql.join(branches, sql` union `)})`;
}

function buildQuery(db: Db, shape: Shape, name: string) {
  const order = keysetOrder(shape.sort, userSorts, 'id');
  const base = and(
    shape.scope === 'some' ? sql`${users.companyId} = any(cast(${p('companies')} as int[]))` : undefined,
    shape.hasStatus ? sql`${users.status} = cast(${p('status')} as text)` : undefined,
  );
  const matching = and(base, shape.hasFilter ? filteredIds(base) : undefined);
  const after = shape.hasCursor
    ? afterCondition(
        order,
        order.parts.map((_, i) => p(`k${i}`)),
      )
    : undefined;
  // The total in the same statement: the matching users counted up to the cap (index-only on users).
  const total = sql<number>`(select count(*)::int from (select 1 from ${users} where ${matching ?? sql`true`}
    limit ${COUNT_CAP + 1}) as capped)`;
  const select = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      country: users.country,
      status: users.status,
      typeId: users.typeId,
      typeName: userTypes.name,
      companyNumber: companies.number,
      companyName: companies.name,
      cursor: cursorColumn(order),
      total: shape.withTotal ? total : sql<number | null>`null::int`,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(matching, after))
    .orderBy(...orderByOf(order))
    .limit(literalLimit(shape.limit))
    .$dynamic();
  return (shape.hasOffset ? select.offset(p('offset')) : select).prepare(name);
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
    query = buildQuery(db, shape, `users_page_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
    byShape.set(key, query);
  }
  return query;
}

/**
 * Users of the companies the actor sees (all for provider staff): a keyset page and its capped total.
 * `onlyCompanyId` narrows to one company (the companies screen's users tab), still within what the actor sees.
 */
export async function listUsers(
  deps: Deps,
  actor: Actor,
  query: UserListQuery,
  onlyCompanyId?: number,
): Promise<KeysetPage<UserRow>> {
  const order = keysetOrder(query.sort, userSorts, 'id');
  const visible = visibleCompanyIds(actor);
  const ids =
    onlyCompanyId === undefined
      ? visible
      : visible === 'all' || visible.includes(onlyCompanyId)
        ? [onlyCompanyId]
        : [];
  const filter = query.filter?.trim();
  const cursor = query.after ? decodeCursor(order, query.after) : null;
  const shape: Shape = {
    scope: ids === 'all' ? 'all' : 'some',
    hasStatus: query.status !== undefined,
    hasFilter: Boolean(filter),
    hasCursor: cursor !== null,
    sort: `${order.isDescending ? '-' : ''}${order.key}`,
    // Without a free-text filter the total depends on the scope and status only: cached per instance.
    withTotal: Boolean(filter),
    limit: query.pageSize + 1,
    hasOffset: !cursor && query.page > 1,
  };
  const values: Record<string, unknown> = {};
  if (shape.hasOffset) values.offset = (query.page - 1) * query.pageSize;
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (query.status) values.status = query.status;
  if (filter) {
    values.fLike = likePattern(filter);
    values.fId = /^\d{1,9}$/.test(filter) ? Number(filter) : null;
  }
  cursor?.forEach((v, i) => {
    values[`k${i}`] = v;
  });
  const countTotal = async () => {
    const counting: Shape = { ...shape, hasCursor: false, withTotal: true, limit: 1, hasOffset: false };
    const [first] = await queryOf(deps.db, counting).execute(values);
    return Number(first?.total ?? 0);
  };
  if (!shape.withTotal) {
    // The 'users' topic is bumped by every write that changes who is counted (create, activate, a status
    // or company change): the count of 5,000 users was most of this route's database time.
    const key = `users:total:${ids === 'all' ? 'all' : ids.join(',')}:${query.status ?? ''}`;
    const [fetched, n] = await Promise.all([
      queryOf(deps.db, shape).execute(values),
      cachedReference(deps.db, key, ['users'], countTotal),
    ]);
    const { rows, nextCursor } = pageOf(order, fetched, query.pageSize);
    return { rows: rows.map(presentUserRow), ...cappedTotal(n, COUNT_CAP), nextCursor };
  }
  const fetched = await queryOf(deps.db, shape).execute(values);
  const { rows, nextCursor } = pageOf(order, fetched, query.pageSize);
  const n = fetched[0]?.total ?? (await countTotal());
  return { rows: rows.map(presentUserRow), ...cappedTotal(Number(n), COUNT_CAP), nextCursor };
}

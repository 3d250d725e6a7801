// One keyset-paged query behind every RMA list (partner history, admin history, admin unfinished): a page and
// its total in one prepared statement. The pattern new lists copy: docs/ARCHITECTURE.md "Hot paths — lists".
import { createHash } from 'node:crypto';
import { COUNT_CAP, type KeysetPage } from '@poolside/contract/lists';
import type { RmaStatus } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { rmaRequestCounts, rmaRequests } from '../../db/schema/repairs.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { rmaStatusesNamed } from '../../lib/report-words.ts';
import {
  afterCondition,
  cappedTotal,
  cursorColumn,
  decodeCursor,
  type KeysetOrder,
  type KeysetSorts,
  keysetOrder,
  literalLimit,
  orderByOf,
  pageOf,
  pageSkip,
  seekCondition,
} from '../../lib/keyset.ts';
import { type Actor, visibleCompanyIds } from '../access/index.ts';
import { presentRma, type RmaRow } from './presenter.ts';
import { rmaAggregates, selectRmas } from './rma-store.ts';

const sentAt = { expr: rmaRequests.dateSent, type: 'timestamptz' } as const;
const byId = { expr: rmaRequests.id, type: 'int' } as const;

/**
 * The sorts of RMA lists; each ends in the id. dateSent (the default), id and status are index-backed
 * (rma_requests_*_sent_idx, primary key, rma_requests_status_sent_idx); the company and line-count sorts sort
 * the filtered set (cheap for a partner; for provider staff over every company it is a full sort).
 */
export const rmaSorts: KeysetSorts = {
  dateSent: [sentAt, byId],
  id: [byId],
  status: [{ expr: rmaRequests.status, type: 'text' }, sentAt, byId],
  moovexID: [{ expr: companies.number, type: 'text' }, byId],
  clientFullName: [{ expr: companies.name, type: 'text' }, byId],
  green: [{ expr: rmaAggregates.green, type: 'int' }, byId],
  red: [{ expr: rmaAggregates.red, type: 'int' }, byId],
};

export type RmaPageParams = {
  finished?: boolean;
  status?: RmaStatus;
  /** Free text: an RMA number, a customer number or name, a user name, a status (code or word), a dd/MM/yyyy date. */
  filter?: string;
  /** Statuses whose label (in the reader's language, known to the screen) matches the filter text. */
  labelStatuses?: RmaStatus[];
  sort?: string;
  page: number;
  pageSize: number;
  after?: string;
};

type FilterValues = {
  id: number | null;
  like: string;
  statuses: string[];
  from: Date | null;
  to: Date | null;
};

const DAY = 86_400_000;

/** The date a filter text names: dd/MM/yyyy a day, MM/yyyy a month, yyyy a year (UTC), else null. */
function dateRangeOf(text: string): { from: Date; to: Date } | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) {
    const from = new Date(Date.UTC(+m[3], +m[2] - 1, +m[1]));
    if (from.getUTCDate() !== +m[1] || from.getUTCMonth() !== +m[2] - 1) return null;
    return { from, to: new Date(from.getTime() + DAY) };
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m && +m[1] >= 1 && +m[1] <= 12) {
    return { from: new Date(Date.UTC(+m[2], +m[1] - 1, 1)), to: new Date(Date.UTC(+m[2], +m[1], 1)) };
  }
  m = /^(\d{4})$/.exec(text);
  if (m && +m[1] >= 1970)
    return { from: new Date(Date.UTC(+m[1], 0, 1)), to: new Date(Date.UTC(+m[1] + 1, 0, 1)) };
  return null;
}

/** The filter text as the values of the filter condition (null when there is no text). */
export function filterValuesOf(
  filter: string | undefined,
  labelStatuses: RmaStatus[] = [],
): FilterValues | null {
  const text = filter?.trim();
  if (!text) return null;
  const number = text.replace(/^#/, '');
  const range = dateRangeOf(text);
  return {
    id: /^\d{1,9}$/.test(number) ? Number(number) : null,
    like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    statuses: [...new Set([...rmaStatusesNamed(text), ...labelStatuses])],
    from: range?.from ?? null,
    to: range?.to ?? null,
  };
}

type FilterParams = { id: unknown; like: unknown; statuses: unknown; from: unknown; to: unknown };

/**
 * The free-text filter as index-backed branches, one per thing the text can name: the RMA number (primary
 * key), matching customers (company index; customers are a small table), users (trigram on names), statuses
 * (status index) and a date range (date index). A list ORs them by taking the union of each branch's ids, so
 * every branch is an index scan whatever the text matches; OR-ing them in one WHERE made PostgreSQL walk the
 * whole date index when the text matched nothing (185 ms on the scale set).
 */
function filterBranches(v: FilterParams): SQL[] {
  return [
    sql`${rmaRequests.id} = cast(${v.id} as int)`,
    sql`${rmaRequests.companyId} = any(array(select ${companies.id} from ${companies}
      where ${companies.number} ilike cast(${v.like} as text) or ${companies.name} ilike cast(${v.like} as text)))`,
    sql`${rmaRequests.userId} = any(array(select ${users.id} from ${users}
      where ${users.name} ilike cast(${v.like} as text)))`,
    sql`${rmaRequests.status} = any(cast(${v.statuses} as text[]))`,
    sql`${rmaRequests.dateSent} >= cast(${v.from} as timestamptz)
      and ${rmaRequests.dateSent} < cast(${v.to} as timestamptz)`,
  ];
}

/** The union of the branches' ids, each branch with `base`, ordered and/or limited when `top` says so. */
function filteredIdUnion(v: FilterParams, base: SQL | undefined, top?: { orderBy?: SQL[]; limit: SQL }): SQL {
  const branches = filterBranches(v).map((branch) => {
    const select = sql`select ${rmaRequests.id} from ${rmaRequests} where ${and(base, branch)}`;
    if (!top) return sql`(${select})`;
    const orderBy = top.orderBy ? sql` order by ${sql.join(top.orderBy, sql`, `)}` : sql``;
    return sql`(${select}${orderBy} limit ${top.limit})`;
  });
  return sql.join(branches, sql` union `);
}

function filteredIds(v: FilterParams, base: SQL | undefined, top?: { orderBy?: SQL[]; limit: SQL }): SQL {
  return sql`${rmaRequests.id} in (${filteredIdUnion(v, base, top)})`;
}

/** The free-text condition with its values as parameters (exports). */
export function textFilter(filter: string | undefined, labelStatuses?: RmaStatus[]): SQL | undefined {
  const v = filterValuesOf(filter, labelStatuses);
  return v ? filteredIds({ ...v, statuses: `{${v.statuses.join(',')}}` }, undefined) : undefined;
}

type Scope = { kind: 'all' } | { kind: 'one'; id: number } | { kind: 'many'; ids: number[] };

function scopeOf(actor: Actor): Scope {
  const ids = visibleCompanyIds(actor);
  if (ids === 'all') return { kind: 'all' };
  return ids.length === 1 ? { kind: 'one', id: ids[0] } : { kind: 'many', ids };
}

const p = sql.placeholder;

/**
 * `hidden`: the value reaches the plan as an InitPlan (`(select $1)`), which the planner cannot see, so every
 * custom plan costs what the generic plan costs and PostgreSQL keeps the generic one (planned once per
 * connection) instead of re-planning on each call because a custom plan looked a little cheaper (measured:
 * 3x the database time of the partner history page). The index still serves the condition.
 */
function scopeCondition(
  scope: Scope,
  column: SQL | typeof rmaRequests.companyId,
  hidden = false,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'one') {
    return hidden
      ? sql`${column} = (select cast(${p('company')} as int))`
      : sql`${column} = cast(${p('company')} as int)`;
  }
  return hidden
    ? sql`${column} = any(cast((select cast(${p('companies')} as int[])) as int[]))`
    : sql`${column} = any(cast(${p('companies')} as int[]))`;
}

function finishedCondition(finished: boolean | undefined, column: SQL | typeof rmaRequests.finished) {
  // A literal, never a parameter: the partial indexes (where finished / where not finished) need it.
  if (finished === undefined) return undefined;
  return finished ? sql`${column}` : sql`not ${column}`;
}

type Shape = {
  scope: Scope['kind'];
  finished: boolean | undefined;
  hasStatus: boolean;
  hasFilter: boolean;
  hasCursor: boolean;
  sort: string;
  /** pageSize + 1, written into the statement (lib/keyset.ts `literalLimit`). */
  limit: number;
  /** A page jump (a page never reached): a seek to its first row; first and cursor pages have none. */
  hasSeek: boolean;
};

/**
 * A filter branch's order: the list's sort on no-op expressions of the key parts (`+ 0`, `|| ''`), so that
 * PostgreSQL finds the branch's rows through the branch's own index (company, user, status, date) and sorts
 * those, instead of walking the whole date index backwards hoping to meet them: with an unknown id array it
 * guessed the latter and a user with no RMA cost 83 ms (211,000 index entries).
 */
function branchOrderOf(order: KeysetOrder): SQL[] {
  const noOp = { int: sql`+ 0`, text: sql`|| ''`, timestamptz: sql`+ interval '0 seconds'`, date: sql`+ 0` };
  return order.parts.map((part) => {
    const expr = sql`(${part.expr} ${noOp[part.type]})`;
    return order.isDescending ? sql`${expr} desc` : sql`${expr} asc`;
  });
}

/** Sorts whose key parts are all columns of rma_requests: each filter branch can take its own top rows. */
const ownColumnSorts = new Set(['dateSent', 'id', 'status']);

function buildPageQuery(db: Db, shape: Shape, name: string) {
  const order = keysetOrder(shape.sort, rmaSorts, '-dateSent');
  const scope = { kind: shape.scope } as Scope;
  // Without free text the statement is index-driven whatever the values: hide them from the planner so the
  // generic plan stays (scopeCondition). Free-text shapes keep custom plans (the text decides the branches).
  const hidden = !shape.hasFilter;
  const status = hidden ? sql`(select cast(${p('status')} as text))` : sql`cast(${p('status')} as text)`;
  const base = and(
    scopeCondition(scope, rmaRequests.companyId, hidden),
    finishedCondition(shape.finished, rmaRequests.finished),
    shape.hasStatus ? sql`${rmaRequests.status} = ${status}` : undefined,
  );
  const cursorValues = order.parts.map((part, i) =>
    hidden ? sql`(select cast(${p(`k${i}`)} as ${sql.raw(part.type)}))` : p(`k${i}`),
  );
  const filter = { id: p('fId'), like: p('fLike'), statuses: p('fStatuses'), from: p('fFrom'), to: p('fTo') };
  const isOwnSort = ownColumnSorts.has(order.key);
  // A branch's own top rows: those from the page's start in the list's order.
  const top = (limit: SQL) => (isOwnSort ? { orderBy: branchOrderOf(order), limit } : undefined);
  const matching = (conditions: SQL | undefined, limit: SQL) =>
    shape.hasFilter ? and(conditions, filteredIds(filter, conditions, top(limit))) : conditions;
  const skip = hidden ? sql`(select cast(${p('skip')} as int))` : sql`cast(${p('skip')} as int)`;
  // A jump seeks its first row over rma_requests (and companies for a customer sort) with the list's conditions.
  const seekFrom = order.parts.some((part) => part.expr === companies.number || part.expr === companies.name)
    ? sql`${rmaRequests} inner join ${companies} on ${companies.id} = ${rmaRequests.companyId}`
    : rmaRequests;
  const after = shape.hasCursor
    ? afterCondition(order, cursorValues)
    : shape.hasSeek
      ? seekCondition(order, seekFrom, matching(base, sql`${skip} + 1`), skip)
      : undefined;
  const where = matching(and(base, after), sql`cast(${p('limit')} as int)`);
  // The total: the maintained counts without free text (rows of rma_request_counts: a company's few, or every
  // company's for provider staff), else the union of the branches, each stopping at COUNT_CAP + 1 rows.
  const counts = rmaRequestCounts;
  const cap = sql`${COUNT_CAP + 1}`;
  const total = shape.hasFilter
    ? sql<number>`(select count(*)::int from (${filteredIdUnion(filter, base, { limit: cap })}) as matched)`
    : sql<number>`(select coalesce(sum(${counts.n}), 0)::int from ${counts} where ${and(
        shape.scope === 'all' ? sql`true` : scopeCondition(scope, sql`${counts.companyId}`, hidden),
        finishedCondition(shape.finished, sql`${counts.finished}`),
        shape.hasStatus ? sql`${counts.status} = ${status}` : undefined,
      )})`;
  const select = selectRmas(db, { cursor: cursorColumn(order), total })
    .where(where)
    .orderBy(...orderByOf(order))
    .limit(literalLimit(shape.limit));
  return select.prepare(name);
}

type PageQuery = ReturnType<typeof buildPageQuery>;
const prepared = new WeakMap<Db, Map<string, PageQuery>>();

/** The prepared statement of a shape: built once per database, planned once per connection by PostgreSQL. */
function pageQueryOf(db: Db, shape: Shape): PageQuery {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const key = JSON.stringify(shape);
  let query = byShape.get(key);
  if (!query) {
    const name = `rma_page_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    query = buildPageQuery(db, shape, name);
    byShape.set(key, query);
  }
  return query;
}

/** A page of the actor's visible RMAs with its total: one statement (two when the page is empty). */
export async function pageRmas(db: Db, actor: Actor, params: RmaPageParams): Promise<KeysetPage<Rma>> {
  const order = keysetOrder(params.sort, rmaSorts, '-dateSent');
  const scope = scopeOf(actor);
  const filter = filterValuesOf(params.filter, params.labelStatuses);
  const cursor = params.after ? decodeCursor(order, params.after) : null;
  const skip = cursor ? 0 : pageSkip(params.page, params.pageSize);
  const shape: Shape = {
    scope: scope.kind,
    finished: params.finished,
    hasStatus: params.status !== undefined,
    hasFilter: filter !== null,
    hasCursor: cursor !== null,
    sort: `${order.isDescending ? '-' : ''}${order.key}`,
    limit: params.pageSize + 1,
    hasSeek: skip > 0,
  };
  // limit and skip also feed the free-text branches' own limits.
  const values: Record<string, unknown> = { limit: params.pageSize + 1 };
  if (shape.hasSeek) values.skip = skip;
  if (scope.kind === 'one') values.company = scope.id;
  if (scope.kind === 'many') values.companies = `{${scope.ids.join(',')}}`;
  if (params.status) values.status = params.status;
  if (filter) {
    Object.assign(values, {
      fId: filter.id,
      fLike: filter.like,
      fStatuses: `{${filter.statuses.join(',')}}`,
      fFrom: filter.from?.toISOString() ?? null,
      fTo: filter.to?.toISOString() ?? null,
    });
  }
  cursor?.forEach((v, i) => {
    values[`k${i}`] = v;
  });
  const fetched = (await pageQueryOf(db, shape).execute(values)) as (RmaRow & {
    cursor: string[];
    total: number;
  })[];
  const { rows, nextCursor } = pageOf(order, fetched, params.pageSize);
  let n = fetched[0]?.total;
  if (n === undefined) {
    // An empty page carries no total: ask for it alone (first page of a fresh list, or past the end).
    const counting: Shape = { ...shape, hasCursor: false, limit: 1, hasSeek: false };
    const [first] = (await pageQueryOf(db, counting).execute({ ...values, limit: 1 })) as { total: number }[];
    n = first?.total ?? 0;
  }
  // Maintained counts are exact; a free-text count stops at COUNT_CAP + 1.
  const counted = filter ? cappedTotal(Number(n), COUNT_CAP) : { total: Number(n), totalCapped: false };
  return { rows: rows.map(presentRma), ...counted, nextCursor };
}

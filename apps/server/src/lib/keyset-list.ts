// The one list service every keyset list copies (docs/ARCHITECTURE.md "Hot paths — lists"), on the keyset
// paging of keyset.ts.
import { createHash } from 'node:crypto';
import { COUNT_CAP, type KeysetPage } from '@poolside/contract/lists';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isCaching } from './cache-switch.ts';
import { type ReferenceRead, readReference } from './reference-cache.ts';
import {
  afterCondition,
  boundedSkip,
  cappedTotal,
  cursorColumn,
  decodeCursor,
  type KeysetOrder,
  type KeysetSorts,
  keysetOrder,
  literalLimit,
  fetchLimit,
  isSeekable,
  orderByOf,
  pageOf,
  pageSkip,
  seekCondition,
} from './keyset.ts';

/**
 * A filter value of a list statement: `value('companies', 'int[]')`. In a plan-stable shape (no free text) it
 * is an InitPlan, `(select cast($n as T))`, which the planner cannot see: every custom plan then costs what the
 * generic plan costs and PostgreSQL keeps the generic one, planned once per connection (docs/ARCHITECTURE.md
 * "Prepared is not planned once unless the generic plan wins"); the index still serves the condition. In a
 * free-text shape it is a visible `cast($n as T)` (the text decides the plan). Use `col = any(value(…, 'T[]'))`
 * for a set.
 */
export type ListValue = (name: string, type: string) => SQL;

/** What a list's filters look like in one request: which are present and how (part of the statement's key). */
export type ListFilters = Record<string, string | number | boolean | undefined>;

/** The columns the helper adds to a list's select. */
export type ListExtraColumns = { cursor: SQL<string[]>; total: SQL<number | null> };
export type ListRow = { cursor: string[]; total: number | null };

/** The part of a drizzle select (`db.select(…).from(…).…join(…).$dynamic()`) the helper finishes. */
export type ListSelect<R> = {
  where(where: SQL | undefined): ListSelect<R>;
  orderBy(...columns: SQL[]): ListSelect<R>;
  limit(limit: number): ListSelect<R>;
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R[]> };
};

/**
 * A branch of a list's free text: a condition on the list's table. `isEstimated`: PostgreSQL estimates how many
 * rows it matches from the table's statistics (a trigram `ilike`, an id): the branch takes its top rows in the
 * list's own order, so a word found in every sixth order walks the sort's index for a few rows instead of
 * sorting its 17,000 matches (280 → 27 ms). Otherwise (an id array from a sub-select, whose size the planner
 * cannot see) the order is on no-op expressions (`noOpOrderOf`): the branch's rows come through its own index
 * and are sorted.
 */
export type TextBranch = { where: SQL; isEstimated?: boolean };

/** `R`: a row as the list's select answers it (with `cursor` and `total`). */
export type KeysetListSpec<F extends ListFilters, R extends ListRow> = {
  /** Prefix of the prepared statements' names (`<name>_<hash of the shape>`): module-prefixed, unique. */
  name: string;
  sorts: KeysetSorts;
  /** `?sort=` when none is asked (`-dateCreate`). */
  defaultSort: string;
  /** The table whose matching rows the capped count counts (the select's first `from`). */
  countFrom: SQLWrapper;
  /**
   * What a page jump walks to find its first row (`seekCondition`) when a sort's key parts read joined tables:
   * `countFrom` with those joins, made as the page's select makes them (default `countFrom`: every sort's key
   * parts are columns or expressions of it); a function when the joins depend on the sort (its key).
   */
  seekFrom?: SQLWrapper | ((sort: string) => SQLWrapper);
  /**
   * The filters' WHERE for a shape: every condition on columns of `countFrom` (a joined table's condition as a
   * sub-select, `company_id = any(array(select … from companies where …))`), so the count needs no join;
   * values only through `value`.
   */
  where: (filters: F, value: ListValue) => SQL | undefined;
  /** Free text in these filters: the statement keeps visible values (custom plans) and counts in-statement. */
  isFreeText: (filters: F) => boolean;
  /**
   * The list's free-text box as index-backed branches (docs/ARCHITECTURE.md "Free-text filters are index-backed
   * branches"): when `isPresent`, the rows are those of `where` matching any branch, taken as the union of each
   * branch's ids. A branch reads its matches through its own index and keeps only its top rows in the list's
   * order when the sort is one of `ownSorts` (key parts all columns of `countFrom`); the count stops at
   * COUNT_CAP + 1 per branch.
   */
  textSearch?: {
    isPresent: (filters: F) => boolean;
    /** The id column of `countFrom`. */
    id: SQLWrapper;
    /** One condition on `countFrom` per thing the text can name (its number, a substring, …). */
    branches: (value: ListValue) => TextBranch[];
    ownSorts: string[];
  };
  /**
   * The page's columns (spread `extra`: `cursor` and `total`), from and joins, as `….$dynamic()`; `value` as in
   * `where` (a column may read a filter value: the reader's currency of the order history), `filters` the
   * shape's (a column over the same filters: the not-sent summary's overall counts).
   */
  select: (db: Db, extra: ListExtraColumns, value: ListValue, filters: F) => ListSelect<R>;
  /**
   * Totals without free text cached per instance (a list-totals read of caches.ts `references`), keyed by the
   * filters and their values: a warm page sends one statement. Every write that adds, removes or moves a row
   * between filters must send `ref:<topic>`: a statement trigger on the table does it for every writer
   * (migration 0026 `list_change_notify`: orders, feedback_reports, complete_units). Without topics the capped
   * count rides in the page's statement.
   */
  totals?: ReferenceRead<[filters: unknown, values: unknown]>;
  /**
   * A total the database keeps (counts maintained by triggers) for shapes without free text: exact, never
   * capped, read in the page's statement instead of counting the rows. Free text still counts its matches.
   */
  keptTotal?: (filters: F, value: ListValue) => SQL<number>;
};

export type KeysetListRequest<F extends ListFilters> = {
  filters: F;
  /** The values the filters' `value(name, …)` placeholders take (`{companies: '{3}', from: '2026-…'}`). */
  values: Record<string, unknown>;
  sort?: string;
  page: number;
  pageSize: number;
  after?: string;
  /** Rows to skip instead of `page`: the spec's paths that take a row offset. */
  from?: number;
};

type ListShape = {
  filters: ListFilters;
  sort: string;
  hasCursor: boolean;
  /** The rows fetched (`fetchLimit`: pageSize + 1 rounded up to one of a few sizes); 1 when counting. */
  limit: number;
  /**
   * A page jump (a page never reached): a seek to its first row, over `countFrom` alone when the sort's key
   * parts are its columns (`isSeekable`: a walk of index entries), else over `seekFrom`; first and cursor pages
   * have none.
   */
  hasSeek: boolean;
  withTotal: boolean;
};

const placeholder = sql.placeholder;

/**
 * A free-text branch's order: the list's sort on no-op expressions of the key parts (`+ 0`, `|| ''`), so that
 * PostgreSQL reaches the branch's rows through the branch's own index (trigram, company, primary key) and sorts
 * those, instead of walking the sort's index backwards hoping to meet them (the companies branch of the
 * complete-unit list: 19 ms through every request when no company matched; the RMA lists: 83 ms).
 */
function noOpOrderOf(order: KeysetOrder): SQL[] {
  const noOp = { int: sql`+ 0`, text: sql`|| ''`, timestamptz: sql`+ interval '0 seconds'`, date: sql`+ 0` };
  return order.parts.map((part) => {
    const expr = sql`(${part.expr} ${noOp[part.type]})`;
    return order.isDescending ? sql`${expr} desc` : sql`${expr} asc`;
  });
}

/** The value placeholder of a shape (see `ListValue`). */
export function listValueOf(isPlanStable: boolean): ListValue {
  return (name, type) => {
    const t = sql.raw(type);
    if (!isPlanStable) return sql`cast(${placeholder(name)} as ${t})`;
    // An array InitPlan stays an array only inside a cast (`= any((select …))` would read as a sub-query).
    return type.endsWith('[]')
      ? sql`cast((select cast(${placeholder(name)} as ${t})) as ${t})`
      : sql`(select cast(${placeholder(name)} as ${t}))`;
  };
}

/**
 * A list's WHERE with its free text as the union of its branches' ids (`textSearch.branches`), for a reader of
 * the same rows outside the list (its export): `base` and every branch on `from`, whose id column is `id`.
 */
export function textBranchesWhere(
  from: SQLWrapper,
  id: SQLWrapper,
  base: SQL | undefined,
  branches: TextBranch[] | null,
): SQL | undefined {
  if (!branches) return base;
  const ids = branches.map((branch) => sql`(select ${id} from ${from} where ${and(base, branch.where)})`);
  return and(base, sql`${id} in (${sql.join(ids, sql` union `)})`);
}

/**
 * A keyset list (docs/ARCHITECTURE.md "Hot paths — lists"): declare it once per list, call it per request.
 *
 *   const orderList = keysetList<OrderFilters, OrderRow>({ name: 'spares_orders', sorts, defaultSort: '-id',
 *     countFrom: orders, where: (f, value) => …, isFreeText: (f) => f.text, select: (db, extra) => …,
 *     totals: references.orderTotals });
 *   const page = await orderList(deps.db, { filters, values, sort, page, pageSize, after });
 *
 * One prepared statement per shape (filters present, sort, cursor or not, fetch size, jump or not), named
 * after the shape's hash and cached per database: PostgreSQL parses it once per connection and, without free
 * text, plans it once (limit literal, values hidden from the planner). The page size is not part of the shape:
 * the fetch size is one of FETCH_SIZES (`fetchLimit`), so a list has a bounded set of statements. `after=`
 * continues right after the cursor's row (one index range at any depth); without it `page` seeks its first
 * row (`seekCondition`, at most PAGE_SEEK_CAP rows deep; over `seekFrom` for a sort on joined columns). The total: cached per instance
 * (`totals`, no free text), else a count stopped at COUNT_CAP in the same statement. An empty page asks for
 * the total alone. Answers `{rows, total, totalCapped, nextCursor}` (contract lists.ts), rows as selected.
 */
export function keysetList<F extends ListFilters, R extends ListRow>(spec: KeysetListSpec<F, R>) {
  type Statement = ReturnType<ListSelect<R>['prepare']>;
  const statements = new WeakMap<Db, Map<string, Statement>>();

  const build = (db: Db, shape: ListShape, name: string): Statement => {
    const order = keysetOrder(shape.sort, spec.sorts, spec.defaultSort);
    const filters = shape.filters as F;
    const isPlanStable = !spec.isFreeText(filters);
    const value = listValueOf(isPlanStable);
    const base = spec.where(filters, value);
    const cursorValues = order.parts.map((part, i) =>
      isPlanStable
        ? sql`(select cast(${placeholder(`k${i}`)} as ${sql.raw(part.type)}))`
        : placeholder(`k${i}`),
    );
    const skip = isPlanStable
      ? sql`(select cast(${placeholder('skip')} as int))`
      : sql`cast(${placeholder('skip')} as int)`;
    const cap = sql.raw(String(COUNT_CAP + 1));
    const text = spec.textSearch;
    const branches = text?.isPresent(filters) ? text.branches(value) : null;
    let total = !shape.withTotal
      ? sql<null>`null::int`
      : spec.keptTotal && isPlanStable && !branches
        ? spec.keptTotal(filters, value)
        : sql<number>`(select count(*)::int from (select 1 from ${spec.countFrom} where ${base ?? sql`true`}
          limit ${cap}) as capped)`;
    const isOwnSort = text?.ownSorts.includes(order.key) ?? false;
    /** `conditions` and, with free text, the union of the branches' ids, each its own `rows` top rows. */
    const matching = (conditions: SQL | undefined, rows: SQL): SQL | undefined => {
      if (!text || !branches) return conditions;
      // A branch's own top rows in the list's order.
      const top = (branch: TextBranch) => {
        if (!isOwnSort) return sql``;
        const orderBy = branch.isEstimated ? orderByOf(order) : noOpOrderOf(order);
        return sql` order by ${sql.join(orderBy, sql`, `)} limit ${rows}`;
      };
      const ids = branches.map(
        (branch) =>
          sql`(select ${text.id} from ${spec.countFrom} where ${and(conditions, branch.where)}${top(branch)})`,
      );
      return and(conditions, sql`${text.id} in (${sql.join(ids, sql` union `)})`);
    };
    const seekFrom = isSeekable(order, spec.countFrom)
      ? spec.countFrom
      : typeof spec.seekFrom === 'function'
        ? spec.seekFrom(order.key)
        : (spec.seekFrom ?? spec.countFrom);
    const after = shape.hasCursor
      ? afterCondition(order, cursorValues)
      : shape.hasSeek
        ? seekCondition(order, seekFrom, matching(base, sql`${skip} + 1`), skip)
        : undefined;
    const where = matching(and(base, after), sql.raw(String(shape.limit)));
    if (text && branches && shape.withTotal) {
      total = sql<number>`(select count(*)::int from (${sql.join(
        branches.map(
          (branch) =>
            sql`(select ${text.id} from ${spec.countFrom} where ${and(base, branch.where)} limit ${cap})`,
        ),
        sql` union `,
      )}) as matched)`;
    }
    const select = spec
      .select(db, { cursor: cursorColumn(order), total }, value, filters)
      .where(where)
      .orderBy(...orderByOf(order))
      .limit(literalLimit(shape.limit));
    return select.prepare(name);
  };

  const statementOf = (db: Db, shape: ListShape): Statement => {
    let byShape = statements.get(db);
    if (!byShape) {
      byShape = new Map();
      statements.set(db, byShape);
    }
    const key = JSON.stringify(shape);
    let statement = byShape.get(key);
    if (!statement) {
      const name = `${spec.name}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
      statement = build(db, shape, name);
      byShape.set(key, statement);
    }
    return statement;
  };

  return async (db: Db, request: KeysetListRequest<F>): Promise<KeysetPage<R>> => {
    const order = keysetOrder(request.sort, spec.sorts, spec.defaultSort);
    const cursor = request.after ? decodeCursor(order, request.after) : null;
    const skip = cursor
      ? 0
      : request.from !== undefined
        ? boundedSkip(request.from)
        : pageSkip(request.page, request.pageSize);
    const hasText =
      spec.isFreeText(request.filters) || (spec.textSearch?.isPresent(request.filters) ?? false);
    // With the caches off (CACHE=off) a total is never kept: it rides in the page's statement, not in a second.
    const isCached = spec.totals !== undefined && !hasText && isCaching(db);
    const isKept = spec.keptTotal !== undefined && !hasText;
    const shape: ListShape = {
      filters: request.filters,
      sort: `${order.isDescending ? '-' : ''}${order.key}`,
      hasCursor: cursor !== null,
      limit: fetchLimit(request.pageSize),
      hasSeek: skip > 0,
      withTotal: !isCached,
    };
    const values: Record<string, unknown> = { ...request.values };
    if (shape.hasSeek) values.skip = skip;
    cursor?.forEach((v, i) => {
      values[`k${i}`] = v;
    });
    const countAlone = async () => {
      const counting: ListShape = { ...shape, hasCursor: false, limit: 1, hasSeek: false, withTotal: true };
      const [first] = await statementOf(db, counting).execute(request.values);
      return Number(first?.total ?? 0);
    };
    const [fetched, cachedTotal] = await Promise.all([
      statementOf(db, shape).execute(values),
      isCached ? readReference(db, spec.totals!, [request.filters, request.values], countAlone) : undefined,
    ]);
    const { rows, nextCursor } = pageOf(order, fetched, request.pageSize);
    // A page past the end carries no total: ask for it alone.
    const n = cachedTotal ?? fetched[0]?.total ?? (await countAlone());
    const total = isKept ? { total: Number(n), totalCapped: false } : cappedTotal(Number(n), COUNT_CAP);
    return { rows, ...total, nextCursor };
  };
}

import { PAGE_SEEK_CAP } from '@poolside/contract/lists';
import { asc, Column, desc, is, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
import { AppError } from './app-error.ts';

/**
 * Keyset paging (docs/performance.md "Hot paths — lists"). A sort is a list of key parts ending in a unique
 * one (the id), all in the sort's direction, so `(a, b, id) < (cursor)` continues exactly after the last row
 * shown: no row skipped or repeated across pages, ties broken by id, and with an index on the parts a page
 * costs the same at any depth.
 */
export type KeyPart = {
  expr: SQLWrapper;
  /** The SQL type the cursor's text value is cast back to (a constant of the code, never user input). */
  type: 'int' | 'text' | 'timestamptz' | 'date';
};
export type KeysetSorts = Record<string, KeyPart[]>;
export type KeysetOrder = { key: string; isDescending: boolean; parts: KeyPart[] };

/** `?sort=` as `column`, `column:asc`, `-column` or `column:desc`; -6 naming `sort` when unknown. */
export function keysetOrder(sort: string | undefined, sorts: KeysetSorts, fallback: string): KeysetOrder {
  const raw = (sort || fallback).trim();
  const isDescending = raw.startsWith('-') || raw.endsWith(':desc');
  const key = raw.replace(/^-/, '').replace(/:(asc|desc)$/, '');
  const parts = Object.hasOwn(sorts, key) ? sorts[key] : undefined;
  if (!parts) throw new AppError('invalid', { field: 'sort', fields: ['sort'] });
  return { key, isDescending, parts };
}

export function orderByOf(order: KeysetOrder): SQL[] {
  return order.parts.map((p) => (order.isDescending ? desc(p.expr) : asc(p.expr)));
}

/** The select column holding a row's cursor values (text[]). */
export function cursorColumn(order: KeysetOrder): SQL<string[]> {
  return sql<string[]>`array[${sql.join(
    order.parts.map((p) => sql`(${p.expr})::text`),
    sql`, `,
  )}]`;
}

function signatureOf(order: KeysetOrder): string {
  return `${order.isDescending ? '-' : ''}${order.key}`;
}

export function encodeCursor(order: KeysetOrder, values: string[]): string {
  return Buffer.from(JSON.stringify([signatureOf(order), ...values])).toString('base64url');
}

/** The values of `?after=`; -6 naming `after` when it is not a cursor of this list and sort. */
export function decodeCursor(order: KeysetOrder, cursor: string): string[] {
  const invalid = () => new AppError('invalid', { field: 'after', fields: ['after'] });
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== order.parts.length + 1 ||
    decoded[0] !== signatureOf(order) ||
    !decoded.every((v) => typeof v === 'string' && v.length <= 200)
  ) {
    throw invalid();
  }
  const values = decoded.slice(1) as string[];
  order.parts.forEach((part, i) => {
    const v = values[i];
    const isValid =
      part.type === 'int'
        ? /^-?\d{1,12}$/.test(v)
        : part.type === 'timestamptz'
          ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(v)
          : part.type === 'date'
            ? /^\d{4}-\d{2}-\d{2}$/.test(v)
            : true;
    if (!isValid) throw invalid();
  });
  return values;
}

/**
 * The condition "after the cursor" as one row comparison, which a btree index on the key parts answers as a
 * range: `(a, b, id) < ($1::type, $2::type, $3::int)` (`>` ascending). Values may be placeholders.
 */
export function afterCondition(order: KeysetOrder, values: (string | SQLWrapper)[]): SQL {
  const left = sql.join(
    order.parts.map((p) => sql`${p.expr}`),
    sql`, `,
  );
  const right = sql.join(
    order.parts.map((p, i) => sql`cast(${values[i]} as ${sql.raw(p.type)})`),
    sql`, `,
  );
  return order.isDescending ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
}

/**
 * The rows a page number skips (`page` without `after`): -6 naming `page` deeper than PAGE_SEEK_CAP (a
 * deeper page is reached by `after`), so a jump costs at most a bounded walk.
 */
export function pageSkip(page: number, pageSize: number): number {
  return boundedSkip((page - 1) * pageSize);
}

/** A row offset of the spec's paths that take one (`warranty/updates/{from}`), bounded as `pageSkip`. */
export function boundedSkip(skip: number): number {
  if (skip > PAGE_SEEK_CAP) throw new AppError('invalid', { field: 'page', fields: ['page'] });
  return skip;
}

/** Whether every key part of the sort is a column of `table`: its page jumps are seeks (`seekCondition`). */
export function isSeekable(order: KeysetOrder, table: SQLWrapper): boolean {
  return order.parts.every((part) => is(part.expr, Column) && part.expr.table === (table as Table));
}

/**
 * A page jump as a seek: the page starts at the row `skip` rows into the list, found by walking the sort's
 * index over `table` alone (`where`: the list's conditions on `table`), `(a, b, id) <= (select a, b, id from
 * from where … order by … offset skip limit 1)` (`>=` ascending). PostgreSQL computes the sub-select once (an
 * InitPlan: with the key parts columns of one table, `isSeekable`, a walk of index entries, no row of the
 * page's joins or computed columns built for the rows skipped) and reads the page as one index range from
 * there, as after a cursor. `from` is the table, or the table and the joins a key part needs (a sort on a
 * joined column sorts the filtered set as its first page does). The skip is bounded by `pageSkip`.
 */
export function seekCondition(order: KeysetOrder, from: SQLWrapper, where: SQL | undefined, skip: SQL): SQL {
  const parts = sql.join(
    order.parts.map((p) => sql`${p.expr}`),
    sql`, `,
  );
  const anchor = sql`(select ${parts} from ${from} where ${where ?? sql`true`}
    order by ${sql.join(orderByOf(order), sql`, `)} offset ${skip} limit 1)`;
  return order.isDescending ? sql`(${parts}) <= ${anchor}` : sql`(${parts}) >= ${anchor}`;
}

/** The answer of a keyset page from `pageSize + 1` fetched rows (the extra row says there is a next page). */
export function pageOf<T extends { cursor: string[] }>(
  order: KeysetOrder,
  fetched: T[],
  pageSize: number,
): { rows: T[]; nextCursor: string | null } {
  const rows = fetched.slice(0, pageSize);
  const last = rows.at(-1);
  const nextCursor = fetched.length > pageSize && last ? encodeCursor(order, last.cursor) : null;
  return { rows, nextCursor };
}

/** A count that stops at `cap` (`select count(*) from (… limit cap + 1)`): the index-only count with a cap. */
export function cappedTotal(n: number, cap: number): { total: number; totalCapped: boolean } {
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * The rows a page statement fetches: one of these (a page size's rows and the one that says a next page
 * exists), the smallest that holds pageSize + 1. The common page sizes (10, 20, 25, 50, 100, 200) fetch exactly
 * one extra row; any other size fetches a few more, trimmed by `pageOf`. A list then has at most this many
 * statements per shape, whatever page sizes clients ask for (a literal limit per page size made the number of
 * prepared statements per connection unbounded).
 */
export const FETCH_SIZES = [2, 6, 11, 21, 26, 51, 101, 201] as const;

export function fetchLimit(pageSize: number): number {
  const size = FETCH_SIZES.find((n) => n >= pageSize + 1);
  if (size === undefined) throw new Error(`bad page size ${pageSize}`);
  return size;
}

/**
 * A page's LIMIT written into a prepared statement's text (the shape's key then carries it), not sent as a
 * parameter. PostgreSQL plans a prepared statement's generic plan without its parameters: a `LIMIT $1` is
 * estimated as a tenth of the rows, which makes the generic plan look costlier than a custom one (or chooses a
 * sort: the unfinished-RMA page, 8 ms), so PostgreSQL re-plans the statement on every call (measured:
 * planning took longer than the page's execution). With the limit a literal, and no OFFSET on first and
 * cursor pages, a statement without other parameters is planned once per connection. docs/benchmarks.md
 * "Where the time went". Hence a bounded set of literal sizes (`fetchLimit`) rather than a parameter.
 */
export function literalLimit(rows: number): number {
  if (!Number.isInteger(rows) || rows < 0 || rows > 100_000) throw new Error(`bad page limit ${rows}`);
  // drizzle writes an SQL object as is (a number would become a parameter); typed as the number it stands for.
  return sql.raw(String(rows)) as unknown as number;
}

// One array parameter for many values: a batch is a short statement however many rows it carries.
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL array literal of the values, bound as one text parameter and cast by the statement (both
 * drivers take it the same way; a JS array would become a list of parameters). Null is NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number') return String(v);
    return `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * `column = any($1)` with the values as one array parameter: a batch of thousands of keys is one short
 * statement to parse (an IN list of 5,000 parameters cost more than the lookup itself on PGlite).
 */
export function anyOf(column: PgColumn, values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  return sql`${column} = any(cast(${pgArray(values)} as ${sql.raw(type)}[]))`;
}

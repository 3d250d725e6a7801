import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any('{…}'::bigint[])`: the chosen ids as ONE bind parameter. One parameter per id (drizzle's
 * inArray) failed past 65,535 ids (the wire protocol's limit) while the contract allows
 * 100,000. An empty list matches nothing.
 */
export function idIn(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(cast(${`{${ids.join(',')}}`} as bigint[]))`;
}

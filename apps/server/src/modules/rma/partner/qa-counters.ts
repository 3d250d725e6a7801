import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { qaCounters } from '../../../db/schema/rma.ts';

/**
 * The month's counters of `keys`, locked FOR UPDATE (created at 0 first): a concurrent save at the limit
 * waits here until this transaction commits, then reads the new count.
 */
export async function lockQaCounters(
  tx: DbOrTx,
  period: string,
  keys: string[],
): Promise<Map<string, number>> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return new Map();
  await tx
    .insert(qaCounters)
    .values(sorted.map((key) => ({ period, key, count: 0 })))
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(qaCounters)
    .where(and(eq(qaCounters.period, period), inArray(qaCounters.key, sorted)))
    .orderBy(qaCounters.key)
    .for('update');
  return new Map(rows.map((r) => [r.key, r.count]));
}

/** Writes back the counts that changed. */
export async function saveQaCounters(
  tx: DbOrTx,
  period: string,
  before: Map<string, number>,
  after: Map<string, number>,
) {
  for (const [key, count] of after) {
    if (before.get(key) === count) continue;
    await tx
      .update(qaCounters)
      .set({ count: sql`${count}` })
      .where(and(eq(qaCounters.period, period), eq(qaCounters.key, key)));
  }
}

import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { rmaLines, rmaRequests } from '../../db/schema/rma.ts';
import { accounts } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');

const lineCount = (condition: SQL) =>
  sql<number>`(select count(*)::int from ${rmaLines} where ${rmaLines.parentId} = ${rmaRequests.id} and ${condition})`;

/** The aggregates of an RMA row: green (under warranty), red (not) and QA line counts. */
export const rmaAggregates = {
  green: lineCount(sql`${rmaLines.underWarranty} = true`),
  red: lineCount(sql`${rmaLines.underWarranty} = false`),
  qa: lineCount(sql`${rmaLines.returnToQa} = true`),
};

/** RMAs with their company, user and line counts (presentRma's input), plus `extra` columns. */
export function selectRmas<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({
      rma: rmaRequests,
      companyNumber: companies.number,
      companyName: companies.name,
      companyCurrency: companies.currency,
      userName: users.name,
      ...rmaAggregates,
      ...(extra as E),
    })
    .from(rmaRequests)
    .innerJoin(companies, eq(companies.id, rmaRequests.companyId))
    .innerJoin(users, eq(users.id, rmaRequests.userId));
}

/**
 * Creates an RMA in status SNT from unsent lines (already chosen and locked by the caller). Null when the
 * owner already has an RMA under this idempotency key (a twin send committed it first): nothing written.
 */
export async function createRmaFromLines(
  tx: DbOrTx,
  request: { companyId: number; userId: number; idempotencyKey?: string | null },
  lineIds: number[],
  now: Date,
  isAutoSent = false,
): Promise<number | null> {
  const [rma] = await tx
    .insert(rmaRequests)
    .values({ ...request, status: 'SNT', dateSent: now, updatedAt: now, isAutoSent })
    .onConflictDoNothing()
    .returning({ id: rmaRequests.id });
  if (!rma) return null;
  await tx
    .update(rmaLines)
    .set({ parentId: rma.id })
    .where(and(inArray(rmaLines.id, lineIds), isNull(rmaLines.parentId)));
  return rma.id;
}

import type { z } from 'zod';
import type { notSentQuerySchema } from '@poolside/contract/repairs';
import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { rmaLines } from '../../db/schema/repairs.ts';
import type { Deps } from '../../deps.ts';
import { likePattern, offsetOf, orderOf } from '../../lib/paging.ts';
import { type Actor, visibleTo } from '../auth/index.ts';
import { selectLines } from './line-store.ts';
import { presentLine } from './presenter.ts';

/** The sortable columns of unsent-line lists (also the admin's per-customer list). */
export const notSentSortColumns = {
  id: rmaLines.id,
  dateCreate: rmaLines.createdAt,
  repairDate: rmaLines.repairDate,
  robotSN: rmaLines.robotSn,
  robotPN: rmaLines.robotPn,
  oldPN: rmaLines.oldPn,
  oldSN: rmaLines.oldSn,
  newPN: rmaLines.newPn,
  newSN: rmaLines.newSn,
  internalNumber: rmaLines.internalNumber,
  underWarranty: rmaLines.underWarranty,
};

/** The free-text filter of unsent-line lists: serials, part numbers, internal number, description. */
export function lineTextFilter(filter: string | undefined) {
  const text = filter?.trim();
  if (!text) return undefined;
  const like = likePattern(text);
  return or(
    ilike(rmaLines.robotSn, like),
    ilike(rmaLines.oldPn, like),
    ilike(rmaLines.oldSn, like),
    ilike(rmaLines.newPn, like),
    ilike(rmaLines.newSn, like),
    ilike(rmaLines.internalNumber, like),
    ilike(rmaLines.partDesc, like),
  );
}

/** GET /api/rma/not_sent: the unsent lines of the actor's visible companies (`mine`: only its own). */
export async function listNotSent(deps: Deps, actor: Actor, query: z.output<typeof notSentQuerySchema>) {
  const where = and(
    isNull(rmaLines.parentId),
    visibleTo(actor, rmaLines.companyId),
    query.mine ? eq(rmaLines.userId, actor.userId) : undefined,
    lineTextFilter(query.filter),
  );
  const rows = await selectLines(deps.db)
    .where(where)
    .orderBy(...orderOf(query.sort, notSentSortColumns, '-id', rmaLines.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(rmaLines).where(where);
  return { rows: rows.map((r) => presentLine(r, actor.language)), total: count.n };
}

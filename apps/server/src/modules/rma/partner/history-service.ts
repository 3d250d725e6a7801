import type { z } from 'zod';
import type { repairHistoryBodySchema, RepairHistoryLine } from '@poolside/contract/repairs';
import { normalizeSn } from '@poolside/contract/part-rules';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { rmaLines } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { dateToUnix, unixToDate } from '../../../lib/dates.ts';
import { type Actor, visibleTo } from '../../access/index.ts';
import { partChangeOf } from '../presenter.ts';

const HISTORY_MAX_ROWS = 1000;
const DAY = 86400;

/** The condition of a repair search; -6 (noSearchParams) when its input is missing. */
export function historyCondition(body: z.output<typeof repairHistoryBodySchema>): SQL {
  const input = body.input.trim();
  if (body.searchType === 'sn') {
    if (!input) throw fieldError('invalid', 'input');
    return eq(rmaLines.robotSn, normalizeSn(input));
  }
  if (body.searchType === 'internalNo') {
    if (!input) throw fieldError('invalid', 'input');
    return sql`lower(${rmaLines.internalNumber}) = lower(${input})`;
  }
  const missing = (['fromDate', 'toDate'] as const).filter((k) => body[k] == null);
  if (missing.length) throw fieldError('invalid', missing);
  // The end date is the whole chosen day: + 86400 s (spec 02 section 9), end exclusive.
  return and(
    gte(rmaLines.repairDate, unixToDate(body.fromDate!)),
    lt(rmaLines.repairDate, unixToDate(body.toDate! + DAY)),
  )!;
}

export function presentHistoryLine(l: typeof rmaLines.$inferSelect): RepairHistoryLine {
  return {
    id: l.id,
    parentID: l.parentId,
    ...partChangeOf(l),
    repairDate: dateToUnix(l.repairDate),
    partDesc: l.partDesc,
    internalNumber: l.internalNumber,
    technician: l.technician,
    underWarranty: l.underWarranty,
    description: l.description,
  };
}

export async function findHistoryLines(db: DbOrTx, actor: Actor, where: SQL | undefined) {
  return db
    .select()
    .from(rmaLines)
    .where(and(where, visibleTo(actor, rmaLines.companyId)))
    .orderBy(desc(rmaLines.repairDate), desc(rmaLines.id))
    .limit(HISTORY_MAX_ROWS);
}

/**
 * POST /api/rma/history: repairs (sent or not) of the visible companies by robot serial, internal number or
 * repair-date range, newest first (at most 1000). Nothing found is -15 (noRepairHistory).
 */
export async function searchRepairHistory(
  deps: Deps,
  actor: Actor,
  body: z.output<typeof repairHistoryBodySchema>,
) {
  const rows = await findHistoryLines(deps.db, actor, historyCondition(body));
  if (rows.length === 0) throw fieldError('notFound', 'input');
  return rows.map(presentHistoryLine);
}

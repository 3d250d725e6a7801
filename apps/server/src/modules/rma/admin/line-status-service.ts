// The admin's line decision (spec 03: approve APP / reject REJ) and the manufacturer remark. The admin
// screens call POST /api/rma/line/{id[,id…]} {status, onlyStatus: true, poolsideRemark}; provider staff only
// (the route checks requireAdmin).
import type { lineStatuses } from '@poolside/contract/constants';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { type Actor, visibleTo } from '../../access/index.ts';
import { findLines } from '../line-store.ts';
import { presentLine } from '../presenter.ts';

export type LineDecision = {
  /** Absent keeps the line's decision; null clears it. */
  status?: (typeof lineStatuses)[number] | null;
  poolsideRemark?: string;
};

/**
 * Sets the decision (and remark) of one or more lines in one transaction, each change audited. A rejection
 * needs a reason: REJ with an empty remark is -6 naming `poolsideRemark`. Lines of a finished RMA are
 * locked (-14); an unknown line -15.
 */
export async function setLineStatus(deps: Deps, actor: Actor, ids: number[], decision: LineDecision) {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ line: rmaLines, finished: rmaRequests.finished })
      .from(rmaLines)
      .leftJoin(rmaRequests, eq(rmaRequests.id, rmaLines.parentId))
      .where(and(inArray(rmaLines.id, ids), visibleTo(actor, rmaLines.companyId)))
      .orderBy(asc(rmaLines.id))
      .for('update', { of: rmaLines });
    if (rows.length !== ids.length) throw fieldError('notFound', 'id');
    for (const { line, finished } of rows) {
      if (finished) throw fieldError('operationFailed', 'finished');
      const status = decision.status === undefined ? line.status : decision.status;
      const remark = decision.poolsideRemark ?? line.remark;
      if (status === 'REJ' && !remark.trim()) {
        throw fieldError('invalid', 'poolsideRemark');
      }
      if (status === line.status && remark === line.remark) continue;
      await tx.update(rmaLines).set({ status, remark }).where(eq(rmaLines.id, line.id));
      await recordAudit(
        tx,
        actor,
        'rma.line.status',
        'rma_line',
        line.id,
        { status: line.status, remark: line.remark },
        { status, remark },
      );
    }
  });
  const lines = await findLines(deps.db, inArray(rmaLines.id, ids));
  return lines.map((l) => presentLine(l, actor.language));
}

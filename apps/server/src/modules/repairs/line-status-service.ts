// The admin's line decision (spec 03: approve APP / reject REJ). Hook for the admin issue: its screens call
// POST /api/rma/line/{id} {status, onlyStatus: true}; provider staff only (the route checks requireAdmin).
import type { lineStatuses } from '@poolside/contract/constants';
import { eq } from 'drizzle-orm';
import { rmaLines } from '../../db/schema/repairs.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../auth/actor.ts';
import { getLine } from './line-service.ts';
import { findVisibleLine } from './line-store.ts';

/** Sets (or clears) a line's APP/REJ status, audited. */
export async function setLineStatus(
  deps: Deps,
  actor: Actor,
  id: number,
  status: (typeof lineStatuses)[number] | null,
) {
  await deps.db.transaction(async (tx) => {
    const { line } = await findVisibleLine(tx, actor, id);
    if (line.status === status) return;
    await tx.update(rmaLines).set({ status }).where(eq(rmaLines.id, id));
    await recordAudit(tx, actor, 'rma.line.status', 'rma_line', id, { status: line.status }, { status });
  });
  return getLine(deps, actor, id);
}

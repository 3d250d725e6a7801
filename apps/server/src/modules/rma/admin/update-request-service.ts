import type { z } from 'zod';
import type { updateRmaRequestBodySchema } from '@poolside/contract/admin-rma';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rmaLines, rmaRequests } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { Actor } from '../../access/index.ts';
import { notify } from '../../notifications/index.ts';
import { getRma } from '../rma-list-service.ts';
import { requireUnfinished } from '../policy.ts';

type Body = z.output<typeof updateRmaRequestBodySchema>;
type RmaRow = typeof rmaRequests.$inferSelect;

function refundChanges(rma: RmaRow, body: Body) {
  const next = {
    refundInvoiceNo: body.refund?.invoiceNo ?? rma.refundInvoiceNo,
    refundOrderNo: body.refund?.orderNo ?? rma.refundOrderNo,
    refund: body.refund?.refund === undefined ? rma.refund : body.refund.refund,
    laborCost: body.laborCost === undefined ? rma.laborCost : body.laborCost,
  };
  const before = {
    refundInvoiceNo: rma.refundInvoiceNo,
    refundOrderNo: rma.refundOrderNo,
    refund: rma.refund,
    laborCost: rma.laborCost,
  };
  const isChanged = (Object.keys(next) as (keyof typeof next)[]).some((k) => next[k] !== before[k]);
  return isChanged ? { before, next } : null;
}

async function finish(tx: DbOrTx, deps: Deps, actor: Actor, rma: RmaRow) {
  // Every line must be decided (approved or rejected) first: -14 naming the undecided lines.
  const undecided = await tx
    .select({ id: rmaLines.id })
    .from(rmaLines)
    .where(and(eq(rmaLines.parentId, rma.id), isNull(rmaLines.status)))
    .orderBy(asc(rmaLines.id));
  if (undecided.length > 0) {
    throw fieldError('operationFailed', 'lines', {
      reason: 'undecidedLines',
      ids: undecided.map((l) => l.id),
    });
  }
  const now = deps.clock.now();
  await tx
    .update(rmaRequests)
    .set({ finished: true, finishedAt: now, updatedAt: now })
    .where(eq(rmaRequests.id, rma.id));
  await recordAudit(tx, actor, 'rma.finish', 'rma_request', rma.id, { finished: false }, { finished: true });
  await notify(tx, deps.config, {
    userIds: [rma.userId],
    type: 'RMA',
    params: { rmaId: rma.id, status: rma.status, finished: true },
    link: `/repairs/rma_history/${rma.id}`,
    exceptUserId: actor.userId,
  });
}

/**
 * POST /api/rma/requests/{id}: saves the admin's refund info and labour cost and, with `finish: true`,
 * finishes the RMA (locked from then on, owner notified), all in one transaction. -15 unknown RMA,
 * -14 already finished, -14 `{field: "lines", reason: "undecidedLines", ids}` while some lines are neither
 * approved nor rejected, -12 (`finish`) when the body asks for nothing.
 */
export async function updateRmaRequest(deps: Deps, actor: Actor, id: number, body: Body) {
  if (!body.finish && body.refund === undefined && body.laborCost === undefined) {
    throw fieldError('fieldRequired', 'finish');
  }
  await deps.db.transaction(async (tx) => {
    const [rma] = await tx.select().from(rmaRequests).where(eq(rmaRequests.id, id)).for('update');
    if (!rma) throw fieldError('notFound', 'id');
    requireUnfinished(rma);
    const change = refundChanges(rma, body);
    if (change) {
      await tx
        .update(rmaRequests)
        .set({ ...change.next, updatedAt: deps.clock.now() })
        .where(eq(rmaRequests.id, id));
      await recordAudit(tx, actor, 'rma.refund', 'rma_request', id, change.before, change.next);
    }
    if (body.finish) await finish(tx, deps, actor, rma);
  });
  return getRma(deps, actor, id);
}

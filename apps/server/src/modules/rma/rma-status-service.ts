// Every RMA status change of the admin screens goes through changeRmaStatuses, which audits it and notifies
// the RMA's owner (type RMA) in the caller's transaction.
import type { RmaStatus } from '@poolside/contract/constants';
import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rmaRequests } from '../../db/schema/rma.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { notify } from '../notifications/index.ts';

/** Notifies the owner of an RMA that its status is now `status`. */
export async function notifyRmaStatus(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  rma: { id: number; userId: number },
  status: RmaStatus,
  exceptUserId?: number,
) {
  return notify(tx, config, {
    userIds: [rma.userId],
    type: 'RMA',
    params: { rmaId: rma.id, status },
    link: `/repairs/rma_history/${rma.id}`,
    exceptUserId,
  });
}

/**
 * Sets the status of locked RMAs (admin screens) in one statement, records an audit entry and notifies the
 * owner of each one whose status changed; answers their ids. One statement, because the RMA counts are kept
 * per company by a statement trigger that upserts its rows in key order: a change of several companies' RMAs
 * made row by row could deadlock with another such change made in another order.
 */
export async function changeRmaStatuses(
  tx: DbOrTx,
  actor: Actor,
  rmas: { id: number; userId: number; status: string }[],
  status: RmaStatus,
  config: Pick<Config, 'publicUrl'>,
): Promise<number[]> {
  const changing = rmas.filter((rma) => rma.status !== status);
  if (changing.length === 0) return [];
  const ids = changing.map((rma) => rma.id);
  await tx.update(rmaRequests).set({ status, updatedAt: new Date() }).where(inArray(rmaRequests.id, ids));
  for (const rma of changing) {
    await recordAudit(tx, actor, 'rma.status', 'rma_request', rma.id, { status: rma.status }, { status });
    await notifyRmaStatus(tx, config, rma, status, actor.userId);
  }
  return ids;
}

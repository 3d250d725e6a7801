// Hook for the admin issue: every RMA status change goes through changeRmaStatus, which audits it and
// notifies the RMA's owner (type RMA) in the caller's transaction.
import type { RmaStatus } from '@poolside/contract/constants';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rmaRequests } from '../../db/schema/repairs.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../auth/index.ts';
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
 * Changes an RMA's status (admin screens), records the audit and notifies the owner. Answers false when the
 * status was already that one (nothing recorded). -15 for an unknown RMA.
 */
export async function changeRmaStatus(
  tx: DbOrTx,
  actor: Actor,
  rmaId: number,
  status: RmaStatus,
  config: Pick<Config, 'publicUrl'>,
): Promise<boolean> {
  const [rma] = await tx.select().from(rmaRequests).where(eq(rmaRequests.id, rmaId)).for('update');
  if (!rma) throw new AppError('notFound', { field: 'id', fields: ['id'] });
  if (rma.status === status) return false;
  await tx.update(rmaRequests).set({ status, updatedAt: new Date() }).where(eq(rmaRequests.id, rmaId));
  await recordAudit(tx, actor, 'rma.status', 'rma_request', rmaId, { status: rma.status }, { status });
  await notifyRmaStatus(tx, config, rma, status, actor.userId);
  return true;
}

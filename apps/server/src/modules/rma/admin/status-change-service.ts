import type { RmaStatus } from '@poolside/contract/constants';
import { asc, inArray } from 'drizzle-orm';
import { rmaRequests } from '../../../db/schema/rma.ts';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/app-error.ts';
import type { Actor } from '../../access/index.ts';
import { changeRmaStatuses } from '../rma-status-service.ts';
import { requireUnfinished } from '../policy.ts';

/**
 * POST /api/rma/multiple_status_change/{status}: sets the status of several RMAs in one transaction (each
 * change audited, its owner notified). All or nothing: an unknown id is -15, a finished RMA -14. Answers
 * the ids whose status actually changed (an RMA already in that status is left as it is).
 */
export async function changeStatuses(deps: Deps, actor: Actor, status: RmaStatus, ids: number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return deps.db.transaction(async (tx) => {
    // Locked in id order, so two admins changing overlapping sets never deadlock.
    const rows = await tx
      .select({
        id: rmaRequests.id,
        userId: rmaRequests.userId,
        status: rmaRequests.status,
        finished: rmaRequests.finished,
      })
      .from(rmaRequests)
      .where(inArray(rmaRequests.id, unique))
      .orderBy(asc(rmaRequests.id))
      .for('update');
    if (rows.length !== unique.length) throw fieldError('notFound', 'ids');
    for (const row of rows) requireUnfinished(row);
    return { changed: await changeRmaStatuses(tx, actor, rows, status, deps.config) };
  });
}

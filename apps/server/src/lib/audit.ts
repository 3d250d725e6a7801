import type { AuditAction, AuditEntity } from '@poolside/contract/audit';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

type AuditActor = { userId: number } | null;

/**
 * Records an admin change (who, what, before, after) in the same transaction as the change. Actions and record
 * types are the contract's (`auditActions`, `auditEntities`): each has its words on the screen and in the export.
 */
export async function recordAudit(
  tx: DbOrTx,
  actor: AuditActor,
  action: AuditAction,
  entity: AuditEntity,
  entityId: string | number | null,
  before: unknown,
  after: unknown,
  requestId?: string,
) {
  await tx.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    before: before ?? null,
    after: after ?? null,
    requestId: requestId ?? null,
  });
}

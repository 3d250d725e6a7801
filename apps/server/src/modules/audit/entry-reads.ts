// An audit entry as another module reads it back, offered by the door: the master-data import finds the
// entry of an apply it already made (the audit log is its record of applies).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/** What identifies one recorded change: its action, entity and record id, and who made it. */
export type AuditEntryKey = { action: string; entity: string; entityId: string; actorId: number };

/** The `after` of the first entry with this key (an index probe on (entity, entity_id)); undefined if none. */
export async function recordedAfter(db: DbOrTx, key: AuditEntryKey): Promise<unknown> {
  const [entry] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, key.entity),
        eq(auditLog.entityId, key.entityId),
        eq(auditLog.actorId, key.actorId),
        eq(auditLog.action, key.action),
      ),
    )
    .limit(1);
  return entry?.after;
}

import type { AuditListQuery } from '@poolside/contract/audit';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';
import { offsetOf, orderOf } from '../../lib/paging.ts';
import { auditConditions } from './audit-filters.ts';
import { presentAuditRow } from './presenter.ts';

const sortable = {
  id: auditLog.id,
  at: auditLog.at,
  actorName: users.name,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
};

/** The audit table with its actor, filtered, paged and sorted (newest first by default). */
export async function listAudit(deps: Deps, query: AuditListQuery) {
  const where = auditConditions(query);
  const rows = await deps.db
    .select({ ...getTableColumns(auditLog), actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(...orderOf(query.sort, sortable, '-id', auditLog.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  return { rows: rows.map(presentAuditRow), total };
}

import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentAuditEntry } from './presenter.ts';
import { actors } from './audit-filters.ts';

/** One audit entry with its before and after values, or -15. */
export async function getAuditEntry(deps: Deps, id: number) {
  const [row] = await deps.db
    .select({ ...getTableColumns(auditLog), actorName: actors.name, actorEmail: actors.email })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .where(eq(auditLog.id, id))
    .limit(1);
  if (!row) throw new AppError('notFound');
  return presentAuditEntry(row);
}

/** The distinct actions and entities recorded so far, for the filter dropdowns. */
export async function listAuditFacets(deps: Deps) {
  const actions = await deps.db
    .selectDistinct({ value: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const entities = await deps.db
    .selectDistinct({ value: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity));
  return { actions: actions.map((a) => a.value), entities: entities.map((e) => e.value) };
}

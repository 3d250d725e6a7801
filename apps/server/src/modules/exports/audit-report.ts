import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';
import { auditConditions, redact } from '../audit/index.ts';
import { isProviderStaff } from '../auth/index.ts';
import { localizeColumns } from '../../lib/report-words.ts';
import { idIn } from './ids-sql.ts';
import { registerReport } from './registry.ts';

// The audit trail as a spreadsheet, for provider staff: the listed ids (if any) under the /admin/audit filters.
registerReport({
  name: 'auditLog',
  title: { eng: 'Audit log', fra: "Journal d'audit", spa: 'Registro de auditoría' },
  fileName: () => 'audit-log.xlsx',
  isAllowed: isProviderStaff,
  columns: (actor) =>
    localizeColumns(
      actor.language,
      [
        { header: '#', key: 'id', width: 8 },
        { header: 'When', key: 'at', width: 20 },
        { header: 'Who', key: 'actor', width: 24 },
        { header: 'Action', key: 'action' },
        { header: 'Entity', key: 'entity' },
        { header: 'Entity id', key: 'entityId' },
        { header: 'After', key: 'after', width: 60 },
      ],
      {
        fra: {
          at: 'Quand',
          actor: 'Qui',
          action: 'Action',
          entity: "Type d'enregistrement",
          entityId: 'Enregistrement',
          after: 'Après',
        },
        spa: {
          at: 'Cuándo',
          actor: 'Quién',
          action: 'Acción',
          entity: 'Tipo de registro',
          entityId: 'Registro',
          after: 'Después',
        },
      },
    ),
  async rows(deps, _actor, body) {
    const ids = body.ids ?? body.items;
    const rows = await deps.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(ids?.length ? idIn(auditLog.id, ids) : undefined, auditConditions(body)))
      .orderBy(desc(auditLog.id))
      .limit(100_000);
    return rows.map((r) => ({ ...r, after: r.after === null ? null : JSON.stringify(redact(r.after)) }));
  },
});

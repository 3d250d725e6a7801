// The audit list: the keyset list of docs/performance.md "Hot paths — lists" (lib/keyset-list.ts), answering
// the spec's `{rows, total}` (total capped at COUNT_CAP).
import type { AuditListQuery } from '@poolside/contract/audit';
import { limits } from '@poolside/contract/constants';
import { and, eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList, type ListValue } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { presentAuditRow } from './presenter.ts';
import { actors } from './audit-filters.ts';

const byId = { expr: auditLog.id, type: 'int' } as const;
/** A nullable column as a key part (a row comparison with null matches nothing): null sorts as ''. */
const text = (expr: SQLWrapper) => ({
  expr: sql`coalesce(${expr}, '')`,
  type: 'text' as const,
});

/**
 * The sorts, each ending in the id: id (primary key) and at (audit_log_at_idx) are index-backed; the others
 * sort the filtered set.
 */
const auditSorts: KeysetSorts = {
  id: [byId],
  at: [{ expr: auditLog.at, type: 'timestamptz' }, byId],
  actorName: [text(sql`${actors.name}`), byId],
  actorEmail: [text(sql`${actors.email}`), byId],
  action: [{ expr: auditLog.action, type: 'text' }, byId],
  entity: [{ expr: auditLog.entity, type: 'text' }, byId],
  entityId: [text(auditLog.entityId), byId],
};

type Filters = { who: boolean; action: boolean; entity: boolean; from: boolean; to: boolean; text: boolean };

/** The entries whose actor's name or e-mail matches a pattern: a condition on audit_log alone. */
function actorMatching(value: ListValue, name: string): SQL {
  const like = value(name, 'text');
  return sql`${auditLog.actorId} = any(array(select ${actors.id} from ${actors}
    where ${actors.name} ilike ${like} or ${actors.email} ilike ${like}))`;
}

const auditList = keysetList({
  name: 'audit_list',
  sorts: auditSorts,
  defaultSort: '-id',
  countFrom: auditLog,
  // The actor sorts read the actor (none for the system's own entries).
  seekFrom: sql`${auditLog} left join ${actors} on ${actors.id} = ${auditLog.actorId}`,
  where: (f: Filters, value) => {
    const conditions: (SQL | undefined)[] = [
      f.who ? actorMatching(value, 'who') : undefined,
      f.action ? sql`${auditLog.action} = ${value('action', 'text')}` : undefined,
      f.entity ? sql`${auditLog.entity} = ${value('entity', 'text')}` : undefined,
      f.from ? sql`${auditLog.at} >= ${value('from', 'timestamptz')}` : undefined,
      f.to ? sql`${auditLog.at} < ${value('to', 'timestamptz')}` : undefined,
    ];
    if (f.text) {
      const like = value('like', 'text');
      conditions.push(sql`(${auditLog.action} ilike ${like} or ${auditLog.entity} ilike ${like}
        or ${auditLog.entityId} ilike ${like} or ${actorMatching(value, 'like')}
        or ${auditLog.id}::text = ${value('text', 'text')})`);
    }
    return and(...conditions);
  },
  isFreeText: (f) => f.who || f.text,
  select: (db, extra) =>
    db
      .select({ ...getTableColumns(auditLog), actorName: actors.name, actorEmail: actors.email, ...extra })
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .$dynamic(),
});

/** The audit table with its actor, filtered, paged and sorted (newest first by default). */
export async function listAudit(deps: Deps, query: AuditListQuery) {
  const who = query.who?.trim();
  const action = query.action?.trim();
  const entity = query.entity?.trim();
  const text = query.filter?.trim();
  const values: Record<string, unknown> = {};
  if (who) values.who = likePattern(who);
  if (action) values.action = action;
  if (entity) values.entity = entity;
  if (query.fromDate !== undefined) values.from = new Date(query.fromDate * 1000).toISOString();
  if (query.toDate !== undefined) {
    values.to = new Date((query.toDate + limits.dateRangeEndExtraSeconds) * 1000).toISOString();
  }
  if (text) Object.assign(values, { like: likePattern(text), text });
  const page = await auditList(deps.db, {
    filters: {
      who: !!who,
      action: !!action,
      entity: !!entity,
      from: query.fromDate !== undefined,
      to: query.toDate !== undefined,
      text: !!text,
    },
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { rows: page.rows.map(presentAuditRow), total: page.total };
}

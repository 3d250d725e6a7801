import type { AuditFilters } from '@poolside/contract/audit';
import { limits } from '@poolside/contract/constants';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import { likePattern } from '../../lib/paging.ts';
import { accounts } from '../auth/index.ts';

/** Who made an audited change: the auth door's accounts, joined on the entry's actor. */
export const actors = accounts('actors');

/**
 * The WHERE of the audit list and its export (query joined to `actors` on the actor): who (name or e-mail),
 * action, entity, a date range whose end day counts whole, and a free text over all of them.
 */
export function auditConditions(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const who = filters.who?.trim();
  if (who) conditions.push(or(ilike(actors.name, likePattern(who)), ilike(actors.email, likePattern(who)))!);
  if (filters.action?.trim()) conditions.push(eq(auditLog.action, filters.action.trim()));
  if (filters.entity?.trim()) conditions.push(eq(auditLog.entity, filters.entity.trim()));
  if (filters.fromDate !== undefined) conditions.push(gte(auditLog.at, new Date(filters.fromDate * 1000)));
  if (filters.toDate !== undefined) {
    const end = (filters.toDate + limits.dateRangeEndExtraSeconds) * 1000;
    conditions.push(lt(auditLog.at, new Date(end)));
  }
  const text = filters.filter?.trim();
  if (text) {
    const p = likePattern(text);
    conditions.push(
      or(
        ilike(auditLog.action, p),
        ilike(auditLog.entity, p),
        ilike(auditLog.entityId, p),
        ilike(actors.name, p),
        ilike(actors.email, p),
        sql`${auditLog.id}::text = ${text}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

import type { NotSentSummary } from '@poolside/contract/admin-rma';
import { asc, eq, isNull, and, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { rmaLines } from '../../db/schema/repairs.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../auth/actor.ts';
import { visibleTo } from '../auth/policy.ts';

/** A bounded list: one row per customer user with drafts (drafts are sent automatically every month). */
const MAX_ROWS = 5000;

/**
 * GET /api/rma/not_sent?admin=true: per customer (company) and user, how many unsent lines are under
 * warranty (green) and not (red), with the overall counts the checkboxes show.
 */
export async function summarizeNotSent(deps: Deps, actor: Actor): Promise<NotSentSummary> {
  const green = sql<number>`(count(*) filter (where ${rmaLines.underWarranty}))::int`;
  const red = sql<number>`(count(*) filter (where not ${rmaLines.underWarranty}))::int`;
  const rows = await deps.db
    .select({
      moovexID: companies.number,
      clientFullName: companies.name,
      companyId: companies.id,
      userID: users.id,
      userName: users.name,
      green,
      red,
    })
    .from(rmaLines)
    .innerJoin(companies, eq(companies.id, rmaLines.companyId))
    .innerJoin(users, eq(users.id, rmaLines.userId))
    .where(and(isNull(rmaLines.parentId), visibleTo(actor, rmaLines.companyId)))
    .groupBy(companies.id, companies.number, companies.name, users.id, users.name)
    .orderBy(asc(companies.number), asc(users.name), asc(users.id))
    .limit(MAX_ROWS);
  return {
    rows,
    total: rows.length,
    green: rows.reduce((n, r) => n + r.green, 0),
    red: rows.reduce((n, r) => n + r.red, 0),
  };
}

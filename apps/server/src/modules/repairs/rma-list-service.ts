import type { z } from 'zod';
import type { rmaListQuerySchema } from '@poolside/contract/repairs';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { rmaLines, rmaRequests } from '../../db/schema/repairs.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { likePattern, offsetOf, orderOf } from '../../lib/paging.ts';
import type { Actor } from '../auth/actor.ts';
import { visibleTo } from '../auth/policy.ts';
import { findLines } from './line-store.ts';
import { presentLine, presentRma } from './presenter.ts';
import { rmaAggregates, selectRmas } from './rma-store.ts';

/** The sortable columns of RMA lists (also the admin's finished list). */
export const rmaSortColumns = {
  id: rmaRequests.id,
  moovexID: companies.number,
  clientFullName: companies.name,
  dateSent: rmaRequests.dateSent,
  status: rmaRequests.status,
  green: rmaAggregates.green,
  red: rmaAggregates.red,
};

/** The list's free-text filter (also used by the rmaHistory exports). */
export function textFilter(filter: string | undefined) {
  const text = filter?.trim();
  if (!text) return undefined;
  const like = likePattern(text);
  return or(
    sql`${rmaRequests.id}::text = ${text.replace(/^#/, '')}`,
    ilike(rmaRequests.status, like),
    ilike(companies.number, like),
    ilike(companies.name, like),
    ilike(users.name, like),
    sql`to_char(${rmaRequests.dateSent} at time zone 'UTC', 'DD/MM/YYYY') like ${like}`,
  );
}

/** GET /api/rma/requests: the sent RMAs of the visible companies, paged, sorted and filtered. */
export async function listRmas(deps: Deps, actor: Actor, query: z.output<typeof rmaListQuerySchema>) {
  const filter = textFilter(query.filter);
  const where = and(
    visibleTo(actor, rmaRequests.companyId),
    query.status ? eq(rmaRequests.status, query.status) : undefined,
    query.finished === undefined ? undefined : eq(rmaRequests.finished, query.finished),
    filter,
  );
  const count = deps.db.select({ n: sql<number>`count(*)::int` }).from(rmaRequests);
  // Company and user are required foreign keys, so only the text filter needs the joins to count: without
  // it the count is an index-only scan (the admin's 250,000 RMAs of the scale set: 73 ms → 22 ms).
  const [rows, [total]] = await Promise.all([
    selectRmas(deps.db)
      .where(where)
      .orderBy(...orderOf(query.sort, rmaSortColumns, '-dateSent', rmaRequests.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    filter
      ? count
          .innerJoin(companies, eq(companies.id, rmaRequests.companyId))
          .innerJoin(users, eq(users.id, rmaRequests.userId))
          .where(where)
      : count.where(where),
  ]);
  return { rows: rows.map(presentRma), total: total.n };
}

/** GET /api/rma/requests/unfinished: the visible RMAs not finished yet, newest first (a bounded list). */
export async function listUnfinishedRmas(deps: Deps, actor: Actor) {
  const rows = await selectRmas(deps.db)
    .where(and(visibleTo(actor, rmaRequests.companyId), eq(rmaRequests.finished, false)))
    .orderBy(desc(rmaRequests.dateSent), desc(rmaRequests.id))
    .limit(1000);
  return rows.map(presentRma);
}

/** GET /api/rma/requests/{id}: an RMA of a visible company with its lines; -15 otherwise. */
export async function getRma(deps: Deps, actor: Actor, id: number) {
  const [row] = await selectRmas(deps.db)
    .where(and(eq(rmaRequests.id, id), visibleTo(actor, rmaRequests.companyId)))
    .limit(1);
  if (!row) throw new AppError('notFound', { field: 'id', fields: ['id'] });
  const lines = await findLines(deps.db, eq(rmaLines.parentId, id));
  return { ...presentRma(row), lines: lines.map((l) => presentLine(l, actor.language)) };
}

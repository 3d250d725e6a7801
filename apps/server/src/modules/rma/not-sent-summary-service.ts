import type { NotSentSummary, NotSentSummaryQuery } from '@poolside/contract/admin-rma';
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { rmaDraftCounts } from '../../db/schema/repairs.ts';
import { users } from '../../db/schema/users.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../auth/index.ts';
import { visibleTo } from '../auth/index.ts';

function buildQuery(db: Db, actor: Actor, query: NotSentSummaryQuery) {
  // Drafts per (company, user) from rma_draft_counts, kept by the triggers of rma_lines (migration
  // `change_notify`): a few thousand rows at scale, instead of grouping every draft line on each call.
  // A derived table, not a CTE: PostgreSQL 15 plans a CTE scan without statistics and nested-looped it against
  // every company (236 ms on the scale set).
  const counts = rmaDraftCounts;
  const groups = db
    .select({
      companyId: counts.companyId,
      userId: counts.userId,
      green: sql<number>`${counts.green}`.as('green'),
      red: sql<number>`${counts.red}`.as('red'),
      // The checkboxes' overall counts, over every group before the warranty filter.
      allGreen: sql<number>`(sum(${counts.green}) over ())::int`.as('all_green'),
      allRed: sql<number>`(sum(${counts.red}) over ())::int`.as('all_red'),
    })
    .from(counts)
    .where(
      and(
        sql`(${counts.green} > 0 or ${counts.red} > 0)`,
        visibleTo(actor, counts.companyId),
        query.customer
          ? sql`${counts.companyId} = (select ${companies.id} from ${companies} where ${companies.number} = ${query.customer})`
          : undefined,
        query.userID ? eq(counts.userId, query.userID) : undefined,
      ),
    )
    .as('groups');
  const kept: Record<NotSentSummaryQuery['warranty'], SQL> = {
    all: sql`true`,
    green: sql`${groups.green} > 0`,
    red: sql`${groups.red} > 0`,
    none: sql`false`,
  };
  const direction = query.sort?.startsWith('-') || query.sort?.endsWith(':desc') ? desc : asc;
  const key = (query.sort ?? 'moovexID').replace(/^-/, '').replace(/:(asc|desc)$/, '');
  // `|| ''`: the sort is over the joined groups, not along an index (an index order made PostgreSQL nest-loop
  // every company against every group, 170 ms, instead of hash-joining 3,000 groups and sorting them).
  const text = (column: SQLWrapper) => sql`(${column} || '')`;
  const sorts: Record<string, SQL[]> = {
    moovexID: [direction(text(companies.number)), direction(text(users.name))],
    clientFullName: [direction(text(companies.name)), direction(text(users.name))],
    userName: [direction(text(users.name))],
    green: [direction(groups.green)],
    red: [direction(groups.red)],
  };
  const orderBy = sorts[key];
  if (!orderBy) throw new AppError('missingParams', { field: 'sort', fields: ['sort'] });
  return db
    .select({
      moovexID: companies.number,
      clientFullName: companies.name,
      companyId: companies.id,
      userID: users.id,
      userName: users.name,
      green: groups.green,
      red: groups.red,
      // One statement: the kept groups' count and the checkboxes' overall counts ride along on each row.
      total: sql<number>`(count(*) over ())::int`,
      allGreen: groups.allGreen,
      allRed: groups.allRed,
    })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .innerJoin(users, eq(users.id, groups.userId))
    .where(kept[query.warranty])
    .orderBy(...orderBy, asc(groups.companyId), asc(groups.userId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * GET /api/rma/not_sent?admin=true: a page of the customers (company and user) with unsent lines, kept by
 * the warranty checkboxes (`warranty`), with how many lines are under warranty (green) and not (red) and the
 * overall counts the checkboxes show. Paged on the server (offset: the set is bounded by the monthly send).
 */
export async function summarizeNotSent(
  deps: Deps,
  actor: Actor,
  query: NotSentSummaryQuery,
): Promise<NotSentSummary> {
  const rows = await buildQuery(deps.db, actor, query);
  let head = rows[0];
  let total = head?.total ?? 0;
  if (!head && query.page > 1) {
    // Past the end: the totals come with the first page.
    [head] = await buildQuery(deps.db, actor, { ...query, page: 1, pageSize: 1 });
    total = head?.total ?? 0;
  }
  if (!head) {
    // Nothing kept by the checkboxes: the overall counts still show beside them.
    [head] = await buildQuery(deps.db, actor, { ...query, warranty: 'all', page: 1, pageSize: 1 });
  }
  return {
    rows: rows.map(({ total: _t, allGreen: _g, allRed: _r, ...row }) => row),
    total,
    green: head?.allGreen ?? 0,
    red: head?.allRed ?? 0,
  };
}

import type { NotSentSummary, NotSentSummaryQuery } from '@poolside/contract/admin-rma';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { rmaDraftCounts } from '../../db/schema/rma.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList, type ListValue } from '../../lib/keyset-list.ts';
import type { Actor } from '../access/index.ts';
import { visibleCompanyIds } from '../access/index.ts';
import { accounts } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');

const companyId = { expr: rmaDraftCounts.companyId, type: 'int' } as const;
const userId = { expr: rmaDraftCounts.userId, type: 'int' } as const;
// `|| ''`: the name sorts are over the joined groups, not along an index (an index order made PostgreSQL
// nest-loop every company against every group, 170 ms, instead of hash-joining 3,000 groups and sorting them).
const text = (column: SQLWrapper) => ({ expr: sql`(${column} || '')`, type: 'text' }) as const;

/** The sorts, each ending in the group's key (company, user). */
const summarySorts: KeysetSorts = {
  moovexID: [text(companies.number), text(users.name), companyId, userId],
  clientFullName: [text(companies.name), text(users.name), companyId, userId],
  userName: [text(users.name), companyId, userId],
  green: [{ expr: rmaDraftCounts.green, type: 'int' }, companyId, userId],
  red: [{ expr: rmaDraftCounts.red, type: 'int' }, companyId, userId],
};

type SummaryFilters = {
  scope: 'all' | 'some';
  customer: boolean;
  user: boolean;
  warranty: NotSentSummaryQuery['warranty'];
};

/** The groups with drafts the actor sees, before the warranty checkboxes. */
function groupsWhere(f: SummaryFilters, value: ListValue): SQL | undefined {
  const counts = rmaDraftCounts;
  return and(
    sql`(${counts.green} > 0 or ${counts.red} > 0)`,
    f.scope === 'some' ? sql`${counts.companyId} = any(${value('companies', 'int[]')})` : undefined,
    f.customer
      ? sql`${counts.companyId} = (select ${companies.id} from ${companies} where ${companies.number} = ${value('customer', 'text')})`
      : undefined,
    f.user ? sql`${counts.userId} = ${value('user', 'int')}` : undefined,
  );
}

/** The overall counts as scalar sub-selects (each computed once per statement). */
function overallColumns(f: SummaryFilters, value: ListValue) {
  const sum = (column: SQLWrapper) =>
    sql<number>`(select coalesce(sum(${column}), 0)::int from ${rmaDraftCounts} where ${groupsWhere(f, value)})`;
  return { allGreen: sum(rmaDraftCounts.green), allRed: sum(rmaDraftCounts.red) };
}

const kept: Record<NotSentSummaryQuery['warranty'], SQL | undefined> = {
  all: undefined,
  green: sql`${rmaDraftCounts.green} > 0`,
  red: sql`${rmaDraftCounts.red} > 0`,
  none: sql`false`,
};

/**
 * Drafts per (company, user) from rma_draft_counts, kept by the triggers of rma_lines (migration
 * `change_notify`): a few thousand rows at scale, instead of grouping every draft line on each call. A keyset
 * list (docs/performance.md "Hot paths — lists"); the checkboxes' overall counts (every group before the
 * warranty filter) ride along on each row as sub-selects computed once: one statement.
 */
const summaryList = keysetList({
  name: 'rma_not_sent_summary',
  sorts: summarySorts,
  defaultSort: 'moovexID',
  countFrom: rmaDraftCounts,
  // The customer and user sorts read the group's company and user.
  seekFrom: sql`${rmaDraftCounts} inner join ${companies} on ${companies.id} = ${rmaDraftCounts.companyId}
    inner join ${users} on ${users.id} = ${rmaDraftCounts.userId}`,
  where: (f: SummaryFilters, value) => and(groupsWhere(f, value), kept[f.warranty]),
  isFreeText: () => false,
  select: (db, extra, value, f) =>
    db
      .select({
        moovexID: companies.number,
        clientFullName: companies.name,
        companyId: companies.id,
        userID: users.id,
        userName: users.name,
        green: rmaDraftCounts.green,
        red: rmaDraftCounts.red,
        ...overallColumns(f, value),
        ...extra,
      })
      .from(rmaDraftCounts)
      .innerJoin(companies, eq(companies.id, rmaDraftCounts.companyId))
      .innerJoin(users, eq(users.id, rmaDraftCounts.userId))
      .$dynamic(),
});

/** The checkboxes' overall counts: green and red drafts of every group the actor sees (index-only sums). */
async function overallCounts(deps: Deps, filters: SummaryFilters, values: Record<string, unknown>) {
  const bound: ListValue = (name, type) => sql`cast(${values[name]} as ${sql.raw(type)})`;
  const [row] = await deps.db.select(overallColumns(filters, bound)).from(sql`(select 1) as one`);
  return row;
}

/**
 * GET /api/rma/not_sent?admin=true: a page of the customers (company and user) with unsent lines, kept by
 * the warranty checkboxes (`warranty`), with how many lines are under warranty (green) and not (red) and the
 * overall counts the checkboxes show.
 */
export async function summarizeNotSent(
  deps: Deps,
  actor: Actor,
  query: NotSentSummaryQuery,
): Promise<NotSentSummary> {
  const ids = visibleCompanyIds(actor);
  const filters: SummaryFilters = {
    scope: ids === 'all' ? 'all' : 'some',
    customer: !!query.customer,
    user: !!query.userID,
    warranty: query.warranty,
  };
  const values: Record<string, unknown> = {};
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (query.customer) values.customer = query.customer;
  if (query.userID) values.user = query.userID;
  const page = await summaryList(deps.db, {
    filters,
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  // An empty page (none kept, or past the end) carries no overall counts: ask for them alone.
  const overall = page.rows[0] ?? (await overallCounts(deps, filters, values));
  return {
    rows: page.rows.map(({ cursor: _c, total: _t, allGreen: _g, allRed: _r, ...row }) => row),
    total: page.total,
    green: overall.allGreen,
    red: overall.allRed,
  };
}

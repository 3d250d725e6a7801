// One keyset list behind every RMA list (partner history, admin history, admin unfinished): a page and its
// total in one prepared statement (lib/keyset-list.ts).
import type { RmaStatus } from '@poolside/contract/constants';
import type { KeysetPage } from '@poolside/contract/lists';
import type { Rma } from '@poolside/contract/repairs';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { rmaRequestCounts, rmaRequests } from '../../db/schema/rma.ts';
import { rmaStatusesNamed } from '../../lib/report-words.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import {
  keysetList,
  type ListSelect,
  type ListValue,
  type TextBranch,
  textBranchesWhere,
} from '../../lib/keyset-list.ts';
import { type Actor, visibleCompanyIds } from '../access/index.ts';
import { presentRma, type RmaRow } from './presenter.ts';
import { rmaAggregates, selectRmas } from './rma-store.ts';
import { accounts } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');

const sentAt = { expr: rmaRequests.dateSent, type: 'timestamptz' } as const;
const byId = { expr: rmaRequests.id, type: 'int' } as const;

/**
 * The sorts of RMA lists; each ends in the id. dateSent (the default), id and status are index-backed
 * (rma_requests_*_sent_idx, primary key, rma_requests_status_sent_idx); the company and line-count sorts sort
 * the filtered set (cheap for a partner; for provider staff over every company it is a full sort).
 */
export const rmaSorts: KeysetSorts = {
  dateSent: [sentAt, byId],
  id: [byId],
  status: [{ expr: rmaRequests.status, type: 'text' }, sentAt, byId],
  moovexID: [{ expr: companies.number, type: 'text' }, byId],
  clientFullName: [{ expr: companies.name, type: 'text' }, byId],
  green: [{ expr: rmaAggregates.green, type: 'int' }, byId],
  red: [{ expr: rmaAggregates.red, type: 'int' }, byId],
};

export type RmaPageParams = {
  finished?: boolean;
  status?: RmaStatus;
  /** Free text: an RMA number, a customer number or name, a user name, a status (code or word), a dd/MM/yyyy date. */
  filter?: string;
  /** Statuses whose label (in the reader's language, known to the screen) matches the filter text. */
  labelStatuses?: RmaStatus[];
  sort?: string;
  page: number;
  pageSize: number;
  after?: string;
};

type FilterValues = {
  id: number | null;
  like: string;
  statuses: string[];
  from: Date | null;
  to: Date | null;
};

const DAY = 86_400_000;

/** The date a filter text names: dd/MM/yyyy a day, MM/yyyy a month, yyyy a year (UTC), else null. */
function dateRangeOf(text: string): { from: Date; to: Date } | null {
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) {
    const from = new Date(Date.UTC(+m[3], +m[2] - 1, +m[1]));
    if (from.getUTCDate() !== +m[1] || from.getUTCMonth() !== +m[2] - 1) return null;
    return { from, to: new Date(from.getTime() + DAY) };
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m && +m[1] >= 1 && +m[1] <= 12) {
    return { from: new Date(Date.UTC(+m[2], +m[1] - 1, 1)), to: new Date(Date.UTC(+m[2], +m[1], 1)) };
  }
  m = /^(\d{4})$/.exec(text);
  if (m && +m[1] >= 1970)
    return { from: new Date(Date.UTC(+m[1], 0, 1)), to: new Date(Date.UTC(+m[1] + 1, 0, 1)) };
  return null;
}

/** The filter text as the values of the filter condition (null when there is no text). */
export function filterValuesOf(
  filter: string | undefined,
  labelStatuses: RmaStatus[] = [],
): FilterValues | null {
  const text = filter?.trim();
  if (!text) return null;
  const number = text.replace(/^#/, '');
  const range = dateRangeOf(text);
  return {
    id: /^\d{1,9}$/.test(number) ? Number(number) : null,
    like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    statuses: [...new Set([...rmaStatusesNamed(text), ...labelStatuses])],
    from: range?.from ?? null,
    to: range?.to ?? null,
  };
}

/**
 * The free-text filter as index-backed branches, one per thing the text can name: the RMA number (primary
 * key), matching customers (company index; customers are a small table), users (trigram on names), statuses
 * (status index) and a date range (date index). A list ORs them by taking the union of each branch's ids, so
 * every branch is an index scan whatever the text matches; OR-ing them in one WHERE made PostgreSQL walk the
 * whole date index when the text matched nothing (185 ms on the scale set). A branch takes its own top rows on
 * no-op expressions of the sort (not `isEstimated`): with an unknown id array PostgreSQL otherwise walked the
 * whole date index backwards hoping to meet them (a user with no RMA: 83 ms).
 */
function filterBranches(value: ListValue): TextBranch[] {
  const like = value('fLike', 'text');
  return [
    { where: sql`${rmaRequests.id} = ${value('fId', 'int')}` },
    {
      where: sql`${rmaRequests.companyId} = any(array(select ${companies.id} from ${companies}
      where ${companies.number} ilike ${like} or ${companies.name} ilike ${like}))`,
    },
    {
      where: sql`${rmaRequests.userId} = any(array(select ${users.id} from ${users}
      where ${users.name} ilike ${like}))`,
    },
    { where: sql`${rmaRequests.status} = any(${value('fStatuses', 'text[]')})` },
    {
      where: sql`${rmaRequests.dateSent} >= ${value('fFrom', 'timestamptz')}
      and ${rmaRequests.dateSent} < ${value('fTo', 'timestamptz')}`,
    },
  ];
}

/** The placeholders' values of the filter text. */
function filterParamsOf(v: FilterValues): Record<string, unknown> {
  return {
    fId: v.id,
    fLike: v.like,
    fStatuses: `{${v.statuses.join(',')}}`,
    fFrom: v.from?.toISOString() ?? null,
    fTo: v.to?.toISOString() ?? null,
  };
}

/** The free-text condition with its values as parameters (exports). */
export function textFilter(filter: string | undefined, labelStatuses?: RmaStatus[]): SQL | undefined {
  const v = filterValuesOf(filter, labelStatuses);
  if (!v) return undefined;
  const params = filterParamsOf(v);
  const bound: ListValue = (name, type) => sql`cast(${params[name]} as ${sql.raw(type)})`;
  return textBranchesWhere(rmaRequests, rmaRequests.id, undefined, filterBranches(bound));
}

type Scope = { kind: 'all' } | { kind: 'one'; id: number } | { kind: 'many'; ids: number[] };

function scopeOf(actor: Actor): Scope {
  const ids = visibleCompanyIds(actor);
  if (ids === 'all') return { kind: 'all' };
  return ids.length === 1 ? { kind: 'one', id: ids[0] } : { kind: 'many', ids };
}

function scopeCondition(scope: Scope['kind'], column: SQLWrapper, value: ListValue): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope === 'one'
    ? sql`${column} = ${value('company', 'int')}`
    : sql`${column} = any(${value('companies', 'int[]')})`;
}

function finishedCondition(finished: boolean | undefined, column: SQLWrapper) {
  // A literal, never a parameter: the partial indexes (where finished / where not finished) need it.
  if (finished === undefined) return undefined;
  return finished ? sql`${column}` : sql`not ${column}`;
}

/** Which filters a request has (its statement's key). */
type RmaFilters = { scope: Scope['kind']; finished: boolean | undefined; status: boolean; text: boolean };

/**
 * Every RMA list (partner history, admin history, admin unfinished) on the keyset helper
 * (docs/performance.md "Hot paths — lists"). Without free text the total is the maintained counts
 * (rma_request_counts: a company's few rows, or every company's for provider staff), exact; with it the union
 * of the branches, each stopping at COUNT_CAP + 1 rows.
 */
const rmaList = keysetList({
  name: 'rma_page',
  sorts: rmaSorts,
  defaultSort: '-dateSent',
  countFrom: rmaRequests,
  // The customer sorts read the RMA's company; the line-count sorts are sub-selects on the RMA.
  seekFrom: (sort) =>
    sort === 'moovexID' || sort === 'clientFullName'
      ? sql`${rmaRequests} inner join ${companies} on ${companies.id} = ${rmaRequests.companyId}`
      : rmaRequests,
  where: (f: RmaFilters, value) =>
    and(
      scopeCondition(f.scope, rmaRequests.companyId, value),
      finishedCondition(f.finished, rmaRequests.finished),
      f.status ? sql`${rmaRequests.status} = ${value('status', 'text')}` : undefined,
    ),
  isFreeText: (f) => f.text,
  textSearch: {
    isPresent: (f) => f.text,
    id: rmaRequests.id,
    branches: filterBranches,
    ownSorts: ['dateSent', 'id', 'status'],
  },
  select: (db, extra) =>
    selectRmas(db, extra).$dynamic() as unknown as ListSelect<RmaRow & { cursor: string[]; total: number }>,
  keptTotal: (f, value) => {
    const counts = rmaRequestCounts;
    return sql<number>`(select coalesce(sum(${counts.n}), 0)::int from ${counts} where ${
      and(
        scopeCondition(f.scope, counts.companyId, value),
        finishedCondition(f.finished, counts.finished),
        f.status ? sql`${counts.status} = ${value('status', 'text')}` : undefined,
      ) ?? sql`true`
    })`;
  },
});

/** A page of the actor's visible RMAs with its total: one statement (two when the page is empty). */
export async function pageRmas(db: Db, actor: Actor, params: RmaPageParams): Promise<KeysetPage<Rma>> {
  const scope = scopeOf(actor);
  const filter = filterValuesOf(params.filter, params.labelStatuses);
  const values: Record<string, unknown> = filter ? filterParamsOf(filter) : {};
  if (scope.kind === 'one') values.company = scope.id;
  if (scope.kind === 'many') values.companies = `{${scope.ids.join(',')}}`;
  if (params.status) values.status = params.status;
  const page = await rmaList(db, {
    filters: {
      scope: scope.kind,
      finished: params.finished,
      status: params.status !== undefined,
      text: filter !== null,
    },
    values,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
    after: params.after,
  });
  return { ...page, rows: page.rows.map(presentRma) };
}

import type { z } from 'zod';
import type { notSentQuerySchema } from '@poolside/contract/repairs';
import type { WarrantyFilter } from '@poolside/contract/admin-rma';
import { and, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { rmaLines } from '../../db/schema/rma.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import { keysetList, type ListValue } from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds } from '../access/index.ts';
import { selectLines } from './line-store.ts';
import { presentLine } from './presenter.ts';

/** The sortable columns of unsent-line lists (also the admin's per-customer list). */
export const notSentSortColumns = {
  id: rmaLines.id,
  dateCreate: rmaLines.createdAt,
  repairDate: rmaLines.repairDate,
  robotSN: rmaLines.robotSn,
  robotPN: rmaLines.robotPn,
  oldPN: rmaLines.oldPn,
  oldSN: rmaLines.oldSn,
  newPN: rmaLines.newPn,
  newSN: rmaLines.newSn,
  internalNumber: rmaLines.internalNumber,
  underWarranty: rmaLines.underWarranty,
};

const byId = { expr: rmaLines.id, type: 'int' } as const;
const textKey = (expr: SQLWrapper) => [{ expr, type: 'text' as const }, byId];

/**
 * The keyset sorts of unsent-line lists, each ending in the id (drafts are a few thousand lines: every sort
 * but id and dateCreate sorts the filtered set). underWarranty sorts red (0) before green (1).
 */
const notSentSorts: KeysetSorts = {
  id: [byId],
  dateCreate: [{ expr: rmaLines.createdAt, type: 'timestamptz' }, byId],
  repairDate: [{ expr: rmaLines.repairDate, type: 'date' }, byId],
  robotSN: textKey(rmaLines.robotSn),
  robotPN: textKey(rmaLines.robotPn),
  oldPN: textKey(rmaLines.oldPn),
  oldSN: textKey(rmaLines.oldSn),
  newPN: textKey(rmaLines.newPn),
  newSN: textKey(rmaLines.newSn),
  internalNumber: textKey(rmaLines.internalNumber),
  underWarranty: [{ expr: sql`${rmaLines.underWarranty}::int`, type: 'int' }, byId],
};

/** Which filters an unsent-line list request has (its statement's key). */
type LineFilters = {
  scope: 'all' | 'companies';
  user: boolean;
  warranty: WarrantyFilter;
  text: boolean;
};

/** The free-text condition of unsent-line lists on `value('like', 'text')`. */
function lineTextCondition(like: SQL): SQL {
  const columns = [
    rmaLines.robotSn,
    rmaLines.oldPn,
    rmaLines.oldSn,
    rmaLines.newPn,
    rmaLines.newSn,
    rmaLines.internalNumber,
    rmaLines.partDesc,
  ];
  return sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${like}`),
    sql` or `,
  )})`;
}

/**
 * Unsent lines (drafts) as a keyset list (docs/performance.md "Hot paths — lists"): the partner's list and
 * the admin's per customer.
 */
const notSentList = keysetList({
  name: 'rma_not_sent',
  sorts: notSentSorts,
  defaultSort: '-id',
  countFrom: rmaLines,
  where: (f: LineFilters, value: ListValue) =>
    and(
      sql`${rmaLines.parentId} is null`,
      f.scope === 'companies' ? sql`${rmaLines.companyId} = any(${value('companies', 'int[]')})` : undefined,
      f.user ? sql`${rmaLines.userId} = ${value('user', 'int')}` : undefined,
      f.warranty === 'green' ? sql`${rmaLines.underWarranty}` : undefined,
      f.warranty === 'red' ? sql`not ${rmaLines.underWarranty}` : undefined,
      f.warranty === 'none' ? sql`false` : undefined,
      f.text ? lineTextCondition(value('like', 'text')) : undefined,
    ),
  isFreeText: (f) => f.text,
  select: (db, extra) => selectLines(db, extra).$dynamic(),
});

export type NotSentPageQuery = {
  companies: number[] | 'all';
  userId?: number;
  warranty?: WarrantyFilter;
  filter?: string;
  sort?: string;
  page: number;
  pageSize: number;
};

/** A page of unsent lines with its (capped) total, in the spec's `{rows, total}`. */
export async function pageNotSent(deps: Deps, actor: Actor, query: NotSentPageQuery) {
  const text = query.filter?.trim();
  const values: Record<string, unknown> = {};
  if (query.companies !== 'all') values.companies = `{${query.companies.join(',')}}`;
  if (query.userId) values.user = query.userId;
  if (text) values.like = likePattern(text);
  const page = await notSentList(deps.db, {
    filters: {
      scope: query.companies === 'all' ? 'all' : 'companies',
      user: !!query.userId,
      warranty: query.warranty ?? 'all',
      text: !!text,
    },
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { rows: page.rows.map((r) => presentLine(r, actor.language)), total: page.total };
}

/** The free-text filter of unsent-line lists: serials, part numbers, internal number, description. */
export function lineTextFilter(filter: string | undefined) {
  const text = filter?.trim();
  if (!text) return undefined;
  const like = likePattern(text);
  return or(
    ilike(rmaLines.robotSn, like),
    ilike(rmaLines.oldPn, like),
    ilike(rmaLines.oldSn, like),
    ilike(rmaLines.newPn, like),
    ilike(rmaLines.newSn, like),
    ilike(rmaLines.internalNumber, like),
    ilike(rmaLines.partDesc, like),
  );
}

/** GET /api/rma/not_sent: the unsent lines of the actor's visible companies (`mine`: only its own). */
export async function listNotSent(deps: Deps, actor: Actor, query: z.output<typeof notSentQuerySchema>) {
  return pageNotSent(deps, actor, {
    companies: visibleCompanyIds(actor),
    userId: query.mine ? actor.userId : undefined,
    filter: query.filter,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  });
}

// The feedback history: a keyset page and its capped total in one prepared statement per filter shape
// (docs/ARCHITECTURE.md "Hot paths — lists"), every filter backed by an index of feedback_reports.
import { createHash } from 'node:crypto';
import { COUNT_CAP, type KeysetPage } from '@poolside/contract/lists';
import { limits } from '@poolside/contract/constants';
import {
  codesMatching,
  type FeedbackListQuery,
  type FeedbackRow,
  feedbackFormTypes,
  feedbackMenus,
  feedbackStatuses,
} from '@poolside/contract/feedback';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { feedbackReports as f } from '../../db/schema/feedback.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  afterCondition,
  cappedTotal,
  cursorColumn,
  decodeCursor,
  type KeysetSorts,
  keysetOrder,
  orderByOf,
  pageOf,
} from '../../lib/keyset.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds } from '../auth/index.ts';
import { managesFeedback, seesStaffColumns } from './policy.ts';
import { presentFeedbackRow } from './presenter.ts';

const byId = { expr: f.id, type: 'int' } as const;
const created = { expr: f.createdAt, type: 'timestamptz' } as const;

/** Sorts of the history, each ending in the id; dateCreate (default), status and topic are index-backed. */
export const feedbackSorts: KeysetSorts = {
  dateCreate: [created, byId],
  id: [byId],
  status: [{ expr: f.status, type: 'text' }, created, byId],
  topic: [{ expr: f.menu, type: 'text' }, created, byId],
  subTopic: [{ expr: f.formType, type: 'text' }, created, byId],
};

/** The list's filters once parsed (the export reads the same). */
export type FeedbackFilters = Omit<FeedbackListQuery, 'page' | 'pageSize' | 'sort' | 'after'>;

type Shape = {
  scope: 'all' | 'some';
  from: boolean;
  to: boolean;
  pn: boolean;
  sn: boolean;
  topic: boolean;
  subTopic: boolean;
  status: boolean;
  customer: boolean;
  filter: boolean;
  cursor: boolean;
  sort: string;
};

const p = sql.placeholder;

/** The WHERE of a shape, every value a placeholder (the export binds the same names). */
export function feedbackWhere(shape: Omit<Shape, 'cursor' | 'sort'>): SQL | undefined {
  const like = (name: string) => sql`cast(${p(name)} as text)`;
  const base = and(
    shape.scope === 'some' ? sql`${f.companyId} = any(cast(${p('companies')} as int[]))` : undefined,
    shape.from ? sql`${f.createdAt} >= cast(${p('from')} as timestamptz)` : undefined,
    shape.to ? sql`${f.createdAt} < cast(${p('to')} as timestamptz)` : undefined,
    shape.pn ? sql`${f.pn} ilike ${like('pn')}` : undefined,
    shape.sn ? sql`${f.sn} ilike ${like('sn')}` : undefined,
    shape.topic ? sql`${f.menu} = any(cast(${p('topics')} as text[]))` : undefined,
    shape.subTopic ? sql`${f.formType} = any(cast(${p('subTopics')} as text[]))` : undefined,
    shape.status ? sql`${f.status} = any(cast(${p('statuses')} as text[]))` : undefined,
    shape.customer
      ? sql`${f.companyId} = any(array(select ${companies.id} from ${companies}
          where ${companies.number} ilike ${like('customer')} or ${companies.name} ilike ${like('customer')}))`
      : undefined,
  );
  if (!shape.filter) return base;
  // Free text: the report number, or a PN or serial substring (trigram indexes), as a union of branches.
  const branches = [
    sql`${f.id} = cast(${p('fId')} as int)`,
    sql`${f.pn} ilike ${like('fLike')}`,
    sql`${f.sn} ilike ${like('fLike')}`,
  ].map((branch) => sql`(select ${f.id} from ${f} where ${and(base, branch)})`);
  return and(base, sql`${f.id} in (${sql.join(branches, sql` union `)})`);
}

function buildQuery(db: Db, shape: Shape, name: string) {
  const order = keysetOrder(shape.sort, feedbackSorts, '-dateCreate');
  const matching = feedbackWhere(shape);
  const after = shape.cursor
    ? afterCondition(
        order,
        order.parts.map((_, i) => p(`k${i}`)),
      )
    : undefined;
  // The total in the same statement, counted up to the cap (index-only on feedback_reports).
  const total = sql<number>`(select count(*)::int from (select 1 from ${f} where ${matching ?? sql`true`}
    limit ${COUNT_CAP + 1}) as capped)`;
  return db
    .select({
      id: f.id,
      createdAt: f.createdAt,
      menu: f.menu,
      formType: f.formType,
      subType: f.subType,
      status: f.status,
      complaintType: f.complaintType,
      department: f.department,
      pn: f.pn,
      sn: f.sn,
      companyName: companies.name,
      companyNumber: companies.number,
      cursor: cursorColumn(order),
      total,
    })
    .from(f)
    .innerJoin(companies, eq(companies.id, f.companyId))
    .where(and(matching, after))
    .orderBy(...orderByOf(order))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(name);
}

type Query = ReturnType<typeof buildQuery>;
const prepared = new WeakMap<Db, Map<string, Query>>();

function queryOf(db: Db, shape: Shape): Query {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  const key = JSON.stringify(shape);
  let query = byShape.get(key);
  if (!query) {
    const name = `feedback_page_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    query = buildQuery(db, shape, name);
    byShape.set(key, query);
  }
  return query;
}

const pgArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** The shape and the values of the filters for an actor (the customer filter is the staff's only). */
export function filterValuesOf(actor: Actor, q: FeedbackFilters) {
  const ids = managesFeedback(actor) ? 'all' : visibleCompanyIds(actor);
  const text = (v: string | undefined) => v?.trim() || undefined;
  const customer = seesStaffColumns(actor) ? text(q.customer) : undefined;
  const filter = text(q.filter);
  const shape = {
    scope: ids === 'all' ? ('all' as const) : ('some' as const),
    from: q.fromDate !== undefined,
    to: q.toDate !== undefined,
    pn: Boolean(text(q.pn)),
    sn: Boolean(text(q.sn)),
    topic: Boolean(text(q.topic)),
    subTopic: Boolean(text(q.subTopic)),
    status: Boolean(text(q.status)),
    customer: Boolean(customer),
    filter: Boolean(filter),
  };
  const values: Record<string, unknown> = {};
  if (ids !== 'all') values.companies = `{${ids.join(',')}}`;
  if (q.fromDate !== undefined) values.from = new Date(q.fromDate * 1000).toISOString();
  // The end date counts whole (spec 03 s5: +86400 s).
  if (q.toDate !== undefined)
    values.to = new Date((q.toDate + limits.dateRangeEndExtraSeconds) * 1000).toISOString();
  if (shape.pn) values.pn = likePattern(q.pn!);
  if (shape.sn) values.sn = likePattern(q.sn!);
  if (shape.topic) values.topics = pgArray(codesMatching(feedbackMenus, q.topic!));
  if (shape.subTopic) values.subTopics = pgArray(codesMatching(feedbackFormTypes, q.subTopic!));
  if (shape.status) values.statuses = pgArray(codesMatching(feedbackStatuses, q.status!));
  if (customer) values.customer = likePattern(customer);
  if (filter) {
    values.fLike = likePattern(filter);
    const number = filter.replace(/^#/, '');
    values.fId = /^\d{1,9}$/.test(number) ? Number(number) : null;
  }
  return { shape, values };
}

/** GET /api/feedback: the visible reports, newest first by default, keyset-paged with a capped total. */
export async function listFeedback(
  deps: Deps,
  actor: Actor,
  query: FeedbackListQuery,
): Promise<KeysetPage<FeedbackRow>> {
  const order = keysetOrder(query.sort, feedbackSorts, '-dateCreate');
  const cursor = query.after ? decodeCursor(order, query.after) : null;
  const offset = cursor ? 0 : (query.page - 1) * query.pageSize;
  if (offset > 10_000_000) throw new AppError('missingParams', { field: 'page', fields: ['page'] });
  const filters = filterValuesOf(actor, query);
  const shape: Shape = {
    ...filters.shape,
    cursor: cursor !== null,
    sort: `${order.isDescending ? '-' : ''}${order.key}`,
  };
  const values: Record<string, unknown> = { ...filters.values, limit: query.pageSize + 1, offset };
  cursor?.forEach((v, i) => {
    values[`k${i}`] = v;
  });
  const fetched = await queryOf(deps.db, shape).execute(values);
  const { rows, nextCursor } = pageOf(order, fetched, query.pageSize);
  let n = fetched[0]?.total;
  if (n === undefined) {
    // An empty page carries no total: ask for it alone.
    const [first] = await queryOf(deps.db, { ...shape, cursor: false }).execute({
      ...values,
      limit: 1,
      offset: 0,
    });
    n = first?.total ?? 0;
  }
  const staff = seesStaffColumns(actor);
  return {
    rows: rows.map((r) => presentFeedbackRow(r, staff)),
    ...cappedTotal(Number(n), COUNT_CAP),
    nextCursor,
  };
}

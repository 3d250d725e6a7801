// The feedback history: the keyset list of docs/ARCHITECTURE.md "Hot paths — lists" (lib/keyset.ts
// keysetList), every filter backed by an index of feedback_reports.
import type { KeysetPage } from '@poolside/contract/lists';
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
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { feedbackReports as f } from '../../db/schema/feedback.ts';
import type { Deps } from '../../deps.ts';
import type { KeysetSorts } from '../../lib/keyset.ts';
import {
  keysetList,
  type ListValue,
  listValueOf,
  type TextBranch,
  textBranchesWhere,
} from '../../lib/keyset-list.ts';
import { likePattern } from '../../lib/paging.ts';
import { type Actor, visibleCompanyIds } from '../access/index.ts';
import { managesFeedback, seesStaffColumns } from './policy.ts';
import { presentFeedbackRow } from './presenter.ts';
import { references } from '../../caches.ts';

const byId = { expr: f.id, type: 'int' } as const;
const created = { expr: f.createdAt, type: 'timestamptz' } as const;

/**
 * Sorts of the history, each ending in the id, each index-backed overall (provider staff); a partner's sort
 * other than the date sorts its company's reports. dateCreate (feedback_reports_created_idx,
 * feedback_reports_company_idx), id (primary key), status (feedback_reports_status_idx), topic (menu, then
 * sub-topic: feedback_reports_menu_idx), subTopic (feedback_reports_form_type_idx).
 */
export const feedbackSorts: KeysetSorts = {
  dateCreate: [created, byId],
  id: [byId],
  status: [{ expr: f.status, type: 'text' }, created, byId],
  topic: [{ expr: f.menu, type: 'text' }, { expr: f.formType, type: 'text' }, created, byId],
  subTopic: [{ expr: f.formType, type: 'text' }, created, byId],
};

/** The list's filters once parsed (the export reads the same). */
export type FeedbackFilters = Omit<FeedbackListQuery, 'page' | 'pageSize' | 'sort' | 'after'>;

/** Which filters a request has (part of its statement's key). */
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
};

/** Substring filters (trigram indexes): the statement keeps visible values (the text decides the plan). */
const isFreeText = (shape: Shape) => shape.pn || shape.sn || shape.customer || shape.filter;

/**
 * The WHERE of a shape on feedback_reports alone (the customer filter as a sub-select), without the free text;
 * values through `value`.
 */
function feedbackBase(shape: Shape, value: ListValue): SQL | undefined {
  return and(
    shape.scope === 'some' ? sql`${f.companyId} = any(${value('companies', 'int[]')})` : undefined,
    shape.from ? sql`${f.createdAt} >= ${value('from', 'timestamptz')}` : undefined,
    shape.to ? sql`${f.createdAt} < ${value('to', 'timestamptz')}` : undefined,
    shape.pn ? sql`${f.pn} ilike ${value('pn', 'text')}` : undefined,
    shape.sn ? sql`${f.sn} ilike ${value('sn', 'text')}` : undefined,
    shape.topic ? sql`${f.menu} = any(${value('topics', 'text[]')})` : undefined,
    shape.subTopic ? sql`${f.formType} = any(${value('subTopics', 'text[]')})` : undefined,
    shape.status ? sql`${f.status} = any(${value('statuses', 'text[]')})` : undefined,
    shape.customer
      ? sql`${f.companyId} = any(array(select ${companies.id} from ${companies}
          where ${companies.number} ilike ${value('customer', 'text')} or ${companies.name} ilike ${value('customer', 'text')}))`
      : undefined,
  );
}

/** Free text: the report number, or a PN or serial substring (trigram indexes), one branch each. */
const textBranches = (value: ListValue): TextBranch[] => [
  { where: sql`${f.id} = ${value('fId', 'int')}`, isEstimated: true },
  { where: sql`${f.pn} ilike ${value('fLike', 'text')}`, isEstimated: true },
  { where: sql`${f.sn} ilike ${value('fLike', 'text')}`, isEstimated: true },
];

/** The list's WHERE with the free text as the union of its branches (the export binds the same names). */
export function feedbackWhere(shape: Shape, value: ListValue = listValueOf(false)): SQL | undefined {
  return textBranchesWhere(f, f.id, feedbackBase(shape, value), shape.filter ? textBranches(value) : null);
}

/** What a report's row shows (the history's and the export's columns), with its company's name and number. */
export const feedbackRowColumns = {
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
};

/** `columns` of feedback reports joined to their company. */
export function selectFeedback<C extends SelectedFields>(db: DbOrTx, columns: C) {
  return db.select(columns).from(f).innerJoin(companies, eq(companies.id, f.companyId));
}

const feedbackList = keysetList({
  name: 'feedback_page',
  sorts: feedbackSorts,
  defaultSort: '-dateCreate',
  countFrom: f,
  where: feedbackBase,
  isFreeText,
  textSearch: {
    isPresent: (shape) => shape.filter,
    id: f.id,
    branches: textBranches,
    ownSorts: Object.keys(feedbackSorts),
  },
  select: (db, extra) => selectFeedback(db, { ...feedbackRowColumns, ...extra }).$dynamic(),
  // Bumped by a new report and by a status change (handle-service.ts).
  totals: references.feedbackTotals,
});

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

/** GET /api/feedback: the visible reports, newest first by default, keyset-paged (lib/keyset.ts keysetList). */
export async function listFeedback(
  deps: Deps,
  actor: Actor,
  query: FeedbackListQuery,
): Promise<KeysetPage<FeedbackRow>> {
  const { shape, values } = filterValuesOf(actor, query);
  const page = await feedbackList(deps.db, {
    filters: shape,
    values,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
    after: query.after,
  });
  const staff = seesStaffColumns(actor);
  return { ...page, rows: page.rows.map((r) => presentFeedbackRow(r, staff)) };
}

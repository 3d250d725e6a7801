import { descriptionSchema } from '@poolside/contract/catalogue';
import { staffSearchAnswerSchema } from '@poolside/contract/companies';
import { compatibilityRowSchema } from '@poolside/contract/compatibility';
import { normalizePn, normalizeSn } from '@poolside/contract/part-rules';
import { notSentSummarySchema, type NotSentSummaryQuery } from '@poolside/contract/admin-rma';
import { type CompanyListQuery, companyRowSchema } from '@poolside/contract/companies';
import { type UnitListQuery, unitPageSchema } from '@poolside/contract/complete-units';
import { type FeedbackListQuery, feedbackPageSchema } from '@poolside/contract/feedback';
import { keysetPageSchema } from '@poolside/contract/lists';
import { notificationListsSchema, notificationSummarySchema } from '@poolside/contract/notifications';
import { rmaPageSchema, rmaSchema } from '@poolside/contract/repairs';
import {
  cartSchema,
  type OrderListQuery,
  orderPageSchema,
  type PartSearchType,
  partSearchAnswerSchema,
  type ShippingMethod,
} from '@poolside/contract/spares';
import { type SessionUser, type UserListQuery, userRowSchema } from '@poolside/contract/users';
import { type RobotItem, robotItemSchema } from '@poolside/contract/warranty';
import { dashboardSchema } from '@poolside/contract/dashboard';
import type { Language } from '@poolside/contract/languages';
import { z } from 'zod';
import { cachedRead } from './lib/answer-cache.ts';
import { type ReferenceTopic, referenceRead } from './lib/reference-cache.ts';
import { valueCache } from './lib/value-cache.ts';
import { type Actor, isProviderStaff, visibleCompanyIds } from './modules/access/index.ts';
import { managesFeedback, seesStaffColumns } from './modules/feedback/policy.ts';
import type { RmaPageParams } from './modules/rma/rma-page.ts';
import { parseStaffQuery } from './modules/search/search-service.ts';
import { saleDateViewer } from './modules/warranty/sale-date-visibility.ts';

/** The companies an answer covers: every company (provider staff, feedback managers) or these ids. */
type Visibility = 'all' | number[];

/**
 * The one key builder of scoped answers: the visibility, then the rest of what the answer depends on. Two
 * actors who see the same companies share an entry.
 */
function scopedKey(visible: Visibility, ...rest: unknown[]): string {
  return `${visible === 'all' ? 'all' : visible.join(',')}|${JSON.stringify(rest)}`;
}

/**
 * The tags of a scoped answer: `<prefix>all` for everything, `<prefix>c:<company>` per visible company (the
 * list triggers send both for every company a write touches).
 */
function scopedTags(prefix: string, visible: Visibility): string[] {
  return visible === 'all' ? [`${prefix}all`] : visible.map((id) => `${prefix}c:${id}`);
}

const feedbackVisibility = (actor: Actor): Visibility =>
  managesFeedback(actor) ? 'all' : visibleCompanyIds(actor);

/**
 * Every answer cache of the server, declared in one place (docs/ARCHITECTURE.md "Answers from memory"): for
 * each, what it keeps (the route's answer, written through `schema`), its key (everything else the answer
 * depends on), the tags it is kept under, the message prefixes that drop it and the tables it `reads`
 * (invalidation-map.ts declares what each table's triggers send, so every writer drops them; its test fails
 * when a table read sends nothing the cache hears), its size and lifetime (TTL 60 s unless said: a safety
 * net for a lost message). A route answers through one with `cachedAnswer(reply, deps.db, caches.x, [args],
 * () => service(...))` (lib/answer-cache.ts); the service only returns data.
 */
/** How long a session check, a session user and the dashboard made of it are kept (docs/decisions.md). */
export const SESSION_TTL_MS = 30_000;

/**
 * The session caches (CACHE=off turns off the answer and reference caches, not these: a request without a
 * session check would cost a statement more than any deployment pays). Their entries are tagged
 * `session:user:<id>` (and the check's `session:id:<id>`), dropped by those messages, by `session:all` (user
 * types, companies) and by `*`.
 */
export const sessionCaches = {
  /**
   * The session check: token hash → the actor and the session's expiry (checked on every hit against the
   * request's clock), 10,000 entries. modules/auth/session-cache.ts reads and keeps it (the auth hook reads it
   * synchronously).
   */
  actors: valueCache<{ actor: Actor; expiresAtMs: number }>({
    name: 'session-actor',
    prefixes: ['session:'],
    flushes: ['session:all'],
    maxEntries: 10_000,
    ttlMs: SESSION_TTL_MS,
    isOnWithCachesOff: true,
  }),
  /** User id → the presented session user (the dashboard's `user`), 10,000 entries. */
  users: valueCache<SessionUser>({
    name: 'session-user',
    prefixes: ['session:'],
    flushes: ['session:all'],
    maxEntries: 10_000,
    ttlMs: SESSION_TTL_MS,
    isOnWithCachesOff: true,
  }),
};

/**
 * Reference data (what an admin edits) and list totals, each read with its key function and its topics: an
 * entry is dropped by `ref:<topic>` (sent by the topic's tables' triggers: invalidation-map.ts), `*`, or its
 * TTL (60 s). Read with `readReference(deps.db, references.x, [args], load)` (lib/reference-cache.ts).
 */
export const references = {
  /** The active brands and each brand's model years (the dashboard), one entry. */
  catalogueSummary: referenceRead<[]>({ name: 'catalogue-summary', topics: ['catalogue'], key: () => '' }),
  /** The brands a partner company browses (catalogue/brand-policy.ts), per company. */
  visibleBrandIds: referenceRead<[Actor]>({
    name: 'visible-brand-ids',
    topics: ['catalogue'],
    key: (actor) => String(actor.companyId),
    maxEntries: 10_000,
  }),
  /** The dashboard's complaint and failure types, per language. */
  dashboardOptions: referenceRead<[Language]>({
    name: 'dashboard-options',
    topics: ['options'],
    key: (l) => l,
  }),
  /** The dashboard's latest news, per language. */
  dashboardNews: referenceRead<[Language]>({ name: 'dashboard-news', topics: ['news'], key: (l) => l }),
  /** The QA parameters (provider staff's dashboard), one entry. */
  qaParams: referenceRead<[]>({ name: 'qa-params', topics: ['qaParams'], key: () => '' }),
  /** The complete-unit wizard's four option lists, one entry. */
  unitOptions: referenceRead<[]>({ name: 'unit-options', topics: ['options'], key: () => '' }),
  /** List totals without free text (lib/keyset-list.ts `totals`), per filters and their values. */
  userTotals: listTotals('user-totals', 'users'),
  orderTotals: listTotals('order-totals', 'orders'),
  feedbackTotals: listTotals('feedback-totals', 'feedback'),
  unitRequestTotals: listTotals('unit-request-totals', 'completeUnits'),
};

function listTotals(name: string, topic: ReferenceTopic) {
  return referenceRead<[filters: unknown, values: unknown]>({
    name,
    topics: [topic],
    key: (filters, values) => JSON.stringify([filters, values]),
    maxEntries: 5_000,
  });
}

export const caches = {
  /**
   * GET /api/compatibility/{pn}, per part number; dropped by `part:*` (compatibility, part_numbers,
   * robot_models). A part without rows (-15) is not kept.
   */
  compatibility: cachedRead({
    name: 'compatibility',
    prefixes: ['part:'],
    reads: ['compatibility', 'part_numbers', 'robot_models'],
    maxEntries: 10_000,
    schema: z.array(compatibilityRowSchema),
    key: (pn: string) => normalizePn(pn),
  }),
  /**
   * GET /api/descriptions/{pn}, per part number; dropped by `part:*` (part_numbers, robot_models,
   * compatibility). An unknown part number (-15) is not kept.
   */
  descriptions: cachedRead({
    name: 'descriptions',
    prefixes: ['part:'],
    reads: ['part_numbers', 'robot_models', 'compatibility'],
    maxEntries: 20_000,
    schema: descriptionSchema,
    key: (pn: string) => normalizePn(pn),
  }),
  /**
   * GET /api/search (provider staff: everyone sees the same), per parsed query; a found unit (by its serial or a
   * fitted part's) dropped by `unit:<id>` (its row, its parts, its model: `unit:*`), a serial found nowhere by
   * `staff:units` (a unit added, a serial of a unit or of a fitted part changed), numbers and internal numbers by
   * `rma:all` and `ord:all` (any RMA, sent line or order written), a company's name or number by `staff:*`
   * (migrations change_notify, companies_list_notify, staff_search_parts_notify).
   */
  staffSearch: cachedRead({
    name: 'staff-search',
    prefixes: ['staff:', 'unit:', 'rma:', 'ord:'],
    reads: [
      'robot_units',
      'fitted_parts',
      'robot_models',
      'rma_requests',
      'rma_lines',
      'orders',
      'companies',
    ],
    maxEntries: 5_000,
    schema: staffSearchAnswerSchema,
    key: (q: string) => JSON.stringify(parseStaffQuery(q)),
    tags: ({ hits }, q: string) => {
      const query = parseStaffQuery(q);
      const units = hits.filter((h) => h.kind === 'serial' || h.kind === 'part').map((h) => `unit:${h.id}`);
      const hasRecords = query.rmaId !== null || query.orderId !== null || query.text !== null;
      return [
        ...units,
        ...(query.sn === null ? [] : ['staff:units']),
        ...(hasRecords ? ['rma:all', 'ord:all'] : []),
      ];
    },
  }),
  /**
   * GET /api/companies (admins: all see the same), per query; all dropped by `co:*` (companies, a user added,
   * removed or moved: the user counts; migration companies_list_notify).
   */
  companyPages: cachedRead({
    name: 'companies-pages',
    prefixes: ['co:'],
    reads: ['companies', 'users'],
    maxEntries: 1_000,
    schema: keysetPageSchema(companyRowSchema),
    key: (q: CompanyListQuery) =>
      JSON.stringify([q.page, q.pageSize, q.sort, q.filter, q.after, q.kind, q.country, q.active]),
  }),
  /** GET /api/users, per scope and query; dropped by `users:*` (users' listed columns, companies, user_types). */
  userPages: cachedRead({
    name: 'users-pages',
    prefixes: ['users:'],
    reads: ['users', 'companies', 'user_types'],
    maxEntries: 1_000,
    schema: keysetPageSchema(userRowSchema),
    key: (actor: Actor, q: UserListQuery) =>
      scopedKey(visibleCompanyIds(actor), q.page, q.pageSize, q.sort, q.filter, q.after, q.status),
  }),
  /**
   * GET /api/cart, per user, company and shipping method; dropped by `cart:<user>` (cart_items), all (`cart:*`)
   * by a change of prices, price lists, shipping rates, part descriptions or companies (list_change_notify).
   */
  carts: cachedRead({
    name: 'carts',
    prefixes: ['cart:'],
    reads: ['cart_items', 'part_numbers', 'part_prices', 'price_lists', 'shipping_rates', 'companies'],
    maxEntries: 5_000,
    schema: cartSchema,
    key: (actor: Actor, method: ShippingMethod) => `${actor.userId}|${actor.companyId}|${method}`,
    tags: (_cart, actor: Actor) => [`cart:${actor.userId}`],
  }),
  /**
   * POST /api/robots/parts, per reader company (its brands, currency and discount), staff or partner and
   * search; all dropped (`search:*`) by any change of parts, workbooks, compatibility, prices, price lists,
   * robot models, brands, company brands or companies (list_change_notify).
   */
  partSearch: cachedRead({
    name: 'part-search',
    prefixes: ['search:'],
    reads: [
      'part_numbers',
      'workbook_parts',
      'compatibility',
      'part_prices',
      'price_lists',
      'robot_models',
      'brands',
      'company_brands',
      'companies',
    ],
    maxEntries: 5_000,
    schema: partSearchAnswerSchema,
    key: (actor: Actor, b: { searchType: PartSearchType; input: string; page: number; pageSize: number }) =>
      `${actor.companyId}|${isProviderStaff(actor) ? 'staff' : 'partner'}|${b.searchType}|${b.page}|${b.pageSize}|${b.input.trim()}`,
  }),
  /**
   * GET /api/order, per scope, reader company (its currency) and query; dropped by `ord:c:<company>` and
   * `ord:all` (orders), all (`ord:*`) by a change of a company or of a user's name (list_change_notify).
   */
  orderPages: cachedRead({
    name: 'order-pages',
    prefixes: ['ord:'],
    reads: ['orders', 'companies', 'users'],
    maxEntries: 2_000,
    schema: orderPageSchema,
    key: (actor: Actor, q: OrderListQuery) => scopedKey(visibleCompanyIds(actor), actor.companyId, q),
    tags: (_page, actor: Actor) => scopedTags('ord:', visibleCompanyIds(actor)),
  }),
  /**
   * GET /api/rma/not_sent?admin=true, per scope and query; dropped by `drafts:all` / `drafts:c:<company>`
   * (rma_lines' triggers, for every draft a write touches), all (`drafts:*`) by a company or a user's name.
   */
  notSentSummary: cachedRead({
    name: 'not-sent-summary',
    prefixes: ['drafts:'],
    reads: ['rma_lines', 'companies', 'users'],
    maxEntries: 1_000,
    schema: notSentSummarySchema,
    key: (actor: Actor, q: NotSentSummaryQuery) =>
      scopedKey(visibleCompanyIds(actor), q.page, q.pageSize, q.sort, q.warranty, q.customer, q.userID),
    tags: (_summary, actor: Actor) => scopedTags('drafts:', visibleCompanyIds(actor)),
  }),
  /**
   * GET /api/rma/requests and /unfinished, per scope and query (any page, sort, filter or cursor); dropped by
   * `rma:c:<company>` / `rma:all` (rma_requests and sent rma_lines, for every company a write touches), all
   * (`rma:*`) by a company or a user's name.
   */
  rmaPages: cachedRead({
    name: 'rma-pages',
    prefixes: ['rma:'],
    reads: ['rma_requests', 'rma_lines', 'companies', 'users'],
    maxEntries: 2_000,
    schema: rmaPageSchema,
    key: (actor: Actor, p: RmaPageParams) =>
      scopedKey(
        visibleCompanyIds(actor),
        p.finished,
        p.status,
        p.filter,
        p.labelStatuses,
        p.sort,
        p.page,
        p.pageSize,
        p.after,
      ),
    tags: (_page, actor: Actor) => scopedTags('rma:', visibleCompanyIds(actor)),
  }),
  /**
   * GET /api/rma/requests/finished/a/a/{page} (the spec's history path, 35 a page by number), per scope and
   * query; dropped like rmaPages.
   */
  finishedRmaPages: cachedRead({
    name: 'finished-rma-pages',
    prefixes: ['rma:'],
    reads: ['rma_requests', 'rma_lines', 'companies', 'users'],
    maxEntries: 2_000,
    schema: z.array(rmaSchema),
    key: (actor: Actor, page: number, q: { filter?: string; sort?: string; after?: string }) =>
      scopedKey(visibleCompanyIds(actor), page, q.filter, q.sort, q.after),
    tags: (_rows, actor: Actor) => scopedTags('rma:', visibleCompanyIds(actor)),
  }),
  /**
   * GET /api/feedback, per scope (feedback managers see all), columns and query; dropped by `fb:c:<company>` /
   * `fb:all` (feedback_reports), all (`fb:*`) by a change of a company (list_change_notify).
   */
  feedbackPages: cachedRead({
    name: 'feedback-pages',
    prefixes: ['fb:'],
    reads: ['feedback_reports', 'companies'],
    maxEntries: 2_000,
    schema: feedbackPageSchema,
    key: (actor: Actor, q: FeedbackListQuery) =>
      scopedKey(feedbackVisibility(actor), seesStaffColumns(actor), q),
    tags: (_page, actor: Actor) => scopedTags('fb:', feedbackVisibility(actor)),
  }),
  /**
   * GET /api/completeUnits, per scope, columns and query; dropped by `cu:c:<company>` / `cu:all`
   * (complete_units), all (`cu:*`) by a change of a company, a robot model or a unit's model.
   */
  completeUnitPages: cachedRead({
    name: 'complete-unit-pages',
    prefixes: ['cu:'],
    reads: ['complete_units', 'companies', 'robot_models', 'robot_units'],
    maxEntries: 2_000,
    schema: unitPageSchema,
    key: (actor: Actor, q: UnitListQuery) => scopedKey(visibleCompanyIds(actor), isProviderStaff(actor), q),
    tags: (_page, actor: Actor) => scopedTags('cu:', visibleCompanyIds(actor)),
  }),
  /**
   * GET /api/notifications (the newest 20 of each list), per user and language; dropped by `notif:<user>` (a
   * notification of that user inserted, marked seen or deleted): an API client polling answers from memory.
   */
  notificationLists: cachedRead({
    name: 'notification-lists',
    prefixes: ['notif:'],
    reads: ['notifications'],
    maxEntries: 5_000,
    schema: notificationListsSchema,
    key: (actor: Actor) => `${actor.userId}:${actor.language}`,
    tags: (_lists, actor: Actor) => [`notif:${actor.userId}`],
  }),
  /** GET /api/notifications/summary (the bell every page polls), per user and language; as the lists. */
  notificationBell: cachedRead({
    name: 'notification-bell',
    prefixes: ['notif:'],
    reads: ['notifications'],
    maxEntries: 10_000,
    schema: notificationSummarySchema,
    key: (actor: Actor) => `${actor.userId}:${actor.language}`,
    tags: (_bell, actor: Actor) => [`notif:${actor.userId}`],
  }),
  /**
   * GET /api/robots/sn/{sn} (the hottest read), per serial, day, autocomplete flag and sale-date viewer (the
   * sale date is the updating company's); dropped by `unit:<id>` (the unit or its fitted parts) and by
   * `unit:*` / `part:*` (models, part descriptions). An unknown serial (-15) is not kept.
   */
  robotBySn: cachedRead({
    name: 'robot-by-sn',
    prefixes: ['unit:', 'part:'],
    reads: ['robot_units', 'fitted_parts', 'warranty_updates', 'robot_models', 'part_numbers', 'companies'],
    maxEntries: 5_000,
    schema: robotItemSchema,
    key: (actor: Actor, sn: string, today: string, byAutoComplete: boolean) =>
      `${normalizeSn(sn)}|${today}|${byAutoComplete ? 1 : 0}|${saleDateViewer(actor)}`,
    data: (found: { item: RobotItem; unitId: number }) => found.item,
    tags: ({ unitId }) => [`unit:${unitId}`],
  }),
  /**
   * GET /api/dashboard, per user, company (its brands) and provider staff or not (the QA parameters). Made of
   * the session user cache and reference data, and dropped by their messages: `session:user:<id>` (a user
   * edit, activation, password reset), `session:all` (user types, companies) and `ref:catalogue`,
   * `ref:options`, `ref:news`, `ref:qaParams` (admin edits). TTL the session user cache's (30 s).
   */
  dashboard: cachedRead({
    name: 'dashboard',
    prefixes: ['session:', 'ref:catalogue', 'ref:options', 'ref:news', 'ref:qaParams'],
    reads: [
      'users',
      'user_types',
      'companies',
      'brands',
      'robot_models',
      'company_brands',
      'option_items',
      'contents',
      'qa_params',
    ],
    maxEntries: 10_000,
    ttlMs: SESSION_TTL_MS,
    maxChars: 1024 * 1024,
    schema: dashboardSchema,
    key: (actor: Actor) => `${actor.userId}|${actor.companyId}|${isProviderStaff(actor)}`,
    tags: (_dashboard, actor: Actor) => [
      `session:user:${actor.userId}`,
      'session:all',
      'ref:catalogue',
      'ref:options',
      'ref:news',
      ...(isProviderStaff(actor) ? ['ref:qaParams'] : []),
    ],
  }),
};

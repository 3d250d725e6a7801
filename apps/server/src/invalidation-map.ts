import type { ReferenceTopic } from './lib/reference-cache.ts';

/**
 * The one invalidation model (lib/invalidation.ts): which change sends which message. Tables announce their
 * own changes through statement triggers, in the writer's transaction, whoever the writer is; the migrations'
 * triggers must send exactly what `tableMessages` says (db/trigger-messages.ts reads them back from a migrated
 * database; `npm run db:check` and invalidation-map.test.ts compare). Besides, every trigger sends `*` (every
 * cache) on TRUNCATE.
 *
 * The hearers: each answer cache of caches.ts (its `prefixes`, and `reads`: the tables its answer is made of),
 * each reference topic (lib/reference-cache.ts, below: `ref:<topic>`) and the session caches (below). The
 * mapping test fails when a table a hearer reads sends nothing the hearer hears, or a message is heard by
 * nobody.
 *
 * `<id>` is one message per changed row, carrying the id of the column the trigger names (at most 50 per
 * statement; more send the prefix's flush, `<prefix>*`, also listed).
 */
export const tableMessages: Record<string, readonly string[]> = {
  brands: ['ref:catalogue', 'search:*'],
  cart_items: ['cart:<id>', 'cart:*'],
  // A parent change moves whose warranty updates a company sees (the serial lookup's sale date) and which
  // brands it browses (the parent's too): `unit:*`, `ref:catalogue`.
  companies: [
    'co:*',
    'staff:*',
    'rma:*',
    'drafts:*',
    'users:*',
    'ord:*',
    'fb:*',
    'cu:*',
    'cart:*',
    'search:*',
    'unit:*',
    'ref:catalogue',
  ],
  company_brands: ['ref:catalogue', 'search:*'],
  compatibility: ['search:*', 'part:*'],
  complete_units: ['cu:c:<id>', 'cu:*', 'cu:all', 'ref:completeUnits'],
  contents: ['ref:news'],
  feedback_reports: ['fb:c:<id>', 'fb:*', 'fb:all', 'ref:feedback'],
  fitted_parts: ['staff:units', 'unit:<id>', 'unit:*'],
  notifications: ['notif:<id>', 'notif:*'],
  option_items: ['ref:options'],
  orders: ['ord:c:<id>', 'ord:*', 'ord:all', 'ref:orders'],
  part_numbers: ['cart:*', 'search:*', 'unit:*', 'part:*'],
  part_prices: ['cart:*', 'search:*'],
  price_lists: ['cart:*', 'search:*'],
  qa_params: ['ref:qaParams'],
  rma_lines: ['rma:all', 'drafts:all', 'rma:c:<id>', 'rma:*', 'drafts:c:<id>', 'drafts:*'],
  rma_requests: ['rma:c:<id>', 'rma:*', 'rma:all'],
  robot_models: ['unit:*', 'part:*', 'cu:*', 'search:*', 'ref:catalogue'],
  robot_units: ['cu:*', 'staff:units', 'unit:<id>', 'unit:*'],
  shipping_rates: ['cart:*'],
  user_types: ['users:*'],
  users: ['co:*', 'ord:*', 'users:*', 'rma:*', 'drafts:*', 'ref:users'],
  warranty_updates: ['unit:<id>', 'unit:*'],
  workbook_parts: ['search:*'],
};

/**
 * Messages the app's writes send themselves (lib/invalidation.ts `publishInvalidation`, in their transaction),
 * for what no table trigger can tell: a session's actor is derived from several tables at login. Each with the
 * tables whose writes send it (modules/auth/session-cache.ts: logout, user edits, user types, companies).
 */
export const appMessages: Record<string, readonly string[]> = {
  session: ['sessions', 'users', 'user_types', 'companies'],
  'session:id:<id>': ['sessions'],
  'session:user:<id>': ['users', 'sessions'],
  'session:all': ['user_types', 'companies'],
};

/** The tables each reference topic's cached values read (lib/reference-cache.ts; heard as `ref:<topic>`). */
export const referenceTopicReads: Record<ReferenceTopic, readonly string[]> = {
  catalogue: ['brands', 'robot_models', 'company_brands', 'companies'],
  options: ['option_items'],
  news: ['contents'],
  qaParams: ['qa_params'],
  users: ['users'],
  orders: ['orders'],
  feedback: ['feedback_reports'],
  completeUnits: ['complete_units'],
};

/** The session caches (modules/auth/session-cache.ts, modules/users/session-user-cache.ts): what they hear and read. */
export const sessionCaches = [
  {
    name: 'session check',
    prefixes: ['session'],
    reads: ['sessions', 'users', 'user_types', 'companies'],
  },
  { name: 'session user', prefixes: ['session'], reads: ['users', 'user_types', 'companies'] },
] as const;

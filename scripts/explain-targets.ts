// The hot routes whose SQL `npm run db:explain` checks (scripts/explain-check.ts). Register a route here when
// a module adds a list or lookup: the check calls it as the given user, captures every statement it sends
// (with its parameters) and fails when PostgreSQL's plan reads a big table sequentially. `{cursorOf}` in a
// URL is replaced by the nextCursor of the named target's answer (a deep keyset page).

export type ExplainTarget = {
  name: string;
  /** Demo user (password demo1234) the route is called as; none: no session. */
  as?: string;
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
};

/** Tables that must never be read by a sequential scan in a hot query (the scale set's big tables). */
export const bigTables = [
  'units',
  'robot_units',
  'fitted_parts',
  'rma_lines',
  'rma_requests',
  'notifications',
  'users',
  'sessions',
  'part_numbers',
  'warranty_updates',
  'compatibility',
  'orders',
  'order_lines',
  'complete_units',
  'feedback_reports',
  'audit_log',
  'stat_events',
];

const admin = 'admin@demo.test';
const service = 'service@demo.test';

/**
 * A list's targets as `as`: its first page (`path?first`), with `nextPage` the keyset page after it (`page=2`
 * and the first page's cursor), then one target per variant: `<name> <variant>` → `path?<its query>`.
 */
function list(
  name: string,
  as: string,
  path: string,
  first: string,
  { nextPage = false, variants = {} }: { nextPage?: boolean; variants?: Record<string, string> } = {},
): ExplainTarget[] {
  return [
    { name, as, url: `${path}?${first}` },
    ...(nextPage ? [{ name: `${name} next page`, as, url: `${path}?${first}&page=2&after={${name}}` }] : []),
    ...Object.entries(variants).map(([variant, query]) => ({
      name: `${name} ${variant}`,
      as,
      url: `${path}?${query}`,
    })),
  ];
}

/** One target per body, named `<name> <variant>`: the same route called as `as` with each body. */
function bodies(
  name: string,
  as: string,
  method: 'POST' | 'PUT',
  url: string,
  variants: Record<string, unknown>,
): ExplainTarget[] {
  return Object.entries(variants).map(([variant, body]) => ({
    name: `${name} ${variant}`,
    as,
    method,
    url,
    body,
  }));
}

const rmas = '/api/rma/requests';
const adminRmas = 'admin=true&finished=true&pageSize=35';

export const explainTargets: ExplainTarget[] = [
  // Lookups and the dashboard (perf-core).
  { name: 'health', url: '/api/health' },
  { name: 'serial lookup', as: service, url: '/api/robots/sn/SN100001' },
  // A robot with a warranty update by another company: its sale-date visibility is read too.
  { name: 'serial lookup (updated elsewhere)', as: service, url: '/api/robots/sn/SN100006' },
  { name: 'compatibility', as: service, url: '/api/compatibility/AB-MTR-S300A' },
  { name: 'part description', as: service, url: '/api/descriptions/AB-MTR-S300B' },
  { name: 'dashboard (service)', as: service, url: '/api/dashboard' },
  { name: 'dashboard (admin)', as: admin, url: '/api/dashboard' },
  { name: 'notifications', as: service, url: '/api/notifications' },
  { name: 'notifications (admin)', as: admin, url: '/api/notifications' },
  { name: 'notification bell', as: service, url: '/api/notifications/summary' },
  // RMA lists (perf-lists): first pages, a keyset page, filters, sorts, counts.
  ...list('rma history (service)', service, rmas, 'pageSize=35', {
    nextPage: true,
    variants: { status: 'pageSize=35&status=REC', text: 'pageSize=35&filter=steve' },
  }),
  ...list('rma history (admin)', admin, rmas, adminRmas, {
    nextPage: true,
    variants: {
      text: `${adminRmas}&filter=3001`,
      date: `${adminRmas}&filter=01%2F2025`,
      'by status': `${adminRmas}&sort=status`,
    },
  }),
  { name: 'finished page (spec path)', as: admin, url: '/api/rma/requests/finished/a/a/1?admin=true' },
  { name: 'finished count (spec path)', as: admin, url: '/api/rma/requests/finished/a/a/count?admin=true' },
  ...list('unfinished (admin)', admin, `${rmas}/unfinished`, 'admin=true&pageSize=50', { nextPage: true }),
  { name: 'not-sent summary (admin)', as: admin, url: '/api/rma/not_sent?admin=true&pageSize=50' },
  ...list('users (admin)', admin, '/api/users', 'pageSize=50', {
    nextPage: true,
    variants: { text: 'pageSize=50&filter=demo' },
  }),
  // Companies and the staff search (issue 18).
  ...list('companies (admin)', admin, '/api/companies', 'pageSize=5', {
    nextPage: true,
    variants: {
      text: 'pageSize=50&filter=pool&active=true',
      'by name': 'pageSize=50&sort=-name&kind=distributor',
    },
  }),
  { name: 'staff search (serial)', as: admin, url: '/api/search?q=SN100001' },
  { name: 'staff search (number)', as: admin, url: '/api/search?q=42' },
  // The spares, complete-unit and feedback lists and lookups (issue 12, helper perf-new-lists): first pages, a
  // keyset page, each filter and index-backed sort, free text (the answer caches are cold here: every target is
  // one fresh call).
  ...list('complete units (service)', service, '/api/completeUnits', 'pageSize=10'),
  ...list('complete units (admin)', admin, '/api/completeUnits', 'pageSize=10', {
    nextPage: true,
    variants: {
      'last 30 days': 'pageSize=10&fromDate=1760000000&toDate=1790000000&status=SNT',
      'by serial': 'pageSize=10&sort=sn',
      'by status': 'pageSize=10&sort=-status',
      customer: 'pageSize=10&moovexID=3001',
      text: 'pageSize=10&filter=SR0000',
    },
  }),
  ...list('orders (service)', service, '/api/order', 'pageSize=10', {
    // The working day's pages (bench/mix.ts): a page number without a cursor.
    variants: { 'by date': 'pageSize=10&sort=-dateCreate', 'page 4': 'pageSize=10&page=4' },
  }),
  ...list('orders (admin)', admin, '/api/order', 'pageSize=10', {
    nextPage: true,
    variants: { 'by total': 'pageSize=10&sort=-totalPrice', text: 'pageSize=10&filter=lyon' },
  }),
  ...list('feedback (service)', service, '/api/feedback', 'pageSize=10'),
  ...list('feedback (admin)', admin, '/api/feedback', 'pageSize=10', {
    nextPage: true,
    variants: {
      status: 'pageSize=10&status=received',
      'by topic': 'pageSize=10&sort=topic',
      'by sub-topic': 'pageSize=10&sort=-subTopic',
      pn: 'pageSize=10&pn=MTR',
      text: 'pageSize=10&filter=SR0001',
    },
  }),
  ...bodies('part search', service, 'POST', '/api/robots/parts', {
    'by PN': { searchType: 'pn', input: 'AB-BRS' },
    // The working day's search (bench/mix.ts): a whole part number.
    'by whole PN': { searchType: 'pn', input: 'AB-MTR-S300A' },
    global: { searchType: 'global', input: 'filter' },
    'by robot': { searchType: 'robot', input: 'swift' },
  }),
  { name: 'cart', as: service, url: '/api/cart' },
  // Statistics reports (issue 17): one statement each on an index range (default range: the last year).
  ...bodies('statistics', admin, 'PUT', '/api/statistics', {
    rma: { reportType: 'RMA' },
    'rma of a customer': { reportType: 'RMA', reportParams: [{ name: 'clientNumber', value: '3001' }] },
    logins: { reportType: 'USERS_LOGINS' },
    feedback: { reportType: 'FEEDBACK' },
    qa: { reportType: 'QA' },
  }),
];

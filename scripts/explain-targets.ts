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

export const explainTargets: ExplainTarget[] = [
  // Lookups and the dashboard (perf-core).
  { name: 'health', url: '/api/health' },
  { name: 'serial lookup', as: service, url: '/api/robots/sn/SN100001' },
  { name: 'compatibility', as: service, url: '/api/compatibility/AB-MTR-S300A' },
  { name: 'part description', as: service, url: '/api/descriptions/AB-MTR-S300B' },
  { name: 'dashboard (service)', as: service, url: '/api/dashboard' },
  { name: 'dashboard (admin)', as: admin, url: '/api/dashboard' },
  { name: 'notifications', as: service, url: '/api/notifications' },
  // RMA lists (perf-lists): first pages, a keyset page, filters, sorts, counts.
  { name: 'rma history (service)', as: service, url: '/api/rma/requests?pageSize=35' },
  {
    name: 'rma history (service) next page',
    as: service,
    url: '/api/rma/requests?pageSize=35&page=2&after={rma history (service)}',
  },
  { name: 'rma history (service) status', as: service, url: '/api/rma/requests?pageSize=35&status=REC' },
  { name: 'rma history (service) text', as: service, url: '/api/rma/requests?pageSize=35&filter=steve' },
  { name: 'rma history (admin)', as: admin, url: '/api/rma/requests?admin=true&finished=true&pageSize=35' },
  {
    name: 'rma history (admin) next page',
    as: admin,
    url: '/api/rma/requests?admin=true&finished=true&pageSize=35&page=2&after={rma history (admin)}',
  },
  {
    name: 'rma history (admin) text',
    as: admin,
    url: '/api/rma/requests?admin=true&finished=true&pageSize=35&filter=3001',
  },
  {
    name: 'rma history (admin) date',
    as: admin,
    url: '/api/rma/requests?admin=true&finished=true&pageSize=35&filter=01%2F2025',
  },
  {
    name: 'rma history (admin) by status',
    as: admin,
    url: '/api/rma/requests?admin=true&finished=true&pageSize=35&sort=status',
  },
  { name: 'finished page (spec path)', as: admin, url: '/api/rma/requests/finished/a/a/1?admin=true' },
  { name: 'finished count (spec path)', as: admin, url: '/api/rma/requests/finished/a/a/count?admin=true' },
  { name: 'unfinished (admin)', as: admin, url: '/api/rma/requests/unfinished?admin=true&pageSize=50' },
  {
    name: 'unfinished (admin) next page',
    as: admin,
    url: '/api/rma/requests/unfinished?admin=true&pageSize=50&page=2&after={unfinished (admin)}',
  },
  { name: 'not-sent summary (admin)', as: admin, url: '/api/rma/not_sent?admin=true&pageSize=50' },
  { name: 'users (admin)', as: admin, url: '/api/users?pageSize=50' },
  {
    name: 'users (admin) next page',
    as: admin,
    url: '/api/users?pageSize=50&page=2&after={users (admin)}',
  },
  { name: 'users (admin) text', as: admin, url: '/api/users?pageSize=50&filter=demo' },
  // Companies and the staff search (issue 18).
  { name: 'companies (admin)', as: admin, url: '/api/companies?pageSize=5' },
  {
    name: 'companies (admin) next page',
    as: admin,
    url: '/api/companies?pageSize=5&page=2&after={companies (admin)}',
  },
  { name: 'companies (admin) text', as: admin, url: '/api/companies?pageSize=50&filter=pool&active=true' },
  {
    name: 'companies (admin) by name',
    as: admin,
    url: '/api/companies?pageSize=50&sort=-name&kind=distributor',
  },
  { name: 'staff search (serial)', as: admin, url: '/api/search?q=SN100001' },
  { name: 'staff search (number)', as: admin, url: '/api/search?q=42' },
  // The spares, complete-unit and feedback lists and lookups (issue 12, helper perf-new-lists): first pages, a
  // keyset page, each filter and index-backed sort, free text (the answer caches are cold here: every target is
  // one fresh call).
  { name: 'complete units (service)', as: service, url: '/api/completeUnits?pageSize=10' },
  { name: 'complete units (admin)', as: admin, url: '/api/completeUnits?pageSize=10' },
  {
    name: 'complete units (admin) next page',
    as: admin,
    url: '/api/completeUnits?pageSize=10&page=2&after={complete units (admin)}',
  },
  {
    name: 'complete units (admin) last 30 days',
    as: admin,
    url: '/api/completeUnits?pageSize=10&fromDate=1760000000&toDate=1790000000&status=SNT',
  },
  { name: 'complete units (admin) by serial', as: admin, url: '/api/completeUnits?pageSize=10&sort=sn' },
  { name: 'complete units (admin) by status', as: admin, url: '/api/completeUnits?pageSize=10&sort=-status' },
  { name: 'complete units (admin) customer', as: admin, url: '/api/completeUnits?pageSize=10&moovexID=3001' },
  { name: 'complete units (admin) text', as: admin, url: '/api/completeUnits?pageSize=10&filter=SR0000' },
  { name: 'orders (service)', as: service, url: '/api/order?pageSize=10' },
  { name: 'orders (admin)', as: admin, url: '/api/order?pageSize=10' },
  {
    name: 'orders (admin) next page',
    as: admin,
    url: '/api/order?pageSize=10&page=2&after={orders (admin)}',
  },
  { name: 'orders (admin) by total', as: admin, url: '/api/order?pageSize=10&sort=-totalPrice' },
  { name: 'orders (service) by date', as: service, url: '/api/order?pageSize=10&sort=-dateCreate' },
  { name: 'orders (admin) text', as: admin, url: '/api/order?pageSize=10&filter=lyon' },
  { name: 'feedback (service)', as: service, url: '/api/feedback?pageSize=10' },
  { name: 'feedback (admin)', as: admin, url: '/api/feedback?pageSize=10' },
  {
    name: 'feedback (admin) next page',
    as: admin,
    url: '/api/feedback?pageSize=10&page=2&after={feedback (admin)}',
  },
  { name: 'feedback (admin) status', as: admin, url: '/api/feedback?pageSize=10&status=received' },
  { name: 'feedback (admin) by topic', as: admin, url: '/api/feedback?pageSize=10&sort=topic' },
  { name: 'feedback (admin) by sub-topic', as: admin, url: '/api/feedback?pageSize=10&sort=-subTopic' },
  { name: 'feedback (admin) pn', as: admin, url: '/api/feedback?pageSize=10&pn=MTR' },
  { name: 'feedback (admin) text', as: admin, url: '/api/feedback?pageSize=10&filter=SR0001' },
  {
    name: 'part search by PN',
    as: service,
    method: 'POST',
    url: '/api/robots/parts',
    body: { searchType: 'pn', input: 'AB-BRS' },
  },
  {
    name: 'part search global',
    as: service,
    method: 'POST',
    url: '/api/robots/parts',
    body: { searchType: 'global', input: 'filter' },
  },
  {
    name: 'part search by robot',
    as: service,
    method: 'POST',
    url: '/api/robots/parts',
    body: { searchType: 'robot', input: 'swift' },
  },
  { name: 'cart', as: service, url: '/api/cart' },
  // Statistics reports (issue 17): one statement each on an index range (default range: the last year).
  { name: 'statistics rma', as: admin, method: 'PUT', url: '/api/statistics', body: { reportType: 'RMA' } },
  {
    name: 'statistics rma of a customer',
    as: admin,
    method: 'PUT',
    url: '/api/statistics',
    body: { reportType: 'RMA', reportParams: [{ name: 'clientNumber', value: '3001' }] },
  },
  {
    name: 'statistics logins',
    as: admin,
    method: 'PUT',
    url: '/api/statistics',
    body: { reportType: 'USERS_LOGINS' },
  },
  {
    name: 'statistics feedback',
    as: admin,
    method: 'PUT',
    url: '/api/statistics',
    body: { reportType: 'FEEDBACK' },
  },
  { name: 'statistics qa', as: admin, method: 'PUT', url: '/api/statistics', body: { reportType: 'QA' } },
];

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
  'feedback',
  'audit_log',
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
];

// The targets of `npm run bench` (bench/run.ts): each hot route, the user it is called as, and the paths it
// cycles through on a server. BENCH_ONLY names them (docs/benchmarks.md).
import type { Started } from './processes.ts';
import type { Samples } from './samples.ts';

/** A server under measure (after: this tree; before: BENCH_BEFORE_REF's), with its two users' sessions. */
export type Server = {
  /** `no cache`: the working tree's server with CACHE=off (bench/working-day.ts). */
  label: 'before' | 'after' | 'no cache';
  dir: string;
  started: Started;
  base: string;
  service: string;
  admin: string;
};

/** GET as `cookie`; answers the envelope's data when the route answered status true. */
export async function probe(base: string, urlPath: string, cookie: string): Promise<unknown | undefined> {
  const res = await fetch(base + urlPath, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (!res.ok) return undefined;
  try {
    const body = JSON.parse(text) as { status?: boolean; data?: unknown };
    return body.status === false ? undefined : (body.data ?? null);
  } catch {
    return undefined;
  }
}

export type Kind = 'budget' | 'moonshot';
/** A target answers the paths to cycle through on a server (its routes may differ: before/after), or null. */
export type Target = {
  name: string;
  what: string;
  who: 'none' | 'service' | 'admin';
  kind: Kind;
  paths: (server: Server) => Promise<string[] | null>;
  /** A JSON body: the target POSTs it to its path (the spares part search). */
  body?: unknown;
};

/** The first candidate path the server answers (status true), for routes that changed shape between versions. */
function firstAnswering(...candidates: string[]) {
  return async (server: Server, cookie: string) => {
    for (const c of candidates) if ((await probe(server.base, c, cookie)) !== undefined) return c;
    return null;
  };
}

export function targetsOf(samples: Samples): Target[] {
  const cookieOf = (s: Server, who: Target['who']) => (who === 'none' ? '' : s[who]);
  const fixed =
    (who: Target['who'], ...candidates: string[]) =>
    async (s: Server) => {
      const found = await firstAnswering(...candidates)(s, cookieOf(s, who));
      return found ? [found] : null;
    };
  const rotating =
    (who: Target['who'], list: string[], pathOf: (key: string) => string) => async (s: Server) =>
      (await probe(s.base, pathOf(list[0]), cookieOf(s, who))) === undefined ? null : list.map(pathOf);
  const enc = encodeURIComponent;
  // A POST target answers its path when the server accepts the body (status true).
  const postAnswering = (urlPath: string, body: unknown) => async (s: Server) => {
    const res = await fetch(`${s.base}${urlPath}`, {
      method: 'POST',
      headers: { cookie: s.service, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    const answer = res ? ((await res.json().catch(() => null)) as { status?: boolean } | null) : null;
    return answer?.status ? [urlPath] : null;
  };
  // Page 2000 of the admin RMA history. A keyset list (docs/performance.md "Hot paths — lists") is read deep
  // with `after=<cursor>`: the cursor of page 1999 is asked once (an offset read) and every request then asks the
  // page after it. A server that pages by offset only (BENCH_BEFORE_REF) is asked for page=2000.
  const deepPage = async (s: Server) => {
    const previous = (await probe(s.base, '/api/rma/requests?page=1999&pageSize=10', s.admin)) as
      | { nextCursor?: string | null }
      | undefined;
    if (previous?.nextCursor) return [`/api/rma/requests?pageSize=10&after=${enc(previous.nextCursor)}`];
    return fixed('admin', '/api/rma/requests?page=2000&pageSize=10')(s);
  };
  return [
    {
      name: 'health',
      what: 'GET /api/health (select 1, no session)',
      who: 'none',
      kind: 'budget',
      paths: fixed('none', '/api/health'),
    },
    {
      name: 'serialLookup',
      what: `GET /api/robots/sn/{sn}, ${samples.serials.length} serials`,
      who: 'service',
      kind: 'budget',
      paths: rotating('service', samples.serials, (sn) => `/api/robots/sn/${enc(sn)}`),
    },
    {
      name: 'compatibility',
      what: `GET /api/compatibility/{pn}, ${samples.compatibilityPns.length} PNs`,
      who: 'service',
      kind: 'budget',
      paths: rotating('service', samples.compatibilityPns, (pn) => `/api/compatibility/${enc(pn)}`),
    },
    {
      name: 'descriptions',
      what: `GET /api/descriptions/{pn}, ${samples.partPns.length} PNs`,
      who: 'service',
      kind: 'budget',
      paths: rotating('service', samples.partPns, (pn) => `/api/descriptions/${enc(pn)}`),
    },
    {
      name: 'dashboard',
      what: 'GET /api/dashboard, service',
      who: 'service',
      kind: 'moonshot',
      paths: fixed('service', '/api/dashboard'),
    },
    {
      name: 'dashboardAdmin',
      what: 'GET /api/dashboard, admin',
      who: 'admin',
      kind: 'moonshot',
      paths: fixed('admin', '/api/dashboard'),
    },
    {
      name: 'notificationBell',
      what: 'notification bell of service (summary route, else the full list)',
      who: 'service',
      kind: 'moonshot',
      paths: fixed('service', '/api/notifications/summary', '/api/notifications'),
    },
    {
      name: 'notificationLists',
      what: 'GET /api/notifications (both lists, the newest 20 of each), service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/notifications'),
    },
    {
      name: 'rmaHistory',
      what: 'GET /api/rma/requests page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/rma/requests?page=1&pageSize=10'),
    },
    {
      name: 'rmaHistoryAdmin',
      what: 'GET /api/rma/requests page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/rma/requests?page=1&pageSize=10'),
    },
    {
      name: 'rmaHistoryAdminDeep',
      what: 'GET /api/rma/requests page 2000 (keyset: after the cursor of page 1999), admin',
      who: 'admin',
      kind: 'budget',
      paths: deepPage,
    },
    {
      name: 'unfinishedAdmin',
      what: 'GET /api/rma/requests/unfinished, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/rma/requests/unfinished?admin=true&page=1&pageSize=10'),
    },
    {
      name: 'notSentAdmin',
      what: 'GET /api/rma/not_sent?admin=true (summary), admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/rma/not_sent?admin=true&page=1&pageSize=10'),
    },
    {
      name: 'usersAdmin',
      what: 'GET /api/users page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/users?page=1&pageSize=10'),
    },
    {
      name: 'companiesAdmin',
      what: 'GET /api/companies page 1 (search "pool"), admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/companies?page=1&pageSize=20&filter=pool'),
    },
    {
      name: 'staffSearch',
      what: `GET /api/search?q={sn}, ${samples.serials.length} serials, admin`,
      who: 'admin',
      kind: 'budget',
      paths: rotating('admin', samples.serials, (sn) => `/api/search?q=${enc(sn)}`),
    },
    {
      name: 'completeUnits',
      what: 'GET /api/completeUnits page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/completeUnits?page=1&pageSize=10'),
    },
    {
      name: 'completeUnitsAdmin',
      what: 'GET /api/completeUnits page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/completeUnits?page=1&pageSize=10'),
    },
    {
      name: 'partSearch',
      what: `POST /api/robots/parts by PN (${samples.partPns[0] ?? '—'}), service`,
      who: 'service',
      kind: 'budget',
      body: { searchType: 'pn', input: samples.partPns[0] ?? 'AB-BRS-01' },
      paths: postAnswering('/api/robots/parts', {
        searchType: 'pn',
        input: samples.partPns[0] ?? 'AB-BRS-01',
      }),
    },
    {
      name: 'partSearchGlobal',
      what: 'POST /api/robots/parts global "filter", service',
      who: 'service',
      kind: 'budget',
      body: { searchType: 'global', input: 'filter' },
      paths: postAnswering('/api/robots/parts', { searchType: 'global', input: 'filter' }),
    },
    {
      name: 'cart',
      what: 'GET /api/cart, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/cart'),
    },
    {
      name: 'orders',
      what: 'GET /api/order page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/order?page=1&pageSize=10'),
    },
    {
      name: 'ordersAdmin',
      what: 'GET /api/order page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/order?page=1&pageSize=10'),
    },
    {
      name: 'ordersAdminDeep',
      what: 'GET /api/order page 2000 (keyset: after the cursor of page 1999), admin',
      who: 'admin',
      kind: 'budget',
      paths: async (s: Server) => {
        const previous = (await probe(s.base, '/api/order?page=1999&pageSize=10', s.admin)) as
          | { nextCursor?: string | null }
          | undefined;
        return previous?.nextCursor ? [`/api/order?pageSize=10&after=${enc(previous.nextCursor)}`] : null;
      },
    },
    {
      name: 'feedback',
      what: 'GET /api/feedback page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/feedback?page=1&pageSize=10'),
    },
    {
      name: 'feedbackAdmin',
      what: 'GET /api/feedback page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/feedback?page=1&pageSize=10'),
    },
    {
      name: 'feedbackAdminDeep',
      what: 'GET /api/feedback page 200, admin (offset)',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/feedback?page=200&pageSize=10'),
    },
  ];
}

// Prometheus metrics at GET /metrics (docs/deployment.md "Metrics"): requests per route and status with their
// latency, the database pool, the caches, the invalidation listener, the event loop, and what other parts of
// the server declare (lib/metrics.ts). Counting is plain arithmetic in one synchronous onResponse hook;
// prom-client is imported by the first scrape only (nothing at start, nothing per request).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { collectProcessMetrics, type MetricDefinition, type Sample } from '../lib/metrics.ts';
import { cacheStats } from '../lib/value-cache.ts';

/** Latency buckets (seconds): the budget's 50 ms p95 falls on a bound. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route matched (the raw URL is never a label: it has no bound). */
const UNMATCHED = 'unmatched';

type Series = { count: number; sum: number; buckets: Float64Array };
/** Per route: method → status → series. */
type RouteStats = Map<string, Map<number, Series>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's request statistics (set by the metrics plugin's onRoute hook). */
    requestStats?: RouteStats;
  }
}

export type MetricsOptions = {
  /** The scraper's bearer token; without one the route is open, unless `isProduction` (then refused). */
  token: string | undefined;
  isProduction: boolean;
  dbKind: 'pglite' | 'postgres';
};

function newSeries(): Series {
  return { count: 0, sum: 0, buckets: new Float64Array(LATENCY_BUCKETS.length) };
}

function observe(stats: RouteStats, method: string, status: number, seconds: number) {
  let byStatus = stats.get(method);
  if (!byStatus) {
    byStatus = new Map();
    stats.set(method, byStatus);
  }
  let series = byStatus.get(status);
  if (!series) {
    series = newSeries();
    byStatus.set(status, series);
  }
  series.count++;
  series.sum += seconds;
  // Non-cumulative here; the scrape adds them up.
  let i = 0;
  while (i < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[i]) i++;
  if (i < LATENCY_BUCKETS.length) series.buckets[i]++;
}

/** Registers the request hooks and the /metrics route (call before the routes, so onRoute sees them all). */
export function registerMetrics(app: FastifyInstance, db: Db, options: MetricsOptions) {
  const routes = new Map<string, RouteStats>();
  const unmatched: RouteStats = new Map();

  app.addHook('onRoute', (route) => {
    if (route.url === '/metrics') return;
    let stats = routes.get(route.url);
    if (!stats) {
      stats = new Map();
      routes.set(route.url, stats);
    }
    // Fastify copies the config into the route's context: the stats travel with it, no lookup per request.
    route.config = { ...route.config, requestStats: stats };
  });

  app.addHook('onResponse', (request, reply, done) => {
    const config = routeConfigOf(request);
    if (config.url !== '/metrics') {
      observe(config.requestStats ?? unmatched, request.method, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : null;
  const isOpen = !expected && !options.isProduction;
  app.get('/metrics', { config: { isPublic: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!isOpen) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer realm="metrics"')
          .type('text/plain')
          .send('Unauthorized');
      }
    }
    const { text, contentType } = await renderMetrics([
      ...requestMetrics(routes, unmatched),
      ...poolMetrics(db, options.dbKind),
      ...cacheMetrics(),
      ...(await collectProcessMetrics()),
    ]);
    return reply.type(contentType).header('Cache-Control', 'no-store').send(text);
  });
}

/** Fastify's per-request route context (an internal symbol of Fastify 5, found once). */
let contextSymbol: symbol | null | undefined;

/**
 * The route's config (its `url` pattern, the stats the onRoute hook put there), read from the request's route
 * context: `request.routeOptions` builds a new object of a dozen fields on every read.
 */
function routeConfigOf(request: FastifyRequest): FastifyContextConfig & { url?: string } {
  if (contextSymbol === undefined) {
    contextSymbol =
      Object.getOwnPropertySymbols(request).find((s) => s.description === 'fastify.context') ?? null;
  }
  const context =
    contextSymbol && (request as unknown as Record<symbol, { config?: FastifyContextConfig }>)[contextSymbol];
  return context?.config ?? request.routeOptions.config;
}

function requestMetrics(routes: Map<string, RouteStats>, unmatched: RouteStats): MetricDefinition[] {
  const all = [...routes, [UNMATCHED, unmatched] as const];
  const each = (visit: (labels: Record<string, string>, series: Series) => void) => {
    for (const [route, stats] of all) {
      for (const [method, byStatus] of stats) {
        for (const [status, series] of byStatus) {
          visit({ method, route, status_code: String(status) }, series);
        }
      }
    }
  };
  return [
    {
      name: 'pp_http_requests_total',
      help: 'Requests answered, per method, route pattern and status',
      type: 'counter',
      samples: () => {
        const out: Sample[] = [];
        each((labels, series) => out.push({ labels, value: series.count }));
        return out;
      },
    },
    {
      name: 'pp_http_request_duration_seconds',
      help: 'Time from the request to its answer, per method, route pattern and status',
      type: 'histogram',
      samples: () => {
        const out: Sample[] = [];
        each((labels, series) => {
          let cumulative = 0;
          LATENCY_BUCKETS.forEach((le, i) => {
            cumulative += series.buckets[i];
            out.push({ labels: { ...labels, le: String(le) }, value: cumulative, metricName: bucketName });
          });
          out.push({ labels: { ...labels, le: '+Inf' }, value: series.count, metricName: bucketName });
          out.push({ labels, value: series.sum, metricName: `${durationName}_sum` });
          out.push({ labels, value: series.count, metricName: `${durationName}_count` });
        });
        return out;
      },
    },
  ];
}

const durationName = 'pp_http_request_duration_seconds';

/** Every cache of caches.ts by name (lib/value-cache.ts counts: a read joining a load under way is a hit). */
function cacheMetrics(): MetricDefinition[] {
  const counter = (name: string, help: string, field: 'hits' | 'misses'): MetricDefinition => ({
    name,
    help,
    type: 'counter',
    samples: () => [...cacheStats].map(([cache, s]) => ({ labels: { cache }, value: s[field] })),
  });
  return [
    counter(
      'pp_cache_hits_total',
      'Reads an in-memory cache answered without a load of its own, per cache',
      'hits',
    ),
    counter(
      'pp_cache_misses_total',
      'Reads an in-memory cache had to load (CACHE=off: every read), per cache',
      'misses',
    ),
  ];
}
const bucketName = `${durationName}_bucket`;

/**
 * The node-postgres pool now (in use, idle, waiting for a connection, its maximum). The embedded database
 * has no pool: it runs one statement at a time in this process, so only its size (1) is shown.
 */
function poolMetrics(db: Db, kind: 'pglite' | 'postgres'): MetricDefinition[] {
  const gauge = (name: string, help: string, value: number): MetricDefinition => ({
    name,
    help,
    type: 'gauge',
    samples: () => [{ labels: {}, value }],
  });
  if (kind === 'pglite') return [gauge('pp_db_pool_max', 'Connections the database pool may open', 1)];
  const pool = (db as unknown as { $client: pg.Pool & { options: { max?: number } } }).$client;
  return [
    gauge(
      'pp_db_pool_in_use',
      'Pool connections running a statement or transaction',
      pool.totalCount - pool.idleCount,
    ),
    gauge('pp_db_pool_idle', 'Pool connections open and free', pool.idleCount),
    gauge('pp_db_pool_waiting', 'Requests waiting for a pool connection', pool.waitingCount),
    gauge('pp_db_pool_max', 'Connections the database pool may open', pool.options.max ?? 10),
  ];
}

type PromClient = typeof import('prom-client');
let prom: { client: PromClient; defaults: import('prom-client').Registry } | null = null;

/**
 * The text format of `definitions` and of Node's own metrics (event-loop delay, CPU, memory, GC) through
 * prom-client, loaded on the first call. The event-loop delay histogram starts with that first scrape.
 */
async function renderMetrics(definitions: MetricDefinition[]) {
  if (!prom) {
    const client = (await import('prom-client')).default;
    const defaults = new client.Registry();
    client.collectDefaultMetrics({ register: defaults, eventLoopMonitoringPrecision: 10 });
    prom = { client, defaults };
  }
  const registry = new prom.client.Registry();
  for (const definition of definitions) {
    const samples = definition.samples();
    registry.registerMetric({
      name: definition.name,
      help: definition.help,
      type: definition.type,
      get: async () => ({
        name: definition.name,
        help: definition.help,
        type: definition.type,
        values: samples,
        aggregator: 'sum',
      }),
    } as unknown as import('prom-client').Metric);
  }
  const merged = prom.client.Registry.merge([prom.defaults, registry]);
  return { text: await merged.metrics(), contentType: merged.contentType };
}

// GET /metrics read as Prometheus reads it: parsed by a text-format parser, not matched as strings.
import Fastify from 'fastify';
import parsePrometheusTextFormat, { type PromFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { defineCounter } from '../lib/metrics.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { registerMetrics } from './metrics.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function scrapeText(app = ctx.app, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

async function scrape(app = ctx.app, headers: Record<string, string> = {}): Promise<PromFamily[]> {
  return parsePrometheusTextFormat(await scrapeText(app, headers));
}

/**
 * The histogram's lines as plain samples (`<name>_bucket`, `_sum`, `_count` families with all their labels):
 * the parser folds a histogram with labels into one unlabelled series.
 */
function histogramSamples(text: string): PromFamily[] {
  return parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'));
}

function family(families: PromFamily[], name: string): PromFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in the scrape`);
  return found;
}

/** The value of one series of a counter or gauge (0 when the series is not there yet). */
function sampleValue(families: PromFamily[], name: string, labels: Record<string, string> = {}): number {
  const sample = family(families, name).metrics.find((m) =>
    Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
  );
  return sample ? Number(sample.value) : 0;
}

describe('GET /metrics', () => {
  it('counts each request under its route pattern and status, with its latency histogram', async () => {
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/descriptions/NO-SUCH-PN-1' });
    await ctx.app.inject({ method: 'GET', url: '/api/descriptions/NO-SUCH-PN-2' });
    await ctx.app.inject({ method: 'GET', url: '/no/such/page.txt' });
    const text = await scrapeText();
    const families = parsePrometheusTextFormat(text);

    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(sampleValue(families, 'pp_http_requests_total', health)).toBeGreaterThanOrEqual(3);
    const routes = family(families, 'pp_http_requests_total').metrics.map((m) => m.labels?.route);
    // The pattern, never the raw URL (its values have no bound).
    expect(routes).toContain('/api/descriptions/:pn');
    expect(routes.some((r) => r?.includes('NO-SUCH-PN'))).toBe(false);
    expect(routes).toContain('unmatched');
    expect(routes).not.toContain('/metrics');

    expect(family(families, 'pp_http_request_duration_seconds').type).toBe('HISTOGRAM');
    const samples = histogramSamples(text);
    const count = sampleValue(samples, 'pp_http_request_duration_seconds_count', health);
    expect(count).toBe(sampleValue(families, 'pp_http_requests_total', health));
    expect(sampleValue(samples, 'pp_http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      count,
    );
    const fast = sampleValue(samples, 'pp_http_request_duration_seconds_bucket', { ...health, le: '0.05' });
    expect(fast).toBeLessThanOrEqual(count);
    expect(sampleValue(samples, 'pp_http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
  });

  it('moves the cache hit and miss counters of the cache a cached request went through', async () => {
    const get = async (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/notifications/summary', headers: { cookie } });
    const cookie = await ctx.login('service@demo.test');
    const bell = { cache: 'notification-bell' };
    const before = await scrape();
    expect((await get(cookie)).statusCode).toBe(200);
    const afterMiss = await scrape();
    expect(sampleValue(afterMiss, 'pp_cache_misses_total', bell)).toBe(
      sampleValue(before, 'pp_cache_misses_total', bell) + 1,
    );
    expect(sampleValue(afterMiss, 'pp_cache_hits_total', bell)).toBe(
      sampleValue(before, 'pp_cache_hits_total', bell),
    );
    expect((await get(cookie)).statusCode).toBe(200);
    const afterHit = await scrape();
    expect(sampleValue(afterHit, 'pp_cache_hits_total', bell)).toBe(
      sampleValue(afterMiss, 'pp_cache_hits_total', bell) + 1,
    );
    expect(sampleValue(afterHit, 'pp_cache_misses_total', bell)).toBe(
      sampleValue(afterMiss, 'pp_cache_misses_total', bell),
    );
    // The session check answered the second request from memory too.
    expect(sampleValue(afterHit, 'pp_cache_hits_total', { cache: 'session-actor' })).toBeGreaterThan(
      sampleValue(before, 'pp_cache_hits_total', { cache: 'session-actor' }),
    );
  });

  it('shows the database pool, the invalidation listener, the event loop and declared metrics', async () => {
    const jobs = defineCounter('pp_test_jobs_failed_total', 'Jobs that failed, per kind (test)', ['kind']);
    jobs.inc({ kind: 'export' });
    jobs.inc({ kind: 'export' });
    const families = await scrape();
    expect(sampleValue(families, 'pp_db_pool_max')).toBeGreaterThanOrEqual(1);
    if (ctx.deps.dbKind === 'postgres') {
      expect(family(families, 'pp_db_pool_waiting').type).toBe('GAUGE');
      expect(sampleValue(families, 'pp_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    }
    expect(family(families, 'pp_invalidation_messages_received_total').type).toBe('COUNTER');
    expect(family(families, 'pp_invalidation_listener_gaps_total').type).toBe('COUNTER');
    expect(family(families, 'nodejs_eventloop_lag_p99_seconds').type).toBe('GAUGE');
    expect(sampleValue(families, 'pp_test_jobs_failed_total', { kind: 'export' })).toBe(2);
  });
});

describe('GET /metrics access', () => {
  const token = 'scrape-token-0123456789';
  const bare = async (options: { token?: string; isProduction: boolean }) => {
    const app = Fastify();
    registerMetrics(app, {} as Db, { ...options, token: options.token, dbKind: 'pglite' });
    await app.ready();
    return app;
  };

  it('asks for the bearer token when METRICS_TOKEN is set: 401 without it or with another', async () => {
    const app = await bare({ token, isProduction: false });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('pp_');
    }
    await scrape(app, { authorization: `Bearer ${token}` });
    await app.close();
  });

  it('refuses every scrape in production when no token is set, and is open outside production', async () => {
    const production = await bare({ isProduction: true });
    expect((await production.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    await production.close();
    const development = await bare({ isProduction: false });
    await scrape(development);
    await development.close();
  });
});

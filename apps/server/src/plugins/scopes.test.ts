import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/auth.ts';
import { responses } from '../lib/route-schemas.ts';
import { issueApiKey } from '../modules/auth/index.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { routeScopes } from '../modules/access/index.ts';

let ctx: TestContext;
const keys: Record<'read' | 'sync' | 'none', string> = { read: '', sync: '', none: '' };

async function userId(email: string) {
  const [row] = await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // The maker's administrator: no role check refuses it first, so only the scope can.
  keys.read = (await issueApiKey(ctx.deps.db, await userId('admin@demo.test'), ['read'])).apiKey;
  keys.sync = (await issueApiKey(ctx.deps.db, await userId('staff@demo.test'), ['sync'])).apiKey;
  keys.none = (await issueApiKey(ctx.deps.db, await userId('distributor@demo.test'), [])).apiKey;
});
afterAll(async () => {
  await ctx?.close();
});

/** A concrete URL for a route pattern: every parameter 1, a wildcard a file name. */
function concrete(url: string) {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x.svg');
}

function call(method: string, url: string, key: string) {
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return ctx.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: { authorization: `Bearer ${key}` },
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('API key scopes, deny by default (issue 19)', () => {
  it('lists every /api route with a declared scope', () => {
    const routes = ctx.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) expect(routeScopes).toContain(route.scope);
    const scopeOf = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)?.scope;
    // The routes the probe found open to a read-only key are write routes.
    expect(scopeOf('POST', '/api/rma/multiple_status_change/:status')).toBe('write');
    expect(scopeOf('POST', '/api/warranty/:sn/review')).toBe('write');
    expect(scopeOf('DELETE', '/api/warranty/:sn')).toBe('write');
    expect(scopeOf('POST', '/api/upload')).toBe('write');
    expect(scopeOf('POST', '/api/statistics/pageView')).toBe('write');
    expect(scopeOf('POST', '/api/login')).toBe('public');
    expect(scopeOf('GET', '/api/health')).toBe('public');
  });

  it('refuses every write route to a read-only key with -11 (403), before looking at the input', async () => {
    const writes = ctx.app.apiRoutes.filter((r) => r.scope === 'write');
    expect(writes.length).toBeGreaterThan(30);
    const accepted: string[] = [];
    for (const route of writes) {
      const res = await call(route.method, route.url, keys.read);
      if (res.statusCode !== 403 || res.json().code !== -11) {
        accepted.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses every read and write route to a sync-only key, and every scoped route to a key without scopes', async () => {
    const scoped = ctx.app.apiRoutes.filter(
      (r) => (r.scope === 'read' || r.scope === 'write') && r.method !== 'HEAD',
    );
    const accepted: string[] = [];
    for (const route of scoped) {
      for (const key of [keys.sync, keys.none]) {
        const res = await call(route.method, route.url, key);
        if (res.statusCode !== 403 || res.json().code !== -11) {
          accepted.push(`${route.method} ${route.url} → ${res.statusCode}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });

  it('lets a read key read, and any key call a public route', async () => {
    expect((await call('GET', '/api/brands', keys.read)).statusCode).toBe(200);
    expect((await call('GET', '/api/captcha', keys.none)).statusCode).toBe(200);
    expect((await call('GET', '/api/contact/settings', keys.sync)).statusCode).toBe(200);
  });

  it('answers -1 (404), not -11, on an unknown /api path called with a key', async () => {
    const res = await call('GET', '/api/no/such/route', keys.none);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(-1);
  });

  it('refuses to build an app with an /api route that declares no scope', async () => {
    const app = await buildApp(ctx.deps);
    try {
      expect(() =>
        app.get('/api/unscoped', { schema: { response: responses(z.null()) } }, async () => null),
      ).toThrow(/declares no scope/);
    } finally {
      await app.close();
    }
  });
});

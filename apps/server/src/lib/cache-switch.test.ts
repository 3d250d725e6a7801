import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { countStatements, describeStatements } from '../test/statement-count.ts';

// CACHE=off makes every answer cache and reference cache load on every call and keep nothing, so a
// measurement can tell what a route costs when nothing it reads is in memory (docs/benchmarks.md).

/** A fresh app with `env` and the service user's session, for the tests of one describe block. */
function appWith(env: Record<string, string>) {
  const app = {} as { ctx: TestContext; cookie: string };
  beforeAll(async () => {
    app.ctx = await createTestContext(env);
    app.cookie = await app.ctx.login('service@demo.test');
  });
  afterAll(async () => {
    await app.ctx?.close();
  });
  return app;
}

/** The statements of a GET repeated once it is warm (its session cached). */
async function repeatedRead(context: TestContext, cookie: string, url: string) {
  const get = () =>
    countStatements(context.deps.db, () => context.app.inject({ method: 'GET', url, headers: { cookie } }));
  const first = await get();
  expect(first.result.statusCode, first.result.body).toBe(200);
  const second = await get();
  expect(second.result.statusCode, second.result.body).toBe(200);
  expect(second.result.body).toBe(first.result.body);
  return second;
}

const hotReads = ['/api/robots/sn/SN100001', '/api/dashboard', '/api/descriptions/AB-MTR-S300B'];

describe('CACHE switch', () => {
  it('is on unless set to off; any other value is refused', () => {
    expect(loadConfig({}).cache).toBe('on');
    expect(loadConfig({ CACHE: 'on' }).cache).toBe('on');
    expect(loadConfig({ CACHE: 'off' }).cache).toBe('off');
    expect(() => loadConfig({ CACHE: 'no' })).toThrow(ConfigError);
  });
});

describe('with caches on (the default)', () => {
  const app = appWith({});
  it.each(hotReads)('a repeated %s is answered from memory', async (url) => {
    const repeat = await repeatedRead(app.ctx, app.cookie, url);
    expect(repeat.count, describeStatements(repeat)).toBe(0);
  });
});

describe('with CACHE=off', () => {
  const app = appWith({ CACHE: 'off' });
  it.each(hotReads)('a repeated %s reads the database again and answers the same', async (url) => {
    const repeat = await repeatedRead(app.ctx, app.cookie, url);
    expect(repeat.count).toBeGreaterThan(0);
  });
});

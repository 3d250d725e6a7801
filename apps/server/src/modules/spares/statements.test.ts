import { describe, expect, it } from 'vitest';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';

// The SQL statements of the spares hot routes (docs/performance.md "Hot paths"), counted warm (session
// cached): a count that grows with the rows (N+1) fails here; a kept answer sends none. Runs on PGlite and
// PostgreSQL.

let ctx: TestContext;
let cookie: string;
useTestContext(async (c) => {
  ctx = c;
  cookie = await c.login('service@demo.test');
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const log = await countStatements(ctx.deps.db, () =>
    ctx.app.inject({ method, url, payload, headers: { cookie } }),
  );
  expect(log.result.statusCode, log.result.body).toBe(200);
  return log;
}

/** The second call (session and reference data cached). */
async function count(method: 'GET' | 'POST', url: string, payload?: object) {
  await call(method, url, payload);
  return call(method, url, payload);
}

/**
 * A read whose answer is kept per instance (lib/answer-cache.ts): the first call of a fresh query sends its
 * statements (`bound`), the same call again none.
 */
async function cachedRead(method: 'GET' | 'POST', url: string, payload: object | undefined, bound: number) {
  const miss = await call(method, url, payload);
  expect(miss.count, describeStatements(miss)).toBe(bound);
  const hit = await call(method, url, payload);
  expect(hit.count, describeStatements(hit)).toBe(0);
  expect(hit.result.body).toBe(miss.result.body);
  return miss;
}

describe('statements per spares hot route', () => {
  it('part search: one statement, whatever the page size; none from memory', async () => {
    await call('POST', '/api/robots/parts', { searchType: 'pn', input: 'WM' });
    for (const pageSize of [1, 50]) {
      await cachedRead('POST', '/api/robots/parts', { searchType: 'global', input: 'AB', pageSize }, 1);
    }
  });

  it('cart: one statement with 1 line or 20; none from memory until it changes', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/AB-BRS-01',
      payload: { quantity: 1 },
      headers: { cookie },
    });
    await cachedRead('GET', '/api/cart', undefined, 1);
    const parts = await ctx.deps.db.select({ pn: partNumbers.pn }).from(partNumbers).limit(20);
    const pns = parts.map((p) => p.pn);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: { items: pns.map((pn) => ({ pn, quantity: 2 })) },
      headers: { cookie },
    });
    // The cart changed (cart_items trigger): read again, with its 20 lines.
    const many = await cachedRead('GET', '/api/cart', undefined, 1);
    expect(JSON.parse(many.result.body).data.items).toHaveLength(20);
  });

  it('adding to the cart: the insert and the cart', async () => {
    const log = await count('POST', '/api/cart/AB-FLT-01', { quantity: 1 });
    expect(log.count, describeStatements(log)).toBe(2);
  });

  it('order history: the page with the reader currency in one statement (total cached), 1 row or 50', async () => {
    // A cold total is counted beside the page (two statements at once), then kept (topic `orders`).
    await cachedRead('GET', '/api/order?pageSize=2', undefined, 2);
    for (const pageSize of [1, 50]) await cachedRead('GET', `/api/order?pageSize=${pageSize}`, undefined, 1);
    const first = await ctx.app.inject({ method: 'GET', url: '/api/order?pageSize=1', headers: { cookie } });
    const after = first.json().data.nextCursor;
    await cachedRead('GET', `/api/order?pageSize=1&after=${after}`, undefined, 1);
    // Free text counts in the same statement (capped): still one.
    await cachedRead('GET', '/api/order?pageSize=5&filter=a', undefined, 1);
  });

  it('an order: the order and its lines', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/order?pageSize=1', headers: { cookie } });
    const log = await count('GET', `/api/order/${first.json().data.rows[0].id}`);
    expect(log.count, describeStatements(log)).toBe(2);
  });
});

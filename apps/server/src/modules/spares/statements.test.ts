import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partNumbers } from '../../db/schema/catalogue.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { countStatements, describeStatements } from '../../test/statement-count.ts';

// The SQL statements of the spares hot routes (docs/ARCHITECTURE.md "Hot paths"), counted warm (session
// cached): a count that grows with the rows (N+1) fails here. Runs on PGlite and PostgreSQL.

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = await ctx.login('service@demo.test');
});
afterAll(async () => {
  await ctx?.close();
});

async function count(method: 'GET' | 'POST', url: string, payload?: object) {
  const run = () =>
    countStatements(ctx.deps.db, () => ctx.app.inject({ method, url, payload, headers: { cookie } }));
  await run();
  const log = await run();
  expect(log.result.statusCode, log.result.body).toBe(200);
  return log;
}

describe('statements per spares hot route', () => {
  it('part search: one statement, whatever the page size', async () => {
    for (const pageSize of [1, 50]) {
      const log = await count('POST', '/api/robots/parts', { searchType: 'global', input: 'AB', pageSize });
      expect(log.count, describeStatements(log)).toBe(1);
    }
  });

  it('cart: one statement with 1 line or 20', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/AB-BRS-01',
      payload: { quantity: 1 },
      headers: { cookie },
    });
    const one = await count('GET', '/api/cart');
    expect(one.count, describeStatements(one)).toBe(1);
    const parts = await ctx.deps.db.select({ pn: partNumbers.pn }).from(partNumbers).limit(20);
    const pns = parts.map((p) => p.pn);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart',
      payload: { items: pns.map((pn) => ({ pn, quantity: 2 })) },
      headers: { cookie },
    });
    const many = await count('GET', '/api/cart');
    expect(JSON.parse(many.result.body).data.items).toHaveLength(20);
    expect(many.count, describeStatements(many)).toBe(1);
  });

  it('adding to the cart: the insert and the cart', async () => {
    const log = await count('POST', '/api/cart/AB-FLT-01', { quantity: 1 });
    expect(log.count, describeStatements(log)).toBe(2);
  });

  it('order history: page and capped total in one statement plus the currency, with 1 row or 50', async () => {
    for (const pageSize of [1, 50]) {
      const log = await count('GET', `/api/order?pageSize=${pageSize}`);
      expect(log.count, describeStatements(log)).toBe(2);
    }
    const first = await ctx.app.inject({ method: 'GET', url: '/api/order?pageSize=1', headers: { cookie } });
    const after = first.json().data.nextCursor;
    const deep = await count('GET', `/api/order?pageSize=1&after=${after}`);
    expect(deep.count, describeStatements(deep)).toBe(2);
  });

  it('an order: the order and its lines', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/order?pageSize=1', headers: { cookie } });
    const log = await count('GET', `/api/order/${first.json().data.rows[0].id}`);
    expect(log.count, describeStatements(log)).toBe(2);
  });
});

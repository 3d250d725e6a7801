import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orderLines, orders } from '../../db/schema/spares.ts';
import { users } from '../../db/schema/auth.ts';
import { isPostgresLane, type TestContext, useTestContext } from '../../test/harness.ts';
import { checkout, freshKey } from './test-helpers.ts';

let ctx: TestContext;
useTestContext(
  (c) => {
    ctx = c;
  },
  { when: isPostgresLane },
);

describe.skipIf(!isPostgresLane)('placing an order under concurrent submissions (PostgreSQL)', () => {
  async function fill(cookie: string) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { cookie },
      payload: {
        items: [
          { pn: 'AB-BRS-01', quantity: 3 },
          { pn: 'AB-FLT-01', quantity: 1 },
        ],
      },
    });
    expect(res.json().code).toBe(0);
  }
  const place = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/order', headers: { cookie }, payload });

  it('a double click (the same key, sent at once) makes one order and both answer it', async () => {
    const cookie = await ctx.login('service@demo.test');
    await fill(cookie);
    const body = checkout();
    const answers = await Promise.all([place(cookie, body), place(cookie, body), place(cookie, body)]);
    const ids = answers.map((a) => a.json());
    expect(ids.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(new Set(ids.map((a) => a.data.id)).size).toBe(1);
    const rows = await ctx.deps.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    const lines = await ctx.deps.db.select().from(orderLines).where(eq(orderLines.orderId, rows[0].id));
    expect(lines.map((l) => l.quantity)).toEqual([3, 1]);
  });

  it('two submissions with different keys (two tabs) place the cart once; the other finds it empty', async () => {
    const cookie = await ctx.login('galil@demo.test');
    await fill(cookie);
    const answers = (await Promise.all([place(cookie, checkout()), place(cookie, checkout())])).map((a) =>
      a.json(),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([-12, 0]);
    const [galil] = await ctx.deps.db.select().from(users).where(eq(users.email, 'galil@demo.test'));
    expect(await ctx.deps.db.select().from(cartItems).where(eq(cartItems.userId, galil.id))).toEqual([]);
    const placed = answers.find((a) => a.code === 0)!;
    const lines = await ctx.deps.db.select().from(orderLines).where(eq(orderLines.orderId, placed.data.id));
    expect(lines).toHaveLength(2);
  });
});

describe.skipIf(!isPostgresLane)('adding to the cart under a double click (PostgreSQL)', () => {
  it('the same add sent at once adds once, for a new line and for an existing one; every twin answers', async () => {
    const cookie = await ctx.login('distributor@demo.test');
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: { cookie }, payload });
    await call('PUT', '/api/cart', { items: [] });
    for (const expected of [3, 6]) {
      const add = { quantity: 3, idempotencyKey: freshKey() };
      const answers = (await Promise.all([1, 2, 3].map(() => call('POST', '/api/cart/AB-BRS-01', add)))).map(
        (a) => a.json(),
      );
      expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
      const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, 'distributor@demo.test'));
      const lines = await ctx.deps.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
      expect(lines.map((l) => l.quantity)).toEqual([expected]);
    }
  });
});

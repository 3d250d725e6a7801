import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { type Caller, callersOf } from '../../test/callers.ts';
import { freshKey, setPrice } from './test-helpers.ts';

let ctx: TestContext;
let as: (email: string) => Caller;
const emails = ['service@demo.test', 'galil@demo.test', 'distributor@demo.test', 'riviera@demo.test'];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ as } = await callersOf(ctx, emails));
  // Known inputs for the arithmetic: a price that rounds under every discount, and a cheap one.
  await setPrice(ctx, 'AB-BRS-01', { USD: 1995, EUR: 1845, ILS: 7283 });
  await setPrice(ctx, 'AB-FLT-01', { USD: 333, EUR: 307, ILS: 1215 });
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  for (const email of emails) await as(email)('PUT', '/api/cart', { items: [] });
});

describe('cart arithmetic in every currency', () => {
  it('USD, standard list (ClearWater): list prices, SEA shipping by default', async () => {
    const service = as('service@demo.test');
    await service('POST', '/api/cart/AB-BRS-01', { quantity: 3 });
    const r = await service('POST', '/api/cart/ab-flt-01', { quantity: 7 });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({
      currency: 'USD',
      discountPercent: 0,
      items: [
        { pn: 'AB-BRS-01', quantity: 3, listPrice: 1995, itemPrice: 1995, linePrice: 5985, hasPrice: true },
        { pn: 'AB-FLT-01', quantity: 7, listPrice: 333, itemPrice: 333, linePrice: 2331 },
      ],
      itemsTotal: 8316,
      shippingMethod: 'SEA',
      shippingPrice: 4500,
      shippingPrices: { SEA: 4500, AIR: 11000, OTHER: 0 },
      totalPrice: 12816,
      totalQuantity: 10,
      orderID: null,
    });
    const air = await service('GET', '/api/cart?shippingMethod=AIR');
    expect(air.data).toMatchObject({ shippingMethod: 'AIR', shippingPrice: 11000, totalPrice: 19316 });
  });

  it('EUR with the distributor list (15 %): each unit rounded half up, then × quantity', async () => {
    const distributor = as('distributor@demo.test');
    await distributor('POST', '/api/cart/AB-BRS-01', { quantity: 2 });
    const r = await distributor('POST', '/api/cart/AB-FLT-01', { quantity: 3 });
    // 1845 × 0.85 = 1568.25 → 1568; 307 × 0.85 = 260.95 → 261
    expect(r.data).toMatchObject({
      currency: 'EUR',
      discountPercent: 15,
      items: [
        { pn: 'AB-BRS-01', itemPrice: 1568, linePrice: 3136 },
        { pn: 'AB-FLT-01', itemPrice: 261, linePrice: 783 },
      ],
      itemsTotal: 3919,
      shippingPrice: 4200,
      totalPrice: 8119,
    });
  });

  it('ILS with the partner list (5 %): half a agora rounds up', async () => {
    const galil = as('galil@demo.test');
    await galil('POST', '/api/cart/AB-BRS-01', { quantity: 1 });
    const r = await galil('POST', '/api/cart/AB-FLT-01', { quantity: 10 });
    // 7283 × 0.95 = 6918.85 → 6919; 1215 × 0.95 = 1154.25 → 1154
    expect(r.data).toMatchObject({
      currency: 'ILS',
      discountPercent: 5,
      items: [
        { itemPrice: 6919, linePrice: 6919 },
        { itemPrice: 1154, linePrice: 11540 },
      ],
      itemsTotal: 18459,
      shippingPrice: 16500,
      totalPrice: 34959,
    });
  });

  it('EUR standard (Riviera, a service centre under the distributor): no discount of its parent', async () => {
    const r = await as('riviera@demo.test')('POST', '/api/cart/AB-BRS-01', { quantity: 1 });
    expect(r.data).toMatchObject({ currency: 'EUR', discountPercent: 0, items: [{ itemPrice: 1845 }] });
  });

  it('an empty cart costs nothing, shipping included', async () => {
    const r = await as('service@demo.test')('GET', '/api/cart');
    expect(r.data).toMatchObject({
      items: [],
      itemsTotal: 0,
      shippingPrice: 0,
      totalPrice: 0,
      totalQuantity: 0,
    });
  });
});

describe('cart lines', () => {
  it('adds to an existing line; a line never passes 100 (-6, unchanged)', async () => {
    const service = as('service@demo.test');
    await service('POST', '/api/cart/AB-BRS-01', { quantity: 60 });
    expect((await service('POST', '/api/cart/AB-BRS-01', { quantity: 40 })).data.items[0].quantity).toBe(100);
    const over = await service('POST', '/api/cart/AB-BRS-01', { quantity: 1 });
    expect(over).toMatchObject({ http: 400, code: -6, data: { field: 'quantity' } });
    expect((await service('GET', '/api/cart')).data.items[0].quantity).toBe(100);
  });

  it('the same add repeated with its key (a retry, a double click) adds once and answers the cart', async () => {
    const service = as('service@demo.test');
    const add = { quantity: 3, idempotencyKey: freshKey() };
    const first = await service('POST', '/api/cart/AB-BRS-01', add);
    const repeat = await service('POST', '/api/cart/AB-BRS-01', add);
    expect(first).toMatchObject({ http: 200, code: 0 });
    expect(repeat).toMatchObject({ http: 200, code: 0, data: { totalQuantity: 3 } });
    // The next add the user asks for has its own key and adds; so does an add without a key.
    expect(
      (await service('POST', '/api/cart/AB-BRS-01', { quantity: 3, idempotencyKey: freshKey() })).data,
    ).toMatchObject({ totalQuantity: 6 });
    expect((await service('POST', '/api/cart/AB-BRS-01', { quantity: 1 })).data.totalQuantity).toBe(7);
    expect((await service('POST', '/api/cart/AB-BRS-01', { quantity: 1 })).data.totalQuantity).toBe(8);
  });

  it('a refused add is refused again when repeated with its key; a malformed key is -6', async () => {
    const service = as('service@demo.test');
    await service('POST', '/api/cart/AB-BRS-01', { quantity: 99 });
    const over = { quantity: 2, idempotencyKey: freshKey() };
    expect(await service('POST', '/api/cart/AB-BRS-01', over)).toMatchObject({ code: -6 });
    expect(await service('POST', '/api/cart/AB-BRS-01', over)).toMatchObject({ code: -6 });
    expect(
      await service('POST', '/api/cart/AB-BRS-01', { quantity: 1, idempotencyKey: 'no spaces!' }),
    ).toMatchObject({ code: -6, data: { field: 'idempotencyKey' } });
    expect((await service('GET', '/api/cart')).data.totalQuantity).toBe(99);
  });

  it('bounds quantities to 1..100 and requires one', async () => {
    const service = as('service@demo.test');
    for (const quantity of [0, -1, 101, 2.5, '3']) {
      expect(await service('POST', '/api/cart/AB-BRS-01', { quantity })).toMatchObject({ code: -6 });
    }
    expect(await service('POST', '/api/cart/AB-BRS-01', {})).toMatchObject({
      code: -12,
      data: { field: 'quantity' },
    });
    expect(await service('PUT', '/api/cart', { items: [{ pn: 'AB-BRS-01', quantity: 101 }] })).toMatchObject({
      code: -6,
    });
    expect((await service('GET', '/api/cart')).data.items).toEqual([]);
  });

  it('refuses an unknown part (-15)', async () => {
    const r = await as('service@demo.test')('POST', '/api/cart/NO-SUCH-PN', { quantity: 1 });
    expect(r).toMatchObject({ http: 404, code: -15, data: { field: 'pn' } });
  });

  it('PUT sets the whole cart (quantities set, missing lines removed); a PN twice is -6', async () => {
    const service = as('service@demo.test');
    await service('POST', '/api/cart/AB-BRS-01', { quantity: 5 });
    await service('POST', '/api/cart/AB-FLT-01', { quantity: 5 });
    const r = await service('PUT', '/api/cart', {
      items: [
        { pn: 'AB-FLT-01', quantity: 2 },
        { pn: 'AB-HDL-01', quantity: 1 },
      ],
    });
    expect(r.data.items.map((i: { pn: string; quantity: number }) => [i.pn, i.quantity])).toEqual([
      ['AB-FLT-01', 2],
      ['AB-HDL-01', 1],
    ]);
    const twice = await service('PUT', '/api/cart', {
      items: [
        { pn: 'AB-FLT-01', quantity: 2 },
        { pn: 'ab-flt-01', quantity: 1 },
      ],
    });
    expect(twice).toMatchObject({ code: -6, data: { field: 'items.1.pn' } });
    const unknown = await service('PUT', '/api/cart', { items: [{ pn: 'NOPE-1', quantity: 2 }] });
    expect(unknown).toMatchObject({ code: -15, data: { field: 'items.0.pn' } });
    expect((await service('GET', '/api/cart')).data.items).toHaveLength(2);
  });

  it('DELETE removes a line; removing an absent one is fine', async () => {
    const service = as('service@demo.test');
    await service('POST', '/api/cart/AB-BRS-01', { quantity: 5 });
    expect((await service('DELETE', '/api/cart/AB-BRS-01')).data.items).toEqual([]);
    expect(await service('DELETE', '/api/cart/AB-BRS-01')).toMatchObject({ code: 0 });
  });

  it('is per user: a colleague, another company and a new session see their own', async () => {
    const service = as('service@demo.test');
    await service('POST', '/api/cart/AB-BRS-01', { quantity: 4 });
    expect((await as('galil@demo.test')('GET', '/api/cart')).data.items).toEqual([]);
    // Logging out and in again: the cart is still there (it lives on the server).
    const cookie = await ctx.login('service@demo.test');
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'logoff' },
      headers: { cookie },
    });
    expect(off.json().code).toBe(0);
    const again = await ctx.login('service@demo.test');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: again } });
    expect(res.json().data.items).toMatchObject([{ pn: 'AB-BRS-01', quantity: 4 }]);
  });

  it('needs a session (-5)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cart' });
    expect(res.json().code).toBe(-5);
  });
});

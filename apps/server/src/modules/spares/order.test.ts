import { and, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { orders } from '../../db/schema/spares.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/auth.ts';
import { flat, openPdf, openXlsx } from '../../test/export-files.ts';
import { buildUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { type Caller, callersOf } from '../../test/callers.ts';
import { checkout, setPrice } from './test-helpers.ts';

let ctx: TestContext;
let as: (email: string) => Caller;
let service: Caller;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ as } = await callersOf(ctx, [
    'service@demo.test',
    'galil@demo.test',
    'admin@demo.test',
    'distributor@demo.test',
    'riviera@demo.test',
  ]));
  service = as('service@demo.test');
  await setPrice(ctx, 'AB-BRS-01', { USD: 1995, EUR: 1845, ILS: 7283 });
  await setPrice(ctx, 'AB-FLT-01', { USD: 333, EUR: 307, ILS: 1215 });
});
afterAll(async () => {
  await ctx?.close();
});

async function fillCart(caller: Caller) {
  await caller('PUT', '/api/cart', {
    items: [
      { pn: 'AB-BRS-01', quantity: 2 },
      { pn: 'AB-FLT-01', quantity: 5 },
    ],
  });
}

describe('PUT /api/order: checkout validation', () => {
  it('names every missing required field at once (-12)', async () => {
    await fillCart(service);
    const r = await service('PUT', '/api/order', { idempotencyKey: 'missing-fields-1' });
    expect(r).toMatchObject({ http: 400, code: -12 });
    expect(r.data.fields).toEqual(['fullName', 'address', 'city', 'country', 'zip', 'shippingMethod']);
    const blank = await service('PUT', '/api/order', checkout({ fullName: '   ', city: '' }));
    expect(blank.data.fields).toEqual(['fullName', 'city']);
  });

  it('requires the free text of the OTHER method (-12 shippingOther)', async () => {
    const r = await service('PUT', '/api/order', checkout({ shippingMethod: 'OTHER' }));
    expect(r).toMatchObject({ code: -12, data: { field: 'shippingOther' } });
  });

  it('refuses bad values (-6 per field): zip over 12, unknown country or method, a past delivery date', async () => {
    expect(await service('PUT', '/api/order', checkout({ zip: '1234567890123' }))).toMatchObject({
      code: -6,
      data: { field: 'zip' },
    });
    expect(await service('PUT', '/api/order', checkout({ country: 'XX' as 'US' }))).toMatchObject({
      code: -6,
      data: { field: 'country' },
    });
    expect(await service('PUT', '/api/order', checkout({ shippingMethod: 'TRAIN' as 'SEA' }))).toMatchObject({
      code: -6,
      data: { field: 'shippingMethod' },
    });
    const yesterday = Math.floor(ctx.clock.now().getTime() / 1000) - 86400;
    expect(await service('PUT', '/api/order', checkout({ deliverySchedule: yesterday }))).toMatchObject({
      code: -6,
      data: { field: 'deliverySchedule' },
    });
    expect(await service('PUT', '/api/order', { ...checkout(), idempotencyKey: undefined })).toMatchObject({
      code: -12,
      data: { field: 'idempotencyKey' },
    });
    // Nothing was placed: the cart is whole.
    expect((await service('GET', '/api/cart')).data.items).toHaveLength(2);
  });

  it('refuses an empty cart (-12 items)', async () => {
    await as('galil@demo.test')('PUT', '/api/cart', { items: [] });
    const r = await as('galil@demo.test')('PUT', '/api/order', checkout());
    expect(r).toMatchObject({ code: -12, data: { field: 'items', reason: 'emptyCart' } });
  });
});

describe('PUT /api/order: placing', () => {
  it('prices on the server, writes order and lines, empties the cart, mails and notifies', async () => {
    await fillCart(service);
    const tomorrow = Math.floor(ctx.clock.now().getTime() / 1000) + 86400;
    const body = {
      ...checkout({
        shippingMethod: 'AIR',
        internalNumber: 'PO-77',
        salesMan: 'Ben',
        notes: 'Gate 4',
        deliverySchedule: tomorrow,
      }),
      // Whatever the client says about prices is not read.
      totalPrice: 1,
      items: [{ pn: 'AB-BRS-01', quantity: 2, itemPrice: 1 }],
    };
    const placed = await service('PUT', '/api/order', body);
    expect(placed.code).toBe(0);
    const id = placed.data.id;
    expect((await service('GET', '/api/cart')).data.items).toEqual([]);

    const order = await service('GET', `/api/order/${id}`);
    expect(order.data).toMatchObject({
      id,
      currency: 'USD',
      internalNumber: 'PO-77',
      salesMan: 'Ben',
      notes: 'Gate 4',
      shippingMethod: 'AIR',
      fullName: 'Steve Service',
      zip: '33601',
      country: 'US',
      deliverySchedule: Math.floor(tomorrow / 86400) * 86400,
      items: [
        { pn: 'AB-BRS-01', quantity: 2, itemPrice: 1995, linePrice: 3990 },
        { pn: 'AB-FLT-01', quantity: 5, itemPrice: 333, linePrice: 1665 },
      ],
      itemsTotal: 5655,
      shippingPrice: 11000,
      totalPrice: 16655,
      totalQuantity: 7,
      moovexID: '3001',
    });

    const [mail] = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'service@demo.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.subject).toBe(`Your order #${id} is confirmed`);
    expect(mail.text).toContain('$166.55');
    expect(mail.text).toContain(`/spares/orders/${id}`);

    const [admin] = await ctx.deps.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const ord = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'ORD')));
    expect(ord.some((n) => (n.params as { orderId: number }).orderId === id)).toBe(true);
  });

  it('mails in the orderer language with its currency symbol (Galil: ILS, Hebrew shekel sign)', async () => {
    const galil = as('galil@demo.test');
    await galil('POST', '/api/cart/AB-FLT-01', { quantity: 10 });
    const placed = await galil('PUT', '/api/order', checkout({ country: 'IL' }));
    expect(placed.code).toBe(0);
    const order = await galil('GET', `/api/order/${placed.data.id}`);
    // 1215 × 0.95 = 1154.25 → 1154 per unit
    expect(order.data).toMatchObject({
      currency: 'ILS',
      discountPercent: 5,
      itemsTotal: 11540,
      shippingPrice: 16500,
      totalPrice: 28040,
    });
    const [mail] = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${placed.data.id}%`));
    expect(mail.text).toContain('₪');
  });

  it('"other" shipping has no price: to be confirmed in the mail and the PDF (never 0.00), in the reader language', async () => {
    // Even a rate stored for OTHER is not charged: the partner's own carrier is settled later.
    await ctx.deps.db.execute(sql`update shipping_rates set amount_minor = 700 where method = 'OTHER'`);
    await fillCart(service);
    expect((await service('GET', '/api/cart?shippingMethod=OTHER')).data).toMatchObject({
      shippingPrice: 0,
      shippingPrices: { OTHER: 0 },
      totalPrice: 5655,
    });
    const placed = await service(
      'PUT',
      '/api/order',
      checkout({ shippingMethod: 'OTHER', shippingOther: 'Own truck' }),
    );
    expect(placed.code).toBe(0);
    const id = placed.data.id;
    expect((await service('GET', `/api/order/${id}`)).data).toMatchObject({
      shippingPrice: 0,
      totalPrice: 5655,
    });
    const [mail] = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%#${id} %`));
    expect(mail.text).toContain('Own truck (to be confirmed)');
    expect(mail.text).not.toContain('$0.00');
    const pdfIn = async (language: 'eng' | 'fra' | 'spa', words: string) => {
      const reader = await buildUser(ctx, { like: 'service@demo.test', language });
      const cookie = await ctx.login(reader.email);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/order/${id}/pdf`, headers: { cookie } });
      const text = flat((await openPdf(res.rawPayload)).text);
      expect(text).toContain(words);
      expect(text).not.toMatch(/0[.,]00/);
    };
    await pdfIn('eng', 'Shipping: to be confirmed');
    await pdfIn('fra', 'Livraison : à confirmer');
    await pdfIn('spa', 'Envío: por confirmar');
  });

  it('is idempotent per submission: the same key answers the same order, once', async () => {
    await fillCart(service);
    const body = checkout();
    const first = await service('PUT', '/api/order', body);
    const again = await service('PUT', '/api/order', body);
    expect(again).toMatchObject({ code: 0, data: { id: first.data.id } });
    const rows = await ctx.deps.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    // A new submission with an empty cart is refused, not a second order.
    expect(await service('PUT', '/api/order', checkout())).toMatchObject({
      code: -12,
      data: { field: 'items' },
    });
  });
});

describe('orders: history, view, PDF, ownership', () => {
  it('GET /api/order pages the company history newest first, with the currency', async () => {
    const page = await service('GET', '/api/order?pageSize=2');
    expect(page).toMatchObject({ code: 0, data: { currency: 'USD', totalCapped: false } });
    expect(page.data.rows).toHaveLength(2);
    expect(page.data.total).toBeGreaterThanOrEqual(4);
    expect(page.data.rows[0].id).toBeGreaterThan(page.data.rows[1].id);
    expect(page.data.rows.every((r: { moovexID: string }) => r.moovexID === '3001')).toBe(true);
    const next = await service('GET', `/api/order?pageSize=2&after=${page.data.nextCursor}`);
    expect(next.data.rows[0].id).toBeLessThan(page.data.rows[1].id);
    const filtered = await service('GET', '/api/order?filter=PO-77');
    expect(filtered.data.rows.map((r: { internalNumber: string }) => r.internalNumber)).toEqual(['PO-77']);
    expect(await service('GET', '/api/order?sort=bogus')).toMatchObject({
      code: -6,
      data: { field: 'sort' },
    });
    expect(await service('GET', '/api/order?after=nonsense')).toMatchObject({
      code: -6,
      data: { field: 'after' },
    });
  });

  it('a distributor sees its service centres orders; provider staff see every company', async () => {
    const riviera = await as('riviera@demo.test')('GET', '/api/order?pageSize=50');
    const distributor = await as('distributor@demo.test')('GET', '/api/order?pageSize=50');
    const ids = (p: { data: { rows: { id: number }[] } }) => p.data.rows.map((r) => r.id);
    expect(ids(riviera).length).toBeGreaterThan(0);
    expect(ids(distributor)).toEqual(expect.arrayContaining(ids(riviera)));
    const admin = await as('admin@demo.test')('GET', '/api/order?pageSize=200');
    expect(new Set(admin.data.rows.map((r: { moovexID: string }) => r.moovexID)).size).toBeGreaterThan(2);
  });

  it('another company gets -15 for an order and its PDF; the owner gets them', async () => {
    const ownOrder = async (_: TestContext, cookie: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/order?pageSize=1', headers: { cookie } });
      return res.json().data.rows[0].id as number;
    };
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/order/{id}',
      method: 'GET',
      prepare: async (c, cookie) => ({ url: `/api/order/${await ownOrder(c, cookie)}` }),
    });
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/order/{id}/pdf',
      method: 'GET',
      prepare: async (c, cookie) => ({ url: `/api/order/${await ownOrder(c, cookie)}/pdf` }),
    });
    expect(await service('GET', '/api/order/999999')).toMatchObject({ http: 404, code: -15 });
    expect(await service('GET', '/api/order/abc')).toMatchObject({ code: -6 });
  });

  it('exports the visible history (Excel), or the chosen orders', async () => {
    const all = await service('PUT', '/api/export', { type: 'excel', report: 'orders' });
    expect(all).toMatchObject({ code: 0, data: { fileName: 'orders.xlsx' } });
    expect(Buffer.from(all.data.file, 'base64').subarray(0, 2).toString()).toBe('PK');
    // The total is a number with its currency's format (it adds up in Excel), not text.
    const { sheet, headers } = await openXlsx(Buffer.from(all.data.file, 'base64'));
    const total = sheet.getRow(2).getCell(headers.indexOf('Total') + 1);
    expect(typeof total.value).toBe('number');
    expect(total.numFmt).toMatch(/#,##0\.00/);
    const chosen = await service('PUT', '/api/export', { report: 'orders', ids: [1] });
    expect(chosen.code).toBe(0);
    // Another company's export never holds this company's orders: the same visibility as the list.
    const galil = await as('galil@demo.test')('PUT', '/api/export', { report: 'orders', filter: 'PO-77' });
    expect(galil.code).toBe(0);
    expect(Buffer.from(galil.data.file, 'base64').length).toBeLessThan(
      Buffer.from(all.data.file, 'base64').length,
    );
  });

  it('the PDF is a PDF named after the order; provider staff may print any', async () => {
    const [anyOrder] = await ctx.deps.db.select().from(orders).limit(1);
    const admin = await ctx.login('admin@demo.test');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/${anyOrder.id}/pdf`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`order-${anyOrder.id}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

import type { UnitOptions } from '@poolside/contract/complete-units';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { type Caller, callersOf, todayOf, uploadInvoice, validBody } from './test-helpers.ts';

let ctx: TestContext;
let service: Caller;
let options: UnitOptions;
let invoice: number;
let cookies: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, ['service@demo.test', 'galil@demo.test']);
  cookies = callers.cookies;
  service = callers.as('service@demo.test');
  options = (await service('GET', '/api/completeUnits/options')).data;
  invoice = await uploadInvoice(ctx, cookies['service@demo.test']);
});
afterAll(async () => {
  await ctx?.close();
});

const body = (sn: string, over = {}) => validBody(ctx, options, sn, invoice, over);

describe('GET /api/completeUnits/options', () => {
  it('answers the four lists with stable ids and the isOther items', () => {
    expect(options.suspiciousParts.map((o) => o.title)).toEqual([
      'Pump',
      'Motor',
      'Power Supply',
      'Cable',
      'Other',
    ]);
    expect(options.suspiciousParts.filter((o) => o.isOther)).toHaveLength(1);
    expect(options.poolSurfaces).toHaveLength(6);
    expect(options.poolShapes).toHaveLength(5);
    expect(options.complaints.find((o) => o.isOther)?.title).toBe('Other (open field)');
  });
});

describe('PUT /api/completeUnits', () => {
  it('files a request for the caller company in status SNT', async () => {
    const res = await service(
      'PUT',
      '/api/completeUnits',
      body(' sn100004 ', { action: 'new', newSN: 'x1' }),
    );
    expect(res).toMatchObject({ http: 200, status: true, code: 0 });
    const got = await service('GET', `/api/completeUnits/${res.data.id}`);
    expect(got.data).toMatchObject({
      sn: 'SN100004',
      status: 'SNT',
      action: 'new',
      newSN: 'X1',
      firstName: 'Ana',
      moovexID: '3001',
      invoice,
      invoiceName: 'invoice.png',
      dateArrived: todayOf(ctx) - 86400,
      poolLength: 10.5,
      aquaCreditAmount: null,
    });
    expect(got.data.pn).not.toBe('');
    expect(got.data.robotDesc).not.toBe('');
    expect(got.data.complaintTitle).not.toBe('');
    expect(got.data.suspiciousPartTitle).toBe('Motor');
  });

  it('answers -12 naming every missing field of an empty wizard', async () => {
    const res = await service('PUT', '/api/completeUnits', {});
    expect(res).toMatchObject({ http: 400, status: false, code: -12 });
    expect(res.data.fields).toEqual([
      'sn',
      'dateArrived',
      'firstName',
      'purchaseDate',
      'invoice',
      'complaint',
      'suspiciousPart',
      'comments',
      'action',
    ]);
    expect(res.data.field).toBe('sn');
  });

  it.each([
    ['sn', { sn: '' }],
    ['dateArrived', { dateArrived: null }],
    ['firstName', { firstName: '  ' }],
    ['purchaseDate', { purchaseDate: undefined }],
    ['invoice', { invoice: null }],
    ['complaint', { complaint: null }],
    ['suspiciousPart', { suspiciousPart: null }],
    ['action', { action: null }],
    ['comments', { comments: '', technicianComments: '' }],
    ['newSN', { action: 'new', newSN: '' }],
  ])('answers -12 with field %s', async (field, over) => {
    const res = await service('PUT', '/api/completeUnits', body('SN100005', over));
    expect(res).toMatchObject({ http: 400, code: -12, data: { field, fields: [field] } });
  });

  it('needs otherComplaint for the "Other (open field)" complaint', async () => {
    const other = options.complaints.find((c) => c.isOther)!.id;
    const res = await service('PUT', '/api/completeUnits', body('SN100005', { complaint: other }));
    expect(res).toMatchObject({ code: -12, data: { fields: ['otherComplaint'] } });
    const fine = await service(
      'PUT',
      '/api/completeUnits',
      body('SN100005', { complaint: other, otherComplaint: 'Smells burnt' }),
    );
    expect(fine.status).toBe(true);
  });

  it('accepts a technician comment instead of a comment', async () => {
    const res = await service(
      'PUT',
      '/api/completeUnits',
      body('SN100006', { comments: '', technicianComments: 'Motor burnt' }),
    );
    expect(res.status).toBe(true);
  });

  it('answers -15 for an unknown robot', async () => {
    const res = await service('PUT', '/api/completeUnits', body('SN999999'));
    expect(res).toMatchObject({ http: 404, code: -15, data: { field: 'sn' } });
  });

  it('answers -26 for a second request on one robot, also a retried create, and keeps one row', async () => {
    const first = await service('PUT', '/api/completeUnits', body('SN100007'));
    expect(first.status).toBe(true);
    const retry = await service('PUT', '/api/completeUnits', body('SN100007'));
    expect(retry).toMatchObject({ http: 409, status: false, code: -26, data: { field: 'sn' } });
    const galil = await ctx.app.inject({
      method: 'PUT',
      url: '/api/completeUnits',
      payload: body('SN100007', { invoice: await uploadInvoice(ctx, cookies['galil@demo.test']) }),
      headers: { cookie: cookies['galil@demo.test'] },
    });
    expect(galil.json().code).toBe(-26);
    const rows = await ctx.deps.db.select().from(completeUnits).where(eq(completeUnits.sn, 'SN100007'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invoice of another company or of the wrong kind (-6)', async () => {
    const galilFile = await uploadInvoice(ctx, cookies['galil@demo.test']);
    const foreign = await service('PUT', '/api/completeUnits', body('SN100008', { invoice: galilFile }));
    expect(foreign).toMatchObject({ http: 400, code: -6, data: { field: 'invoice' } });
    const office = await uploadInvoice(ctx, cookies['service@demo.test'], 'file');
    const wrongKind = await service('PUT', '/api/completeUnits', body('SN100008', { invoice: office }));
    expect(wrongKind).toMatchObject({ code: -6, data: { field: 'invoice' } });
    const missing = await service('PUT', '/api/completeUnits', body('SN100008', { invoice: 999_999 }));
    expect(missing).toMatchObject({ code: -6, data: { field: 'invoice' } });
  });

  it('refuses invalid values with -6 naming them all', async () => {
    const today = todayOf(ctx);
    const res = await service(
      'PUT',
      '/api/completeUnits',
      body('SN100008', {
        purchaseDate: today + 5 * 86400,
        complaint: options.suspiciousParts[0].id,
        poolShape: options.poolSurfaces[0].id,
      }),
    );
    expect(res).toMatchObject({ http: 400, code: -6 });
    expect(res.data.fields).toEqual(['dateArrived', 'purchaseDate', 'complaint', 'poolShape']);
    const sameSn = await service(
      'PUT',
      '/api/completeUnits',
      body('SN100008', { action: 'new', newSN: 'SN100008' }),
    );
    expect(sameSn).toMatchObject({ code: -6, data: { fields: ['newSN'] } });
  });

  it('refuses a malformed payload with -6, never a 5xx', async () => {
    for (const bad of [{ action: 'swap' }, { email: 'nope' }, { poolWidth: 'wide' }, { dateArrived: 'x' }]) {
      const res = await service('PUT', '/api/completeUnits', body('SN100008', bad));
      expect(res.http).toBe(400);
      expect(res.code).toBe(-6);
    }
  });

  it('ignores the reply stage when filing', async () => {
    const res = await service(
      'PUT',
      '/api/completeUnits',
      body('SN100009', { status: 'APP', aquaCreditAmount: 500, aquaCreditCurrency: 'USD', aquaComment: 'x' }),
    );
    const got = await service('GET', `/api/completeUnits/${res.data.id}`);
    expect(got.data).toMatchObject({ status: 'SNT', aquaCreditAmount: null, aquaComment: '' });
  });

  it('needs a login (-5)', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/completeUnits', payload: body('SN100010') });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-5);
  });
});

// What the fuzzing run (test/fuzz.test.ts) found, kept as regression tests: an id past PostgreSQL's integer
// range (2^31 and beyond, up to 2^53) answered 500 (-10) from the database; the contract now refuses it as
// -6 (400) before any query, for path ids, query ids and id lists alike; ids and dates in bodies are bounded
// by the contract's shared schemas (db-int.ts, dates.ts) and the import's date rule.
import { describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from './harness.ts';
import { userIdOf } from './users.ts';
import { validBody } from '../modules/complete-units/test-helpers.ts';
import { validForms } from '../modules/feedback/test-helpers.ts';

let ctx: TestContext;
let admin: string;
useTestContext(async (c) => {
  ctx = c;
  admin = await c.login('admin@demo.test');
});

const big = ['2147483648', '9007199254740991'];

describe('ids past the database integer range', () => {
  it.each([
    ['GET', '/api/users/{id}'],
    ['PUT', '/api/users/api/{id}'],
    ['GET', '/api/companies/{id}'],
    ['DELETE', '/api/contents/{id}'],
    ['GET', '/api/robots/brands/{id}'],
    ['GET', '/api/files/{id}'],
    ['GET', '/api/file?file={id}'],
    ['GET', '/api/completeUnits/{id}'],
    ['GET', '/api/feedback/{id}'],
  ])('%s %s answers -6, not 500', async (method, template) => {
    for (const id of big) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: template.replace('{id}', id),
        headers: { cookie: admin, origin: 'http://localhost:3000' },
      });
      expect(res.statusCode, `${method} ${template} ${id}`).toBe(400);
      expect(res.json().code).toBe(-6);
    }
  });

  it.each([
    ['/api/notifications', { method: 'removeNotifications', ids: [9007199254740990, 1] }],
    ['/api/popups', { subAction: 'deleteMessage', messageId: 2147483648 }],
    ['/api/privacy/erase', { kind: 'feedback', id: 2147483648 }],
  ])('POST %s with an id list or id past the range answers -6', async (url, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: admin, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(-6);
  });

  it('still finds an id in range', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/1', headers: { cookie: admin } });
    expect(res.json().code).toBe(0);
  });
});

describe('ids and dates past their range in a body', () => {
  async function send(method: 'PUT' | 'POST', url: string, payload: object, cookie = admin) {
    const res = await ctx.app.inject({ method, url, payload, headers: { cookie } });
    return { status: res.statusCode, body: res.json() };
  }
  const invalidAt = (field: string) => ({ status: 400, body: { status: false, code: -6, data: { field } } });

  it('a feedback attachment or file past the range is -6 naming the field', async () => {
    const cookie = await ctx.login('service@demo.test');
    const forms = validForms(2147483648);
    expect(await send('PUT', '/api/feedback', forms.brokenRobot, cookie)).toMatchObject(
      invalidAt('attachment'),
    );
    const files = await send(
      'PUT',
      '/api/feedback',
      { ...validForms(1).technical, files: [2147483648] },
      cookie,
    );
    expect(files).toMatchObject({ status: 400, body: { code: -6 } });
    expect(files.body.data.field).toMatch(/^files/);
    const contact = { email: 'ana@example.com', message: 'A manual, please.', fileID: 2147483648 };
    expect(await send('PUT', '/api/contact', contact)).toMatchObject(invalidAt('fileID'));
  });

  it('a complete-unit invoice past the range is -6 naming invoice', async () => {
    const cookie = await ctx.login('service@demo.test');
    const options = (
      await ctx.app.inject({ method: 'GET', url: '/api/completeUnits/options', headers: { cookie } })
    ).json().data;
    const body = validBody(ctx, options, 'SN100001', 2147483648);
    expect(await send('PUT', '/api/completeUnits', body, cookie)).toMatchObject(invalidAt('invoice'));
  });

  it('a profile logo past the range is -6 naming logo', async () => {
    const cookie = await ctx.login('service@demo.test');
    const id = await userIdOf(ctx, 'service@demo.test');
    expect(await send('POST', `/api/users/${id}`, { logo: 2147483648 }, cookie)).toMatchObject(
      invalidAt('logo'),
    );
  });

  it('a company parent past the range is -6 naming parentId', async () => {
    const company = {
      number: '9901',
      name: 'Far parent',
      kind: 'service_centre',
      country: 'US',
      currency: 'USD',
      priceList: 'A',
      parentId: 2147483648,
    };
    expect(await send('PUT', '/api/companies', company)).toMatchObject(invalidAt('parentId'));
  });

  it('RMA ids past the range as comma-joined text are -6 naming ids', async () => {
    for (const ids of ['2147483648', '1,9007199254740993']) {
      expect(await send('POST', '/api/rma/multiple_status_change/REC', { ids })).toMatchObject(
        invalidAt('ids'),
      );
    }
  });

  it('ERP sync dates of year 10000 or far before 1970 are bad rows naming the column, not 500', async () => {
    const staffId = await userIdOf(ctx, 'staff@demo.test');
    const issued = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/api/${staffId}`,
      headers: { cookie: admin },
    });
    const key = issued.json().data.apiKey as string;
    const row = { sn: 'SN970001', modelPn: 'AB-S300', modelYear: 2024, productionDate: '2025-02-01' };
    for (const [column, value] of [
      ['productionDate', 253402300800],
      ['productionDate', -8640000000001],
      ['saleDate', '01/01/0001'],
      ['shipDate', 99999999999999],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/sync/units',
        payload: { rows: [{ ...row, [column]: value }] },
        headers: { authorization: `Bearer ${key}` },
      });
      expect(res.statusCode, `${column} ${value}`).toBe(400);
      expect(res.json()).toMatchObject({ code: -6, data: { field: 'rows' } });
      expect(res.json().data.issues, `${column} ${value}`).toEqual([
        expect.objectContaining({ line: 1, column }),
      ]);
    }
  });
});

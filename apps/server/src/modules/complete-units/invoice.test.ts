import type { UnitOptions } from '@poolside/contract/complete-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequestIdOf } from '../../seed/complete-units.ts';
import { buildRobot } from '../../test/factories.ts';
import { sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { type Caller, callersOf, uploadInvoice, validBody } from './test-helpers.ts';

let ctx: TestContext;
let as: (email: string) => Caller;
let options: UnitOptions;
let cookies: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, ['service@demo.test', 'admin@demo.test', 'staff@demo.test']);
  cookies = callers.cookies;
  as = callers.as;
  options = (await as('service@demo.test')('GET', '/api/completeUnits/options')).data;
});
afterAll(async () => {
  await ctx?.close();
});

/** Files a request with an invoice as the given user (of its company) and answers its id. */
async function fileRequest(cookie: string, email = 'service@demo.test') {
  const robot = await buildRobot(ctx);
  const invoice = await uploadInvoice(ctx, cookie);
  const res = await as(email)('PUT', '/api/completeUnits', validBody(ctx, options, robot.sn, invoice));
  expect(res.status).toBe(true);
  return res.data.id as number;
}

const download = (id: number, email: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/completeUnits/${id}/invoice`,
    headers: { cookie: cookies[email] },
  });

describe('GET /api/completeUnits/{id}/invoice', () => {
  it('serves the request invoice as an attachment to the requester company and to provider staff', async () => {
    const id = await fileRequest(cookies['service@demo.test']);
    for (const email of ['service@demo.test', 'admin@demo.test', 'staff@demo.test']) {
      const res = await download(id, email);
      expect(res.statusCode, email).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice.png"/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(sampleFiles.png())).toBe(true);
    }
  });

  it('refuses another company (-15), the owner gets it', async () => {
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/completeUnits/{id}/invoice',
      method: 'GET',
      prepare: async (_, ownerCookie) => ({
        url: `/api/completeUnits/${await fileRequest(ownerCookie)}/invoice`,
      }),
    });
  });

  it('serves an invoice the maker attached while editing (a file of the provider) to the requester', async () => {
    const id = await fileRequest(cookies['service@demo.test']);
    const makers = await uploadInvoice(ctx, cookies['admin@demo.test']);
    const edit = await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, { id, invoice: makers });
    expect(edit.status).toBe(true);
    const res = await download(id, 'service@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(sampleFiles.png())).toBe(true);
  });

  it('answers -15 for a request without an invoice and for one that does not exist', async () => {
    const withoutInvoice = (await demoRequestIdOf(ctx.deps.db, 'SN100050'))!;
    expect((await download(withoutInvoice, 'service@demo.test')).json()).toMatchObject({ code: -15 });
    expect((await download(999_999, 'service@demo.test')).json()).toMatchObject({ code: -15 });
  });
});

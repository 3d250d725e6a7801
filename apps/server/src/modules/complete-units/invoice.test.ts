import { describe, expect, it } from 'vitest';
import { demoRequestIdOf } from '../../seed/complete-units.ts';
import { buildRobot } from '../../test/factories.ts';
import { sampleFiles } from '../../test/files.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { uploadInvoice, setUpUnitSuite, validBody } from './test-helpers.ts';

const suite = setUpUnitSuite(['service@demo.test', 'admin@demo.test', 'staff@demo.test']);

/** Files a request with an invoice as the given user (of its company) and answers its id. */
async function fileRequest(cookie: string, email = 'service@demo.test') {
  const robot = await buildRobot(suite.ctx);
  const invoice = await uploadInvoice(suite.ctx, cookie);
  const res = await suite.as(email)(
    'PUT',
    '/api/completeUnits',
    validBody(suite.ctx, suite.options, robot.sn, invoice),
  );
  expect(res.status).toBe(true);
  return res.data.id as number;
}

const download = (id: number, email: string) =>
  suite.ctx.app.inject({
    method: 'GET',
    url: `/api/completeUnits/${id}/invoice`,
    headers: { cookie: suite.cookies[email] },
  });

describe('GET /api/completeUnits/{id}/invoice', () => {
  it('serves the request invoice as an attachment to the requester company and to provider staff', async () => {
    const id = await fileRequest(suite.cookies['service@demo.test']);
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
    await expectOtherCompanyRefused(suite.ctx, {
      name: 'GET /api/completeUnits/{id}/invoice',
      method: 'GET',
      prepare: async (_, ownerCookie) => ({
        url: `/api/completeUnits/${await fileRequest(ownerCookie)}/invoice`,
      }),
    });
  });

  it('serves an invoice the maker attached while editing (a file of the provider) to the requester', async () => {
    const id = await fileRequest(suite.cookies['service@demo.test']);
    const makers = await uploadInvoice(suite.ctx, suite.cookies['admin@demo.test']);
    const edit = await suite.as('admin@demo.test')('POST', `/api/completeUnits/${id}`, {
      id,
      invoice: makers,
    });
    expect(edit.status).toBe(true);
    const res = await download(id, 'service@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(sampleFiles.png())).toBe(true);
  });

  it('answers -15 for a request without an invoice and for one that does not exist', async () => {
    const withoutInvoice = (await demoRequestIdOf(suite.ctx.deps.db, 'SN100050'))!;
    expect((await download(withoutInvoice, 'service@demo.test')).json()).toMatchObject({ code: -15 });
    expect((await download(999_999, 'service@demo.test')).json()).toMatchObject({ code: -15 });
  });
});

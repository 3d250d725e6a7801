import { describe, expect, it } from 'vitest';
import { buildRobot } from '../../test/factories.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { todayOf, uploadInvoice, setUpUnitSuite, validBody } from './test-helpers.ts';

const suite = setUpUnitSuite(['service@demo.test', 'galil@demo.test']);

/** Files a request on a new robot as the cookie's user and answers its id and serial. */
async function fileRequest(cookie: string) {
  const robot = await buildRobot(suite.ctx);
  const invoice = await uploadInvoice(suite.ctx, cookie);
  const res = await suite.ctx.app.inject({
    method: 'PUT',
    url: '/api/completeUnits',
    payload: validBody(suite.ctx, suite.options, robot.sn, invoice),
    headers: { cookie },
  });
  expect(res.json().status).toBe(true);
  return { id: res.json().data.id as number, sn: robot.sn };
}

describe('GET /api/completeUnits/check (the wizard leaving its robot stage)', () => {
  it('answers the robot of a free serial, as typed (trimmed, upper-cased)', async () => {
    const robot = await buildRobot(suite.ctx);
    const res = await suite.as('service@demo.test')(
      'GET',
      `/api/completeUnits/check?sn=${encodeURIComponent(` ${robot.sn.toLowerCase()} `)}`,
    );
    expect(res).toMatchObject({ http: 200, code: 0, data: { sn: robot.sn, pn: 'AB-S300' } });
    expect(res.data.robotDesc).not.toBe('');
  });

  it('says -15 sn for an unknown serial and -12 sn for none', async () => {
    expect(await suite.as('service@demo.test')('GET', '/api/completeUnits/check?sn=NOPE-404')).toMatchObject({
      http: 404,
      code: -15,
      data: { field: 'sn' },
    });
    expect(await suite.as('service@demo.test')('GET', '/api/completeUnits/check?sn=')).toMatchObject({
      code: -12,
    });
  });

  it('says -26 sn for a robot that already has a request, as the save would, except for that request itself', async () => {
    const { id, sn } = await fileRequest(suite.cookies['service@demo.test']);
    expect(await suite.as('service@demo.test')('GET', `/api/completeUnits/check?sn=${sn}`)).toMatchObject({
      http: 409,
      code: -26,
      data: { field: 'sn' },
    });
    // Another company asking about the same robot gets the same answer: one request per robot, whoever files it.
    expect(await suite.as('galil@demo.test')('GET', `/api/completeUnits/check?sn=${sn}`)).toMatchObject({
      code: -26,
    });
    expect(
      await suite.as('service@demo.test')('GET', `/api/completeUnits/check?sn=${sn}&id=${id}`),
    ).toMatchObject({
      code: 0,
      data: { sn },
    });
    // The save answers the same.
    const invoice = await uploadInvoice(suite.ctx, suite.cookies['service@demo.test']);
    expect(
      await suite.as('service@demo.test')(
        'PUT',
        '/api/completeUnits',
        validBody(suite.ctx, suite.options, sn, invoice),
      ),
    ).toMatchObject({
      code: -26,
      data: { field: 'sn' },
    });
  });

  it("checks an edit's request belongs to a company the caller sees (-15 id)", async () => {
    await expectOtherCompanyRefused(suite.ctx, {
      name: 'GET /api/completeUnits/check?id',
      method: 'GET',
      prepare: async (_, ownerCookie) => {
        const { id } = await fileRequest(ownerCookie);
        const free = await buildRobot(suite.ctx);
        return { url: `/api/completeUnits/check?sn=${free.sn}&id=${id}` };
      },
    });
  });
});

describe('the date rules of the contract on the save', () => {
  it('answers -6 naming the dates, with the reason of the first', async () => {
    const robot = await buildRobot(suite.ctx);
    const invoice = await uploadInvoice(suite.ctx, suite.cookies['service@demo.test']);
    const today = todayOf(suite.ctx);
    const before = await suite.as('service@demo.test')(
      'PUT',
      '/api/completeUnits',
      validBody(suite.ctx, suite.options, robot.sn, invoice, {
        dateArrived: today - 10 * 86400,
        purchaseDate: today - 5 * 86400,
      }),
    );
    expect(before).toMatchObject({
      code: -6,
      data: { fields: ['dateArrived', 'purchaseDate'], reason: 'arrivalBeforePurchase' },
    });
    const future = await suite.as('service@demo.test')(
      'PUT',
      '/api/completeUnits',
      validBody(suite.ctx, suite.options, robot.sn, invoice, { purchaseDate: today + 86400 }),
    );
    expect(future).toMatchObject({
      code: -6,
      data: { fields: ['dateArrived', 'purchaseDate'], reason: 'arrivalBeforePurchase' },
    });
  });
});

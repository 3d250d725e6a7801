import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { buildFile, buildRobot, callAs, todayOf } from '../../test/factories.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';

// Any partner could make the first warranty update of another company's robot
// (galil claimed ClearWater's SN100005, after which ClearWater got -15 reading it and -14 updating it), and
// the serial lookup showed another company's sale date that GET /api/warranty/{sn} refuses.

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

async function companyId(number: string) {
  const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.number, number));
  return row.id;
}

async function claim(email: string, sn: string) {
  const invoice = await buildFile(ctx, {
    email,
    originalName: 'invoice.png',
    mime: 'image/png',
    kind: 'image',
  });
  return callAs(ctx, email, 'POST', `/api/warranty/${sn}`, { saleDate: todayOf(ctx) - 10 * 86400, invoice });
}

describe('who may claim a robot’s warranty (issue 19)', () => {
  it('refuses the warranty update of a robot of another company (ownership harness)', async () => {
    await expectOtherCompanyRefused(ctx, {
      name: 'POST /api/warranty/{sn}',
      method: 'POST',
      prepare: async () => {
        const robot = await buildRobot(ctx, { companyId: await companyId('3001') });
        const invoice = await buildFile(ctx, {
          email: 'service@demo.test',
          kind: 'image',
          mime: 'image/png',
        });
        return { url: `/api/warranty/${robot.sn}`, payload: { saleDate: todayOf(ctx) - 86400, invoice } };
      },
    });
  });

  it('refuses galil’s claim of ClearWater’s robot with its own invoice (-11) and leaves it to ClearWater', async () => {
    const robot = await buildRobot(ctx, { companyId: await companyId('3001') });
    const foreign = await claim('galil@demo.test', robot.sn);
    expect(foreign).toMatchObject({ http: 403, status: false, code: -11, data: { field: 'sn' } });
    const lookup = await callAs(ctx, 'service@demo.test', 'GET', `/api/robots/sn/${robot.sn}`);
    expect(lookup.data.warrantyUpdated).toBe(false);
    expect((await claim('service@demo.test', robot.sn)).status).toBe(true);
  });

  it('lets the robot’s company, the distributor over it, a service centre under its distributor and the maker claim it', async () => {
    const distributorRobot = await buildRobot(ctx, { companyId: await companyId('2001') });
    expect((await claim('riviera@demo.test', distributorRobot.sn)).status).toBe(true);
    const centreRobot = await buildRobot(ctx, { companyId: await companyId('3002') });
    expect((await claim('distributor@demo.test', centreRobot.sn)).status).toBe(true);
    const makersRobot = await buildRobot(ctx, { companyId: await companyId('3003') });
    const staff = await callAs(ctx, 'staff@demo.test', 'POST', `/api/warranty/${makersRobot.sn}`, {
      saleDate: todayOf(ctx) - 86400,
    });
    expect(staff.status).toBe(true);
    // A robot whose company the maker never recorded: the first partner claims it, the maker reviews it.
    const unknown = await buildRobot(ctx, { companyId: null });
    expect((await claim('galil@demo.test', unknown.sn)).status).toBe(true);
    // Riviera (under AquaDistrib) may not claim Galil's robot, nor AquaDistrib ClearWater's.
    expect(
      (await claim('riviera@demo.test', (await buildRobot(ctx, { companyId: await companyId('3003') })).sn))
        .code,
    ).toBe(-11);
    expect(
      (
        await claim(
          'distributor@demo.test',
          (
            await buildRobot(ctx, { companyId: await companyId('3001') })
          ).sn,
        )
      ).code,
    ).toBe(-11);
  });

  it('shows a robot’s sale date in the serial lookup only to those who may read its warranty update', async () => {
    const robot = await buildRobot(ctx, { companyId: await companyId('3001') });
    expect((await claim('service@demo.test', robot.sn)).status).toBe(true);
    const url = `/api/robots/sn/${robot.sn}`;
    const own = await callAs(ctx, 'service@demo.test', 'GET', url);
    expect(own.data.saleDate).toBe(todayOf(ctx) - 10 * 86400);
    expect((await callAs(ctx, 'admin@demo.test', 'GET', url)).data.saleDate).toBe(own.data.saleDate);
    // Galil may look the robot up (walk-in repairs) but may not read ClearWater's update, nor its sale date.
    expect((await callAs(ctx, 'galil@demo.test', 'GET', `/api/warranty/${robot.sn}`)).code).toBe(-15);
    const other = await callAs(ctx, 'galil@demo.test', 'GET', url);
    expect(other.status).toBe(true);
    expect(other.data.saleDate).toBeNull();
    expect(other.data.warrantyUpdated).toBe(true);
    // Asked again after the owner: the answer kept for one company is not served to another.
    expect((await callAs(ctx, 'service@demo.test', 'GET', url)).data.saleDate).toBe(own.data.saleDate);
    expect((await callAs(ctx, 'galil@demo.test', 'GET', url)).data.saleDate).toBeNull();
  });
});

describe('GET /api/warranty/{sn}/eligibility: the update form asks at the serial, before the date and invoice', () => {
  it('answers the robot to whoever may update it, and the refusal the update would give to others', async () => {
    const robot = await buildRobot(ctx, { companyId: await companyId('3001') });
    const url = `/api/warranty/${robot.sn}/eligibility`;
    expect(await callAs(ctx, 'service@demo.test', 'GET', url)).toMatchObject({
      status: true,
      data: { sn: robot.sn, warrantyUpdated: false },
    });
    expect(await callAs(ctx, 'galil@demo.test', 'GET', url)).toMatchObject({
      http: 403,
      code: -11,
      data: { field: 'sn' },
    });
    expect(
      await callAs(ctx, 'service@demo.test', 'GET', '/api/warranty/NOSUCH0001/eligibility'),
    ).toMatchObject({ http: 404, code: -15, data: { field: 'sn' } });
    // Asking changes nothing: the owner still updates it, then it is already updated (type 1 may again).
    expect((await claim('service@demo.test', robot.sn)).status).toBe(true);
    expect(await callAs(ctx, 'service@demo.test', 'GET', url)).toMatchObject({
      http: 422,
      code: -14,
      data: { field: 'sn' },
    });
    // A stranger learns nothing more than before.
    expect((await callAs(ctx, 'galil@demo.test', 'GET', url)).code).toBe(-11);
    expect(await callAs(ctx, 'admin@demo.test', 'GET', url)).toMatchObject({
      status: true,
      data: { warrantyUpdated: true },
    });
  });
});

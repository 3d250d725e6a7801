import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../../test/ownership.ts';
import { addUser, freshSerial, optionId, robotOf, todayOf } from '../test-helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const emails = [
  'service@demo.test',
  'colleague@demo.test',
  'riviera@demo.test',
  'distributor@demo.test',
  'galil@demo.test',
  'staff@demo.test',
  'admin@demo.test',
];
let complaint: number;
let failure: number;
let otherComplaint: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await addUser(ctx, 'colleague@demo.test', 'service@demo.test', 6);
  for (const email of emails) cookies[email] = await ctx.login(email);
  complaint = await optionId(ctx, 'complaint', 'noise');
  otherComplaint = await optionId(ctx, 'complaint', 'other');
  failure = await optionId(ctx, 'failure', 'motor');
});
afterAll(async () => {
  await ctx?.close();
});

async function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
  return { http: res.statusCode, ...res.json() };
}

/** Saves a motor swap on a robot as `email`; answers the saved line. */
async function reportMotor(email: string, sn: string) {
  const robot = await robotOf(ctx, cookies[email], sn);
  const line = {
    oldPN: robot.motorPN,
    oldSN: robot.motorSN,
    newPN: robot.motorPN,
    newSN: freshSerial('MT'),
    complaint,
    failure,
  };
  const res = await call(email, 'PUT', `/api/rma/line/${sn}`, {
    technician: 'Tom',
    repairDate: todayOf(ctx),
    lines: [line],
  });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return { line: res.data[0], robot };
}

describe('GET /api/rma/not_sent', () => {
  it('lists the company unsent lines, and only mine on request', async () => {
    const mine = await reportMotor('service@demo.test', 'SN100005');
    const theirs = await reportMotor('colleague@demo.test', 'SN100009');
    const all = await call('service@demo.test', 'GET', '/api/rma/not_sent?pageSize=200');
    const ids = all.data.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([mine.line.id, theirs.line.id]));
    expect(all.data.rows.every((r: { parentID: null }) => r.parentID === null)).toBe(true);
    expect(all.data.total).toBe(all.data.rows.length);
    const only = await call('service@demo.test', 'GET', '/api/rma/not_sent?mine=true&pageSize=200');
    expect(only.data.rows.map((r: { userID: number }) => r.userID)).not.toContain(theirs.line.userID);
    expect(only.data.rows.map((r: { id: number }) => r.id)).toContain(mine.line.id);
    // Another company sees none of them; a distributor sees its service centre's; staff see all.
    const galil = await call('galil@demo.test', 'GET', '/api/rma/not_sent?pageSize=200');
    expect(galil.data.rows.map((r: { id: number }) => r.id)).not.toContain(mine.line.id);
    const distributor = await call('distributor@demo.test', 'GET', '/api/rma/not_sent?pageSize=200');
    const riviera = await call('riviera@demo.test', 'GET', '/api/rma/not_sent?pageSize=200');
    expect(riviera.data.total).toBeGreaterThan(0);
    expect(distributor.data.rows.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining(riviera.data.rows.map((r: { id: number }) => r.id)),
    );
    expect(distributor.data.rows.map((r: { id: number }) => r.id)).not.toContain(mine.line.id);
    const staff = await call('staff@demo.test', 'GET', '/api/rma/not_sent?pageSize=200');
    expect(staff.data.rows.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([mine.line.id, theirs.line.id]),
    );
  });

  it('filters, sorts and pages', async () => {
    const res = await call('service@demo.test', 'GET', '/api/rma/not_sent?filter=SN100005&sort=id');
    expect(res.data.rows.length).toBeGreaterThan(0);
    expect(res.data.rows.every((r: { robotSN: string }) => r.robotSN === 'SN100005')).toBe(true);
    const page = await call('service@demo.test', 'GET', '/api/rma/not_sent?page=1&pageSize=1&sort=-id');
    expect(page.data.rows).toHaveLength(1);
    expect(page.data.total).toBeGreaterThan(1);
    expect(await call('service@demo.test', 'GET', '/api/rma/not_sent?sort=nope')).toMatchObject({ code: -6 });
  });
});

describe('GET/POST/DELETE /api/rma/line/:id', () => {
  it('answers a line of the company, -15 for another company', async () => {
    const { line } = await reportMotor('service@demo.test', 'SN100013');
    const got = await call('colleague@demo.test', 'GET', `/api/rma/line/${line.id}`);
    expect(got.data).toMatchObject({ id: line.id, robotSN: 'SN100013', poolsideRemark: '' });
    expect(await call('service@demo.test', 'GET', '/api/rma/line/999999')).toMatchObject({
      http: 404,
      code: -15,
    });
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      await expectOtherCompanyRefused(ctx, {
        name: `${method} /api/rma/line/:id`,
        method,
        prepare: async () => ({
          url: `/api/rma/line/${(await reportMotor('service@demo.test', method === 'GET' ? 'SN100017' : method === 'POST' ? 'SN100021' : 'SN100025')).line.id}`,
          payload: method === 'POST' ? { technician: 'Zed' } : undefined,
        }),
      });
    }
  });

  it('edits a draft (a colleague may carry on) with the composer rules', async () => {
    const { line } = await reportMotor('service@demo.test', 'SN100029');
    const res = await call('colleague@demo.test', 'POST', `/api/rma/line/${line.id}`, {
      technician: 'Kim',
      internalNumber: 'WO-77',
      complaint: otherComplaint,
      description: 'Grinding noise',
      repairDate: todayOf(ctx) - 86400,
    });
    expect(res.data).toMatchObject({
      technician: 'Kim',
      internalNumber: 'WO-77',
      complaint: otherComplaint,
      repairDate: todayOf(ctx) - 86400,
    });
    const noText = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, { description: '' });
    expect(noText).toMatchObject({ code: -12, data: { field: 'description' } });
    const noTech = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, { technician: ' ' });
    expect(noTech).toMatchObject({ code: -12, data: { field: 'technician' } });
    const amount = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, { amount: 3 });
    expect(amount).toMatchObject({ code: -6, data: { field: 'amount' } });
  });

  it("refuses a repair date before the robot's production date, as the report does (-6 repairDate)", async () => {
    const { line, robot } = await reportMotor('service@demo.test', 'SN100037');
    expect(line.robotData.productionDate).toBe(robot.productionDate);
    const before = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, {
      repairDate: Number(robot.productionDate) - 86400,
    });
    expect(before).toMatchObject({
      http: 400,
      code: -6,
      data: { field: 'repairDate', reason: 'repairDateBeforeProduction' },
    });
    const future = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, {
      repairDate: todayOf(ctx) + 2 * 86400,
    });
    expect(future).toMatchObject({ code: -6, data: { field: 'repairDate', reason: 'invalidRepairDate' } });
    const same = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, {
      repairDate: Number(robot.productionDate),
    });
    expect(same).toMatchObject({ code: 0, data: { repairDate: Number(robot.productionDate) } });
  });

  it('lets only provider staff set a line status (the admin hook), audited', async () => {
    const { line } = await reportMotor('service@demo.test', 'SN100033');
    const denied = await call('service@demo.test', 'POST', `/api/rma/line/${line.id}`, {
      status: 'APP',
      onlyStatus: true,
    });
    expect(denied).toMatchObject({ http: 403, code: -11 });
    const ok = await call('admin@demo.test', 'POST', `/api/rma/line/${line.id}`, {
      status: 'REJ',
      onlyStatus: true,
      poolsideRemark: 'Not a warranty case',
    });
    expect(ok.data.status).toBe('REJ');
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(line.id)));
    expect(audits.map((a) => a.action)).toContain('rma.line.status');
  });

  it('deletes a draft and undoes its part change; sent lines stay', async () => {
    const { line, robot } = await reportMotor('service@demo.test', 'SN100037');
    expect((await robotOf(ctx, cookies['service@demo.test'], 'SN100037')).motorSN).toBe(line.newSN);
    expect(await call('colleague@demo.test', 'DELETE', `/api/rma/line/${line.id}`)).toMatchObject({
      status: true,
      data: null,
    });
    const after = await robotOf(ctx, cookies['service@demo.test'], 'SN100037');
    expect(after.motorSN).toBe(robot.motorSN);
    expect(after.history).toEqual(robot.history);
    expect(await call('service@demo.test', 'GET', `/api/rma/line/${line.id}`)).toMatchObject({ code: -15 });

    const sent = await reportMotor('service@demo.test', 'SN100041');
    await call('service@demo.test', 'PUT', '/api/rma/requests', { ids: [sent.line.id] });
    expect(await call('service@demo.test', 'DELETE', `/api/rma/line/${sent.line.id}`)).toMatchObject({
      http: 422,
      code: -14,
    });
    expect(
      await call('service@demo.test', 'POST', `/api/rma/line/${sent.line.id}`, { technician: 'X' }),
    ).toMatchObject({
      code: -14,
    });
  });
});

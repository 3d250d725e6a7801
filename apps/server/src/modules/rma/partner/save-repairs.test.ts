import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { addUser, freshSerial, optionId, robotOf, setQaParams, todayOf } from '../test-helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
let ids: { notMoving: number; otherComplaint: number; motorFailure: number; otherFailure: number };

beforeAll(async () => {
  ctx = await createTestContext();
  await addUser(ctx, 'viewer@demo.test', 'service@demo.test', 7);
  for (const email of ['service@demo.test', 'galil@demo.test', 'viewer@demo.test']) {
    cookies[email] = await ctx.login(email);
  }
  ids = {
    notMoving: await optionId(ctx, 'complaint', 'not_moving'),
    otherComplaint: await optionId(ctx, 'complaint', 'other'),
    motorFailure: await optionId(ctx, 'failure', 'motor'),
    otherFailure: await optionId(ctx, 'failure', 'other'),
  };
});
afterAll(async () => {
  await ctx?.close();
});

async function save(sn: string, body: object, email = 'service@demo.test') {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/rma/line/${sn}`,
    payload: body,
    headers: { cookie: cookies[email] },
  });
  return { http: res.statusCode, ...res.json() };
}

/** A valid body replacing the motor of a robot. */
async function motorSwap(sn: string, over: object = {}) {
  const robot = await robotOf(ctx, cookies['service@demo.test'], sn);
  const line = {
    oldPN: robot.motorPN,
    oldSN: robot.motorSN,
    newPN: robot.motorPN,
    newSN: freshSerial('MT'),
    complaint: ids.notMoving,
    failure: ids.motorFailure,
    ...over,
  };
  return {
    robot,
    body: { technician: 'Ann', repairDate: todayOf(ctx), internalNumber: 'WO-1', lines: [line] },
  };
}

const withLine = (body: { lines: object[] }, over: object) => ({
  ...body,
  lines: [{ ...body.lines[0], ...over }],
});

describe('PUT /api/rma/line/:robotSN refusals', () => {
  it('needs a session and the rmaPartsReport right', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/rma/line/SN100004', payload: {} });
    expect(res.json().code).toBe(-5);
    const { body } = await motorSwap('SN100004');
    expect(await save('SN100004', body, 'viewer@demo.test')).toMatchObject({ http: 403, code: -11 });
  });

  it('answers -15 for an unknown robot', async () => {
    const { body } = await motorSwap('SN100004');
    expect(await save('SN999999', body)).toMatchObject({ code: -15, data: { field: 'robotSN' } });
  });

  it('checks the submit rules: lines, technician, repair date', async () => {
    const none = await save('SN100004', { technician: '', lines: [] });
    expect(none).toMatchObject({ http: 400, code: -12 });
    expect(none.data.fields).toEqual(['lines', 'technician', 'repairDate']);
    const { body } = await motorSwap('SN100004');
    const future = await save('SN100004', { ...body, repairDate: todayOf(ctx) + 86400 });
    expect(future).toMatchObject({ code: -6, data: { field: 'repairDate' } });
    const beforeProduction = await save('SN100004', { ...body, repairDate: 86400 });
    expect(beforeProduction).toMatchObject({
      code: -6,
      data: { field: 'lines.0.repairDate', reason: 'repairDateBeforeProduction' },
    });
  });

  it('re-checks PNs and serials', async () => {
    const { body, robot } = await motorSwap('SN100004');
    const cases: [object, number, string][] = [
      [{ oldPN: 'NOPE-1' }, -6, 'lines.0.oldPN'],
      [{ oldPN: '' }, -12, 'lines.0.oldPN'],
      [{ oldSN: 'XX1' }, -6, 'lines.0.oldSN'],
      [{ oldSN: 'MT12345678' }, -6, 'lines.0.oldSN'], // not the motor this robot's record holds
      [{ oldSN: '' }, -12, 'lines.0.oldSN'],
      [{ newPN: 'NOPE-2' }, -6, 'lines.0.newPN'],
      [{ newSN: 'PS12345678' }, -6, 'lines.0.newSN'], // not the shape of a motor serial
      [{ newSN: robot.motorSN.toLowerCase() }, -6, 'lines.0.newSN'], // copiedSN
      [{ amount: 2 }, -6, 'lines.0.amount'],
      [{ complaint: null }, -12, 'lines.0.complaint'],
      [{ failure: 99999 }, -6, 'lines.0.failure'],
    ];
    for (const [over, code, field] of cases) {
      const res = await save('SN100004', withLine(body, over));
      expect({ over, code: res.code, field: res.data.field }).toEqual({ over, code, field });
    }
  });

  it('refuses serials fitted in another robot with -27', async () => {
    const other = await robotOf(ctx, cookies['service@demo.test'], 'SN100006');
    const { body } = await motorSwap('SN100004', { newSN: other.motorSN });
    expect(await save('SN100004', body)).toMatchObject({
      http: 409,
      code: -27,
      data: { field: 'lines.0.newSN' },
    });
    const { body: second } = await motorSwap('SN100004', { oldSN: other.motorSN });
    expect(await save('SN100004', second)).toMatchObject({ code: -27, data: { field: 'lines.0.oldSN' } });
  });

  it('refuses an old serial already in the robot history (snAlreadyReported)', async () => {
    const robot = await robotOf(ctx, cookies['service@demo.test'], 'SN100002');
    const old = (robot.history as unknown as { oldSN: string; oldPN: string }[])[0];
    const { body } = await motorSwap('SN100002', { oldPN: old.oldPN, oldSN: old.oldSN });
    expect(await save('SN100002', body)).toMatchObject({ code: -6, data: { field: 'lines.0.oldSN' } });
  });

  it('needs a description when the complaint or the failure is "other"', async () => {
    const { body } = await motorSwap('SN100004');
    const res = await save('SN100004', withLine(body, { complaint: ids.otherComplaint }));
    expect(res).toMatchObject({ code: -12, data: { field: 'lines.0.description' } });
    const failure = await save('SN100004', withLine(body, { failure: ids.otherFailure, description: ' ' }));
    expect(failure).toMatchObject({ code: -12, data: { field: 'lines.0.description' } });
  });

  it('refuses the same old serial twice in one report and pulleys above 1', async () => {
    const { body } = await motorSwap('SN100004');
    const twice = { ...body, lines: [body.lines[0], { ...body.lines[0], newSN: freshSerial('MT') }] };
    expect(await save('SN100004', twice)).toMatchObject({ code: -6, data: { field: 'lines.1.oldSN' } });
    const pulley = { oldPN: 'AB-PUL-01', oldSN: '', newPN: 'AB-PUL-01', newSN: '', amount: 2 };
    expect(await save('SN100004', withLine(body, pulley))).toMatchObject({
      code: -6,
      data: { field: 'lines.0.amount' },
    });
  });
});

describe('PUT /api/rma/line/:robotSN saving', () => {
  it('saves lines with warranty and QA flags and updates the robot part history', async () => {
    const { body, robot } = await motorSwap('SN100001');
    const newSN = body.lines[0].newSN;
    const brush = {
      oldPN: 'ab-brs-01-sp',
      oldSN: '',
      newPN: 'AB-BRS-01',
      newSN: '',
      amount: 2,
      complaint: ids.otherComplaint,
      failure: ids.motorFailure,
      description: 'Torn',
      technician: 'Bob',
    };
    const res = await save('sn100001', {
      ...body,
      lines: [{ ...body.lines[0], newSN: newSN.toLowerCase() }, brush],
    });
    expect(res.status).toBe(true);
    expect(res.data).toHaveLength(2);
    expect(res.data[0]).toMatchObject({
      robotSN: 'SN100001',
      robotPN: 'AB-S300',
      oldPN: robot.motorPN,
      oldSN: robot.motorSN,
      newSN,
      underWarranty: true,
      partWarrantyEnd: Number(robot.warrantyEnd),
      returnToQA: false,
      parentID: null,
      technician: 'Ann',
      internalNumber: 'WO-1',
      repairDate: todayOf(ctx),
      status: null,
      robotData: { pn: 'AB-S300', year: 2024 },
    });
    expect(res.data[1]).toMatchObject({
      oldPN: 'AB-BRS-01',
      amount: 2,
      technician: 'Bob',
      description: 'Torn',
    });
    const after = await robotOf(ctx, cookies['service@demo.test'], 'SN100001');
    expect(after.motorSN).toBe(newSN);
    expect(after.history).toEqual([
      expect.objectContaining({ slot: 'motor', oldSN: robot.motorSN, newSN, date: todayOf(ctx) }),
    ]);
    // Reporting the removed serial again is now snAlreadyReported.
    const again = await motorSwap('SN100001', { oldSN: robot.motorSN });
    expect(await save('SN100001', again.body)).toMatchObject({ code: -6, data: { field: 'lines.0.oldSN' } });
  });

  it('marks lines of an expired robot as not under warranty', async () => {
    const robot = await robotOf(ctx, cookies['service@demo.test'], 'SN100002');
    const line = {
      oldPN: robot.pump1PN,
      oldSN: robot.pump1SN,
      newPN: robot.pump1PN,
      newSN: freshSerial('PU'),
      complaint: ids.notMoving,
      failure: ids.motorFailure,
    };
    const res = await save('SN100002', { technician: 'Ann', repairDate: todayOf(ctx), lines: [line] });
    expect(res.data[0]).toMatchObject({ underWarranty: false, returnToQA: false });
  });

  it('sends parts to QA up to the monthly limit, counting again next month', async () => {
    await setQaParams(ctx, { prefix1: 'PS', prefix1MonthlyLimit: 2 });
    const psuSwap = async (sn: string) => {
      const robot = await robotOf(ctx, cookies['service@demo.test'], sn);
      const line = {
        oldPN: robot.psuPN,
        oldSN: robot.psuSN,
        newPN: robot.psuPN,
        newSN: freshSerial('PS'),
        complaint: ids.notMoving,
        failure: ids.motorFailure,
      };
      const res = await save(sn, { technician: 'Ann', repairDate: todayOf(ctx), lines: [line] });
      return res.data[0].returnToQA as boolean;
    };
    expect([await psuSwap('SN100007'), await psuSwap('SN100008'), await psuSwap('SN100010')]).toEqual([
      true,
      true,
      false,
    ]);
    ctx.clock.advance(32 * 86400);
    cookies['service@demo.test'] = await ctx.login('service@demo.test');
    expect(await psuSwap('SN100011')).toBe(true);
    await setQaParams(ctx, { prefix1: '', prefix1MonthlyLimit: null });
  });
});

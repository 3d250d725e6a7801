import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { rmaRequests } from '../../../db/schema/rma.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../../test/ownership.ts';
import { userIdOf } from '../../../test/users.ts';
import { findActorBySession } from '../../auth/index.ts';
import { changeRmaStatuses } from '../rma-status-service.ts';
import { addUser, freshSerial, optionId, robotOf, todayOf } from '../test-helpers.ts';
import { sheetRows } from '../../../test/export-files.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const emails = [
  'service@demo.test',
  'colleague@demo.test',
  'galil@demo.test',
  'distributor@demo.test',
  'staff@demo.test',
  'viewer@demo.test',
];
let complaint: number;
let failure: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await addUser(ctx, 'colleague@demo.test', 'service@demo.test', 6);
  await addUser(ctx, 'viewer@demo.test', 'service@demo.test', 7);
  for (const email of emails) cookies[email] = await ctx.login(email);
  complaint = await optionId(ctx, 'complaint', 'noise');
  failure = await optionId(ctx, 'failure', 'pump');
});
afterAll(async () => {
  await ctx?.close();
});

async function call(email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, payload, headers: { cookie: cookies[email] } });
  return { http: res.statusCode, ...res.json() };
}

async function reportPump(email: string, sn: string) {
  const robot = await robotOf(ctx, cookies[email], sn);
  const line = {
    oldPN: robot.pump1PN,
    oldSN: robot.pump1SN,
    newPN: robot.pump1PN,
    newSN: freshSerial('PU'),
    complaint,
    failure,
  };
  const res = await call(email, 'PUT', `/api/rma/line/${sn}`, {
    technician: 'Tom',
    repairDate: todayOf(ctx),
    internalNumber: `IN-${sn}`,
    lines: [line],
  });
  expect(res.status, JSON.stringify(res)).toBe(true);
  return res.data[0];
}

describe('PUT /api/rma/requests', () => {
  it('sends the actor own lines only, warranty only on request', async () => {
    const valid = await reportPump('service@demo.test', 'SN100003');
    const expired = await reportPump('service@demo.test', 'SN100002');
    const colleague = await reportPump('colleague@demo.test', 'SN100004');
    expect(expired.underWarranty).toBe(false);
    const warranty = await call('service@demo.test', 'PUT', '/api/rma/requests', { warrantyOnly: true });
    expect(warranty.status).toBe(true);
    const rma = await call('service@demo.test', 'GET', `/api/rma/requests/${warranty.data.id}`);
    expect(rma.data).toMatchObject({
      status: 'SNT',
      finished: false,
      moovexID: '3001',
      clientFullName: 'ClearWater Service',
      red: 0,
    });
    expect(rma.data.lines.map((l: { id: number }) => l.id)).toContain(valid.id);
    expect(rma.data.lines.map((l: { id: number }) => l.id)).not.toContain(expired.id);
    const all = await call('service@demo.test', 'PUT', '/api/rma/requests', {
      ids: [expired.id, colleague.id],
    });
    expect(all.data.lines).toBe(1);
    const second = await call('service@demo.test', 'GET', `/api/rma/requests/${all.data.id}`);
    expect(second.data.lines.map((l: { id: number }) => l.id)).toEqual([expired.id]);
    expect(second.data).toMatchObject({ green: 0, red: 1 });
    // The colleague's line is still a draft of the company.
    expect(
      (await call('service@demo.test', 'GET', `/api/rma/line/${colleague.id}`)).data.parentID,
    ).toBeNull();
  });

  it('refuses nothing to send (-14) and users without the report right (-11)', async () => {
    await call('service@demo.test', 'PUT', '/api/rma/requests', {});
    expect(await call('service@demo.test', 'PUT', '/api/rma/requests', {})).toMatchObject({
      http: 422,
      code: -14,
    });
    expect(await call('viewer@demo.test', 'PUT', '/api/rma/requests', {})).toMatchObject({
      http: 403,
      code: -11,
    });
  });
});

describe('GET /api/rma/requests', () => {
  it('pages, sorts and filters the visible RMAs', async () => {
    const mine = await call('service@demo.test', 'GET', '/api/rma/requests?pageSize=200');
    expect(mine.data.total).toBeGreaterThanOrEqual(8);
    expect(mine.data.rows.every((r: { moovexID: string }) => r.moovexID === '3001')).toBe(true);
    const statuses = new Set(mine.data.rows.map((r: { status: string }) => r.status));
    expect([...statuses].sort()).toEqual(['APP', 'CLS', 'PRO', 'REC', 'REJ', 'RET', 'SNT', 'WAT']);
    const dates = mine.data.rows.map((r: { dateSent: number }) => r.dateSent);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const cls = await call('service@demo.test', 'GET', '/api/rma/requests?status=CLS');
    expect(cls.data.rows[0]).toMatchObject({
      status: 'CLS',
      finished: true,
      refund: { invoiceNo: expect.stringMatching(/^INV-/) },
    });
    const byId = await call('service@demo.test', 'GET', `/api/rma/requests?filter=%23${cls.data.rows[0].id}`);
    expect(byId.data.rows.map((r: { id: number }) => r.id)).toEqual([cls.data.rows[0].id]);
    const page = await call('service@demo.test', 'GET', '/api/rma/requests?page=2&pageSize=3&sort=green');
    expect(page.data.rows).toHaveLength(3);
    const galil = await call('galil@demo.test', 'GET', '/api/rma/requests');
    expect(galil.data.total).toBe(0);
    const distributor = await call('distributor@demo.test', 'GET', '/api/rma/requests?pageSize=200');
    expect(new Set(distributor.data.rows.map((r: { moovexID: string }) => r.moovexID))).toEqual(
      new Set(['3002']),
    );
    const staff = await call('staff@demo.test', 'GET', '/api/rma/requests?pageSize=200');
    expect(new Set(staff.data.rows.map((r: { moovexID: string }) => r.moovexID))).toEqual(
      new Set(['3001', '3002']),
    );
  });

  it('lists the unfinished ones and answers one with its lines (-15 for another company)', async () => {
    const unfinished = await call('service@demo.test', 'GET', '/api/rma/requests/unfinished');
    expect(unfinished.data.rows.length).toBeGreaterThan(0);
    expect(unfinished.data.rows.every((r: { finished: boolean }) => !r.finished)).toBe(true);
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/rma/requests/:id',
      method: 'GET',
      prepare: async () => ({ url: `/api/rma/requests/${unfinished.data.rows[0].id}` }),
    });
    expect(await call('service@demo.test', 'GET', '/api/rma/requests/999999')).toMatchObject({ code: -15 });
  });
});

describe('exports', () => {
  it('exports the RMA history, with lines, and a repair history of visible rows only', async () => {
    const history = await call('service@demo.test', 'PUT', '/api/export', { report: 'rmaHistory' });
    const rows = await sheetRows(history.data.file);
    expect(rows[0]).toEqual(expect.arrayContaining(['#', 'Customer ID', 'Status']));
    expect(rows.slice(1).every((r) => r[1] === '3001')).toBe(true);
    const withLines = await call('service@demo.test', 'PUT', '/api/export', {
      report: 'rmaHistoryWithLines',
    });
    expect((await sheetRows(withLines.data.file)).length).toBeGreaterThan(rows.length);
    const own = await call('service@demo.test', 'POST', '/api/rma/history', {
      searchType: 'sn',
      input: 'SN100003',
    });
    const ids = own.data.map((l: { id: number }) => l.id);
    const asGalil = await call('galil@demo.test', 'PUT', '/api/export', {
      report: 'repairHistory',
      items: ids,
    });
    expect(await sheetRows(asGalil.data.file)).toHaveLength(1);
    const asOwner = await call('service@demo.test', 'PUT', '/api/export', {
      report: 'repairHistory',
      items: ids,
    });
    expect(await sheetRows(asOwner.data.file)).toHaveLength(ids.length + 1);
    expect(await call('service@demo.test', 'PUT', '/api/export', { report: 'repairHistory' })).toMatchObject({
      code: -12,
    });
  });
});

describe('POST /api/rma/history', () => {
  it('searches by serial, internal number and repair dates', async () => {
    const bySn = await call('service@demo.test', 'POST', '/api/rma/history', {
      searchType: 'sn',
      input: 'sn100003',
    });
    expect(bySn.data[0]).toMatchObject({ robotSN: 'SN100003', internalNumber: 'IN-SN100003' });
    const byNo = await call('service@demo.test', 'POST', '/api/rma/history', {
      searchType: 'internalNo',
      input: 'in-sn100003',
    });
    expect(byNo.data.map((l: { id: number }) => l.id)).toEqual(bySn.data.map((l: { id: number }) => l.id));
    const today = todayOf(ctx);
    const byDate = await call('service@demo.test', 'POST', '/api/rma/history', {
      searchType: 'repairDate',
      fromDate: today,
      toDate: today,
    });
    expect(byDate.data.map((l: { robotSN: string }) => l.robotSN)).toContain('SN100003');
    const before = await call('service@demo.test', 'POST', '/api/rma/history', {
      searchType: 'repairDate',
      fromDate: today - 3 * 86400,
      toDate: today - 86400,
    });
    const earlier = before.status ? before.data.map((l: { robotSN: string }) => l.robotSN) : [];
    expect(earlier).not.toContain('SN100003');
  });

  it('answers noRepairHistory (-15) and noSearchParams (-6)', async () => {
    expect(
      await call('galil@demo.test', 'POST', '/api/rma/history', { searchType: 'sn', input: 'SN100003' }),
    ).toMatchObject({ code: -15 });
    expect(
      await call('service@demo.test', 'POST', '/api/rma/history', { searchType: 'sn', input: ' ' }),
    ).toMatchObject({ http: 400, code: -6 });
    const noDates = await call('service@demo.test', 'POST', '/api/rma/history', {
      searchType: 'repairDate',
      fromDate: 0,
    });
    expect(noDates).toMatchObject({ code: -6, data: { field: 'toDate' } });
  });
});

describe('changeRmaStatuses (every admin status change)', () => {
  it('changes the status, audits it and notifies the owner', async () => {
    const staffSession = cookies['staff@demo.test'].split('=')[1];
    const actor = (await findActorBySession(ctx.deps.db, staffSession, ctx.clock.now()))!;
    const [rma] = await ctx.deps.db
      .select()
      .from(rmaRequests)
      .where(
        and(eq(rmaRequests.status, 'SNT'), eq(rmaRequests.userId, await userIdOf(ctx, 'service@demo.test'))),
      )
      .limit(1);
    const changed = await ctx.deps.db.transaction((tx) =>
      changeRmaStatuses(tx, actor, [rma], 'REC', ctx.deps.config),
    );
    expect(changed).toEqual([rma.id]);
    const again = { ...rma, status: 'REC' };
    expect(
      await ctx.deps.db.transaction((tx) => changeRmaStatuses(tx, actor, [again], 'REC', ctx.deps.config)),
    ).toEqual([]);
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rma.status'), eq(auditLog.entityId, String(rma.id))));
    expect(audit).toHaveLength(1);
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, rma.userId));
    expect(notes.map((n) => n.params)).toContainEqual({ rmaId: rma.id, status: 'REC' });
    const list = await call('service@demo.test', 'GET', '/api/notifications');
    expect(JSON.stringify(list.data)).toContain(`RMA #${rma.id}`);
  });
});

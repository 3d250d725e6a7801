import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { rmaRequests } from '../../../db/schema/rma.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../../test/ownership.ts';
import { userIdOf } from '../../../test/users.ts';
import { linesToReturn } from './packing-slip-pdf.ts';
import { buildRma } from '../../../test/factories.ts';
import { caller, sendNewRma } from '../test-helpers.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
const cookies: Record<string, string> = {};
const emails = ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'galil@demo.test'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of emails) cookies[email] = await ctx.login(email);
  call = caller(ctx, cookies);
});
afterAll(async () => {
  await ctx?.close();
});

const auditsOf = (action: string, id: number) =>
  ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

describe('unfinished RMAs and the SNT → REC marking', () => {
  it('lists unfinished RMAs for admins only; the GET changes nothing', async () => {
    const list = await call('admin@demo.test', 'GET', '/api/rma/requests/unfinished?admin=true&pageSize=200');
    expect(list.status).toBe(true);
    const snt = list.data.rows.filter((r: { status: string }) => r.status === 'SNT');
    expect(snt.length).toBeGreaterThan(0);
    expect(new Set(list.data.rows.map((r: { moovexID: string }) => r.moovexID))).toEqual(
      new Set(['3001', '3002']),
    );
    const again = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/requests/unfinished?admin=true&pageSize=200',
    );
    expect(again.data.rows.filter((r: { status: string }) => r.status === 'SNT')).toHaveLength(snt.length);
    expect(
      await call('service@demo.test', 'GET', '/api/rma/requests/unfinished?admin=true&pageSize=200'),
    ).toMatchObject({
      http: 403,
      code: -11,
    });
    // Without the admin flag it is the user's own list.
    const own = await call('service@demo.test', 'GET', '/api/rma/requests/unfinished');
    expect(own.data.rows.every((r: { moovexID: string }) => r.moovexID === '3001')).toBe(true);
  });

  it('marks the SNT ids received, audited, the owners notified; a second call changes nothing', async () => {
    const list = await call('admin@demo.test', 'GET', '/api/rma/requests/unfinished?admin=true&pageSize=200');
    const ids: number[] = list.data.rows
      .filter((r: { status: string }) => r.status === 'SNT')
      .map((r: { id: number }) => r.id);
    const res = await call('admin@demo.test', 'POST', '/api/rma/multiple_status_change/REC', { ids });
    expect(res.data.changed.sort()).toEqual([...ids].sort());
    const rows = await ctx.deps.db.select().from(rmaRequests).where(inArray(rmaRequests.id, ids));
    expect(rows.every((r) => r.status === 'REC')).toBe(true);
    for (const id of ids) expect(await auditsOf('rma.status', id)).toHaveLength(1);
    const owner = await userIdOf(ctx, 'service@demo.test');
    const notes = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner));
    const own = rows.find((r) => r.userId === owner)!;
    expect(notes.map((n) => n.params)).toContainEqual({ rmaId: own.id, status: 'REC' });
    const twice = await call('admin@demo.test', 'POST', '/api/rma/multiple_status_change/REC', { ids });
    expect(twice.data.changed).toEqual([]);
  });

  it('changes any status, ids comma-joined too; refuses non-admins, unknown ids and bad statuses', async () => {
    const { id } = await sendNewRma(ctx, 'service@demo.test', ['SN100001']);
    const res = await call('staff@demo.test', 'POST', '/api/rma/multiple_status_change/PRO', {
      ids: `${id}`,
    });
    expect(res.data.changed).toEqual([id]);
    expect(
      await call('service@demo.test', 'POST', '/api/rma/multiple_status_change/APP', { ids: [id] }),
    ).toMatchObject({
      http: 403,
      code: -11,
    });
    expect(
      await call('admin@demo.test', 'POST', '/api/rma/multiple_status_change/APP', { ids: [id, 999999] }),
    ).toMatchObject({ http: 404, code: -15 });
    expect((await call('admin@demo.test', 'GET', `/api/rma/requests/${id}?admin=true`)).data.status).toBe(
      'PRO',
    );
    expect(
      await call('admin@demo.test', 'POST', '/api/rma/multiple_status_change/XYZ', { ids: [id] }),
    ).toMatchObject({ http: 400, code: -6 });
    expect(await call('admin@demo.test', 'POST', '/api/rma/multiple_status_change/APP', {})).toMatchObject({
      http: 400,
      code: -12,
    });
  });
});

describe('the manage screen: line decisions, refund info, finish and lock', () => {
  let rmaId: number;
  let green: number;
  let red: number;

  beforeAll(async () => {
    const sent = await sendNewRma(ctx, 'service@demo.test', ['SN100003', 'SN100002', 'SN100005']);
    rmaId = sent.id;
    green = sent.lines[0].id;
    red = sent.lines[1].id;
  });

  it('reads one RMA with the admin flag for admins only', async () => {
    expect(
      (await call('staff@demo.test', 'GET', `/api/rma/requests/${rmaId}?admin=true`)).data.lines,
    ).toHaveLength(3);
    expect(await call('service@demo.test', 'GET', `/api/rma/requests/${rmaId}?admin=true`)).toMatchObject({
      http: 403,
      code: -11,
    });
  });

  it('approves lines in a batch and refuses a rejection without a remark', async () => {
    const third = (await call('admin@demo.test', 'GET', `/api/rma/requests/${rmaId}`)).data.lines[2].id;
    const batch = await call('admin@demo.test', 'POST', `/api/rma/line/${green},${third}`, {
      status: 'APP',
      onlyStatus: true,
    });
    expect(batch.data.map((l: { status: string }) => l.status)).toEqual(['APP', 'APP']);
    const refused = await call('admin@demo.test', 'POST', `/api/rma/line/${red}`, {
      status: 'REJ',
      onlyStatus: true,
    });
    expect(refused).toMatchObject({ http: 400, code: -6, data: { field: 'poolsideRemark' } });
    const blank = await call('admin@demo.test', 'POST', `/api/rma/line/${red}`, {
      status: 'REJ',
      onlyStatus: true,
      poolsideRemark: '   ',
    });
    expect(blank).toMatchObject({ code: -6, data: { field: 'poolsideRemark' } });
    expect((await call('admin@demo.test', 'GET', `/api/rma/line/${red}`)).data.status).toBeNull();
    const rejected = await call('admin@demo.test', 'POST', `/api/rma/line/${red}`, {
      status: 'REJ',
      onlyStatus: true,
      poolsideRemark: 'Impact damage: not covered',
    });
    expect(rejected.data).toMatchObject({ status: 'REJ', poolsideRemark: 'Impact damage: not covered' });
    // A remark alone keeps the decision; clearing the remark of a rejected line is refused.
    const remark = await call('admin@demo.test', 'POST', `/api/rma/line/${green}`, {
      onlyStatus: true,
      poolsideRemark: 'Pump seized',
    });
    expect(remark.data).toMatchObject({ status: 'APP', poolsideRemark: 'Pump seized' });
    expect(
      await call('admin@demo.test', 'POST', `/api/rma/line/${red}`, { onlyStatus: true, poolsideRemark: '' }),
    ).toMatchObject({ code: -6 });
    expect(await auditsOf('rma.line.status', red)).toHaveLength(1);
    expect(
      await call('service@demo.test', 'POST', `/api/rma/line/${red}`, { status: 'APP', onlyStatus: true }),
    ).toMatchObject({ http: 403, code: -11 });
    // The owner sees the decision and its reason.
    const owner = await call('service@demo.test', 'GET', `/api/rma/requests/${rmaId}`);
    expect(owner.data.lines.find((l: { id: number }) => l.id === red)).toMatchObject({
      status: 'REJ',
      poolsideRemark: 'Impact damage: not covered',
    });
    // Several ids are for the admin's decisions only.
    expect(
      await call('service@demo.test', 'POST', `/api/rma/line/${green},${red}`, { technician: 'X' }),
    ).toMatchObject({ http: 400, code: -6, data: { field: 'id' } });
  });

  it('saves refund info and labour cost, audited, for admins only', async () => {
    const res = await call('admin@demo.test', 'POST', `/api/rma/requests/${rmaId}`, {
      refund: { invoiceNo: 'INV-1', orderNo: 'SO-9', refund: 120.5 },
      laborCost: 35,
    });
    expect(res.data).toMatchObject({
      refund: { invoiceNo: 'INV-1', orderNo: 'SO-9', refund: 120.5 },
      laborCost: 35,
      finished: false,
    });
    expect(await auditsOf('rma.refund', rmaId)).toHaveLength(1);
    expect(
      await call('service@demo.test', 'POST', `/api/rma/requests/${rmaId}`, { laborCost: 1 }),
    ).toMatchObject({ http: 403, code: -11 });
    expect(await call('admin@demo.test', 'POST', `/api/rma/requests/${rmaId}`, {})).toMatchObject({
      http: 400,
      code: -12,
      data: { field: 'finish' },
    });
    expect(await call('admin@demo.test', 'POST', '/api/rma/requests/999999', { finish: true })).toMatchObject(
      {
        code: -15,
      },
    );
  });

  it('serves the return packing slip to the owner and admins, not to another company', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/rma/requests/${rmaId}/packing-slip`,
      headers: { cookie: cookies['service@demo.test'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`rma-${rmaId}-packing-slip.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/rma/requests/:id/packing-slip',
      method: 'GET',
      prepare: async () => ({ url: `/api/rma/requests/${rmaId}/packing-slip` }),
    });
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/rma/requests/${rmaId}/packing-slip`,
      headers: { cookie: cookies['admin@demo.test'] },
    });
    expect(admin.statusCode).toBe(200);
    // The slip lists the approved lines and those flagged for QA, not the rejected one.
    const rma = (await call('admin@demo.test', 'GET', `/api/rma/requests/${rmaId}`)).data;
    const listed = linesToReturn(rma.lines).map((l) => l.id);
    expect(listed).toContain(green);
    expect(listed).not.toContain(red);
  });

  it('finishes after confirmation: audited, the owner notified, locked from then on', async () => {
    expect(
      await call('service@demo.test', 'POST', `/api/rma/requests/${rmaId}`, { finish: true }),
    ).toMatchObject({
      code: -11,
    });
    const res = await call('admin@demo.test', 'POST', `/api/rma/requests/${rmaId}`, { finish: true });
    expect(res.data).toMatchObject({ id: rmaId, finished: true });
    expect(await auditsOf('rma.finish', rmaId)).toHaveLength(1);
    const inbox = await call('service@demo.test', 'GET', '/api/notifications');
    expect(JSON.stringify(inbox.data)).toContain(`RMA #${rmaId} reviewed`);
    const locked = { http: 422, code: -14 };
    expect(
      await call('admin@demo.test', 'POST', `/api/rma/requests/${rmaId}`, { finish: true }),
    ).toMatchObject(locked);
    expect(
      await call('admin@demo.test', 'POST', `/api/rma/requests/${rmaId}`, { laborCost: 1 }),
    ).toMatchObject(locked);
    expect(
      await call('admin@demo.test', 'POST', '/api/rma/multiple_status_change/CLS', { ids: [rmaId] }),
    ).toMatchObject(locked);
    expect(
      await call('admin@demo.test', 'POST', `/api/rma/line/${red}`, { status: 'APP', onlyStatus: true }),
    ).toMatchObject(locked);
    const unfinished = await call(
      'admin@demo.test',
      'GET',
      '/api/rma/requests/unfinished?admin=true&pageSize=200',
    );
    expect(unfinished.data.rows.map((r: { id: number }) => r.id)).not.toContain(rmaId);
  });
});

describe('concurrent admins', () => {
  it('finishes an RMA once when two admins finish it together', async () => {
    const { id, lines } = await sendNewRma(ctx, 'service@demo.test', ['SN100006']);
    await call('admin@demo.test', 'POST', `/api/rma/line/${lines[0].id}`, {
      status: 'APP',
      onlyStatus: true,
    });
    const both = await Promise.all([
      call('admin@demo.test', 'POST', `/api/rma/requests/${id}`, { finish: true }),
      call('staff@demo.test', 'POST', `/api/rma/requests/${id}`, { finish: true }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([-14, 0]);
    expect(await auditsOf('rma.finish', id)).toHaveLength(1);
  });
});

describe('finishing needs every line decided (issue 13, defect 12)', () => {
  it('refuses with -14 naming the undecided lines, then finishes once all are decided', async () => {
    const { id, lines } = await buildRma(ctx, { email: 'service@demo.test', lines: 2 });
    const [first, second] = lines.map((l) => l.id);
    await call('admin@demo.test', 'POST', `/api/rma/line/${first}`, { status: 'APP', onlyStatus: true });
    const refused = await call('admin@demo.test', 'POST', `/api/rma/requests/${id}`, {
      refund: { invoiceNo: 'INV-UNDECIDED' },
      finish: true,
    });
    expect(refused).toMatchObject({
      http: 422,
      code: -14,
      data: { field: 'lines', reason: 'undecidedLines', ids: [second] },
    });
    // Nothing of the refused request was kept: not finished, refund unchanged, no audit.
    const rma = await call('admin@demo.test', 'GET', `/api/rma/requests/${id}?admin=true`);
    expect(rma.data).toMatchObject({ finished: false, refund: { invoiceNo: '' } });
    expect(await auditsOf('rma.finish', id)).toHaveLength(0);
    await call('admin@demo.test', 'POST', `/api/rma/line/${second}`, {
      status: 'REJ',
      onlyStatus: true,
      poolsideRemark: 'Not a warranty case',
    });
    const done = await call('admin@demo.test', 'POST', `/api/rma/requests/${id}`, { finish: true });
    expect(done).toMatchObject({ code: 0, data: { id, finished: true } });
  });
});

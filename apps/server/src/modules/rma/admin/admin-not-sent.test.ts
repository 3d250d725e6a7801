import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { userIdOf } from '../../../test/users.ts';
import { buildUser } from '../../../test/factories.ts';
import { caller, reportPump } from '../test-helpers.ts';
import { sheetRows } from '../../../test/export-files.ts';

let ctx: TestContext;
let call: ReturnType<typeof caller>;
const cookies: Record<string, string> = {};
const emails = ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'colleague@demo.test'];

beforeAll(async () => {
  ctx = await createTestContext();
  await buildUser(ctx, { email: 'colleague@demo.test', like: 'service@demo.test', typeId: 6 });
  for (const email of emails) cookies[email] = await ctx.login(email);
  call = caller(ctx, cookies);
  await reportPump(ctx, 'service@demo.test', 'SN100001');
  await reportPump(ctx, 'service@demo.test', 'SN100002');
  await reportPump(ctx, 'colleague@demo.test', 'SN100003');
});
afterAll(async () => {
  await ctx?.close();
});

type Row = { moovexID: string; userID: number; green: number; red: number };
type Line = { id: number; parentID: number | null; underWarranty: boolean; userID: number };

describe('GET /api/rma/not_sent?admin=true', () => {
  it('summarises the unsent lines per customer and user with green/red counts', async () => {
    const summary = await call('staff@demo.test', 'GET', '/api/rma/not_sent?admin=true');
    expect(summary.status).toBe(true);
    const rows: Row[] = summary.data.rows;
    const service = await userIdOf(ctx, 'service@demo.test');
    const colleague = await userIdOf(ctx, 'colleague@demo.test');
    const mine = rows.find((r) => r.moovexID === '3001' && r.userID === service)!;
    expect(mine.green).toBeGreaterThanOrEqual(1);
    expect(mine.red).toBeGreaterThanOrEqual(1);
    expect(rows.find((r) => r.userID === colleague)).toMatchObject({ moovexID: '3001', green: 1, red: 0 });
    expect(summary.data.green).toBe(rows.reduce((n, r) => n + r.green, 0));
    expect(summary.data.red).toBe(rows.reduce((n, r) => n + r.red, 0));
    expect(summary.data.total).toBe(rows.length);
  });

  it('refuses non-admins (-11) and keeps the user list for them', async () => {
    expect(await call('service@demo.test', 'GET', '/api/rma/not_sent?admin=true')).toMatchObject({
      http: 403,
      code: -11,
    });
    const own = await call('service@demo.test', 'GET', '/api/rma/not_sent');
    expect(own.data.rows.length).toBeGreaterThan(0);
    expect(own.data.rows[0].robotSN).toBeDefined();
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/rma/not_sent?admin=true' });
    expect(anonymous.json().code).toBe(-5);
  });
});

describe('GET /api/rma/not_sent/moovex/{id}', () => {
  it('lists one customer lines, of one user, filtered by warranty', async () => {
    const all = await call('admin@demo.test', 'GET', '/api/rma/not_sent/moovex/3001?pageSize=200');
    const lines: Line[] = all.data.rows;
    expect(lines.length).toBe(all.data.total);
    expect(lines.every((l) => l.parentID === null)).toBe(true);
    const colleague = await userIdOf(ctx, 'colleague@demo.test');
    const one = await call('admin@demo.test', 'GET', `/api/rma/not_sent/moovex/3001?userID=${colleague}`);
    expect(one.data.rows.map((l: Line) => l.userID)).toEqual([colleague]);
    const green = await call('admin@demo.test', 'GET', '/api/rma/not_sent/moovex/3001?warranty=green');
    expect(green.data.rows.every((l: Line) => l.underWarranty)).toBe(true);
    const red = await call('admin@demo.test', 'GET', '/api/rma/not_sent/moovex/3001?warranty=red');
    expect(red.data.rows.every((l: Line) => !l.underWarranty)).toBe(true);
    expect(green.data.total + red.data.total).toBe(all.data.total);
    const none = await call('admin@demo.test', 'GET', '/api/rma/not_sent/moovex/3001?warranty=none');
    expect(none.data.total).toBe(0);
    const sorted = await call('admin@demo.test', 'GET', '/api/rma/not_sent/moovex/3001?sort=robotSN');
    const sns = sorted.data.rows.map((l: { robotSN: string }) => l.robotSN);
    expect(sns).toEqual([...sns].sort());
  });

  it('answers -15 for an unknown customer and -11 for non-admins', async () => {
    expect(await call('admin@demo.test', 'GET', '/api/rma/not_sent/moovex/9999')).toMatchObject({
      http: 404,
      code: -15,
    });
    expect(await call('service@demo.test', 'GET', '/api/rma/not_sent/moovex/3001')).toMatchObject({
      http: 403,
      code: -11,
    });
  });

  it('lets an admin remove a line, audited', async () => {
    const line = await reportPump(ctx, 'service@demo.test', 'SN100004');
    const removed = await call('admin@demo.test', 'DELETE', `/api/rma/line/${line.id}`);
    expect(removed.status).toBe(true);
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rma.line.delete'), eq(auditLog.entityId, String(line.id))));
    expect(audit).toHaveLength(1);
    expect(await call('admin@demo.test', 'GET', `/api/rma/line/${line.id}`)).toMatchObject({ code: -15 });
  });
});

describe('exports notSent and rmaClients', () => {
  it('exports a customer unsent lines with the warranty filter', async () => {
    const all = await call('admin@demo.test', 'PUT', '/api/export', { report: 'notSent', moovexID: '3001' });
    const rows = await sheetRows(all.data.file);
    expect(rows[0]).toEqual(expect.arrayContaining(['Customer ID', 'Robot SN', 'Warranty']));
    expect(rows.slice(1).every((r) => r[0] === '3001')).toBe(true);
    const green = await call('admin@demo.test', 'PUT', '/api/export', {
      report: 'notSent',
      moovexID: '3001',
      warranty: 'green',
    });
    const greenRows = (await sheetRows(green.data.file)).slice(1);
    expect(greenRows.length).toBeGreaterThan(0);
    expect(greenRows.every((r) => r[r.length - 1] === 'Yes')).toBe(true);
    expect(all.data.fileName).toBe('not-sent-3001.xlsx');
  });

  it('exports the unfinished RMAs for admins only', async () => {
    const res = await call('admin@demo.test', 'PUT', '/api/export', { report: 'rmaClients' });
    const rows = await sheetRows(res.data.file);
    expect(rows[0]).toEqual(expect.arrayContaining(['#', 'Customer ID', 'Status']));
    expect(rows.slice(1).every((r) => !['APP', 'REJ', 'CLS'].includes(String(r[8])))).toBe(true);
    expect(await call('service@demo.test', 'PUT', '/api/export', { report: 'rmaClients' })).toMatchObject({
      http: 403,
      code: -11,
    });
  });
});

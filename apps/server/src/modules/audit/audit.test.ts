import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';
import { buildAuditEntry } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { changedFieldsOf } from './presenter.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const day = (d: number, h = 12) => new Date(Date.UTC(2026, 0, d, h));
const unixDay = (d: number) => Date.UTC(2026, 0, d) / 1000;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'distributor@demo.test']) {
    cookies[email] = await ctx.login(email);
  }
  const people = await ctx.deps.db.select({ id: users.id, email: users.email }).from(users);
  for (const p of people) ids[p.email] = p.id;
  const entry = (actor: string | null, action: string, entityId: string, at: Date, after: object) => ({
    actorId: actor ? ids[actor] : null,
    action,
    entity: 'widget',
    entityId,
    before: { colour: 'red', updatedAt: 1 },
    after,
    at,
  });
  for (const values of [
    entry('admin@demo.test', 'widget.paint', 'W1', day(3), { colour: 'blue', updatedAt: 2 }),
    entry('staff@demo.test', 'widget.paint', 'W2', day(5, 0), { colour: 'green' }),
    entry('staff@demo.test', 'widget.remove', 'W3', day(5, 23), {
      colour: 'red',
      passwordHash: 'argon2$x',
    }),
    entry(null, 'widget.sweep', 'W4', day(8), { colour: 'red', nested: { apiKey: 'k', ok: 1 } }),
  ]) {
    await buildAuditEntry(ctx, values);
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function get(url: string, email = 'admin@demo.test') {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[email] } });
  return { http: res.statusCode, ...res.json() };
}

const entityIds = (res: { data: { rows: { entityId: string }[] } }) => res.data.rows.map((r) => r.entityId);

describe('changedFieldsOf', () => {
  it('lists the keys of after that differ: all of a creation, none of a deletion, only the sent part', () => {
    expect(changedFieldsOf(null, { a: 1, b: 2 })).toEqual(['a', 'b']);
    expect(changedFieldsOf({ a: 1, b: 2 }, null)).toEqual([]);
    expect(changedFieldsOf({ a: 1, b: 2, c: 3 }, { b: 5, updatedAt: 9 })).toEqual(['b']);
    expect(changedFieldsOf({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });
});

describe('GET /api/audit refusals', () => {
  it('answers -5 without a session and -11 to anyone but provider staff', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/audit' })).json().code).toBe(-5);
    for (const email of ['service@demo.test', 'distributor@demo.test']) {
      for (const url of ['/api/audit', '/api/audit/facets', '/api/audit/1']) {
        expect(await get(url, email)).toEqual({ http: 403, status: false, code: -11, data: null });
      }
      const exported = await ctx.app.inject({
        method: 'PUT',
        url: '/api/export',
        payload: { report: 'auditLog' },
        headers: { cookie: cookies[email] },
      });
      expect(exported.json().code).toBe(-11);
    }
  });
});

describe('GET /api/audit', () => {
  it('lists the entries newest first with who, what and when, for types 1 and 2', async () => {
    const res = await get('/api/audit?entity=widget', 'staff@demo.test');
    expect(res.http).toBe(200);
    expect(res.data.total).toBe(4);
    expect(entityIds(res)).toEqual(['W4', 'W3', 'W2', 'W1']);
    expect(res.data.rows[3]).toEqual({
      id: expect.any(Number),
      at: day(3).getTime() / 1000,
      actorId: ids['admin@demo.test'],
      actorName: expect.any(String),
      actorEmail: 'admin@demo.test',
      action: 'widget.paint',
      entity: 'widget',
      entityId: 'W1',
      changedFields: ['colour'],
    });
    expect(res.data.rows[0]).toMatchObject({ actorId: null, actorEmail: null, changedFields: ['nested'] });
  });

  it('filters by who, action, entity and a date range whose end day counts whole', async () => {
    expect(entityIds(await get('/api/audit?entity=widget&who=STAFF@demo'))).toEqual(['W3', 'W2']);
    expect(entityIds(await get('/api/audit?entity=widget&action=widget.paint'))).toEqual(['W2', 'W1']);
    expect(
      entityIds(await get(`/api/audit?entity=widget&fromDate=${unixDay(5)}&toDate=${unixDay(5)}`)),
    ).toEqual(['W3', 'W2']);
    expect(entityIds(await get(`/api/audit?entity=widget&fromDate=${unixDay(4)}`))).toEqual([
      'W4',
      'W3',
      'W2',
    ]);
    expect(entityIds(await get(`/api/audit?entity=widget&toDate=${unixDay(3)}`))).toEqual(['W1']);
    expect(entityIds(await get('/api/audit?filter=remove'))).toEqual(['W3']);
    expect(entityIds(await get('/api/audit?entity=widget&filter=w4'))).toEqual(['W4']);
    expect((await get('/api/audit?entity=nothing')).data).toEqual({ rows: [], total: 0 });
  });

  it('pages and sorts, and refuses an unknown sort or a bad date (-6)', async () => {
    const page2 = await get('/api/audit?entity=widget&pageSize=3&page=2');
    expect(page2.data.total).toBe(4);
    expect(entityIds(page2)).toEqual(['W1']);
    expect(entityIds(await get('/api/audit?entity=widget&sort=at'))).toEqual(['W1', 'W2', 'W3', 'W4']);
    expect(entityIds(await get('/api/audit?entity=widget&sort=-action&pageSize=2'))).toEqual(['W4', 'W3']);
    expect(await get('/api/audit?sort=before')).toMatchObject({
      http: 400,
      code: -6,
      data: { field: 'sort' },
    });
    expect(await get('/api/audit?fromDate=yesterday')).toMatchObject({
      code: -6,
      data: { field: 'fromDate' },
    });
    expect(await get('/api/audit?pageSize=500')).toMatchObject({ code: -6, data: { field: 'pageSize' } });
  });

  it('shows one entry with before and after, secrets redacted; -15 for an unknown id', async () => {
    const [w3] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'W3'));
    const res = await get(`/api/audit/${w3.id}`);
    expect(res.data).toMatchObject({
      id: w3.id,
      entityId: 'W3',
      before: { colour: 'red' },
      after: { colour: 'red', passwordHash: '***' },
      requestId: null,
    });
    const [w4] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'W4'));
    expect((await get(`/api/audit/${w4.id}`)).data.after).toEqual({
      colour: 'red',
      nested: { apiKey: '***', ok: 1 },
    });
    expect(await get('/api/audit/99999999')).toMatchObject({ http: 404, code: -15 });
  });

  it('offers the recorded actions and entities as filter choices', async () => {
    const res = await get('/api/audit/facets');
    expect(res.data.actions).toEqual(
      expect.arrayContaining(['widget.paint', 'widget.remove', 'widget.sweep']),
    );
    expect(res.data.entities).toContain('widget');
  });

  it('records an admin change made through the API and exports the filtered list', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/dashboard/qaParams',
      payload: { psWeek: 7 },
      headers: { cookie: cookies['admin@demo.test'] },
    });
    expect(saved.json().status).toBe(true);
    const res = await get('/api/audit?action=qa.update');
    expect(res.data.rows[0]).toMatchObject({
      actorEmail: 'admin@demo.test',
      entity: 'qa_params',
      entityId: '1',
      changedFields: ['psWeek'],
    });
    const exported = await ctx.app.inject({
      method: 'PUT',
      url: '/api/export',
      payload: { type: 'excel', report: 'auditLog', entity: 'widget', who: 'staff', fromDate: unixDay(5) },
      headers: { cookie: cookies['staff@demo.test'] },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(exported.json().data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const entityCol = (sheet.getRow(1).values as string[]).indexOf('Entity id');
    const exportedIds = [2, 3, 4].map((r) => sheet.getRow(r).getCell(entityCol).value);
    expect(exportedIds).toEqual(['W3', 'W2', null]);
    expect(String(sheet.getRow(2).getCell(entityCol + 1).value)).toContain('"passwordHash":"***"');
  });
});

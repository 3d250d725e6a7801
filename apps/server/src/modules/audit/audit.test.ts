import { auditFieldWord } from '@poolside/contract/audit';
import { companyDetailSchema } from '@poolside/contract/companies';
import ExcelJS from 'exceljs';
import { eq, getTableColumns } from 'drizzle-orm';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { contents } from '../../db/schema/contents.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import { popupMessages } from '../../db/schema/popups.ts';
import { qaParams } from '../../db/schema/qa.ts';
import { rmaLines, rmaRequests } from '../../db/schema/rma.ts';
import { robotUnits } from '../../db/schema/units.ts';
import { warrantyUpdates } from '../../db/schema/warranty.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('audit words', () => {
  it('has a word for every field the audited records carry (secrets are never recorded)', () => {
    const secrets = ['passwordHash', 'totpSecret', 'totpPendingSecret'];
    const recorded = {
      user: Object.keys(getTableColumns(users)),
      // The company's counts and names of others are left out of its entries (save-company.ts `audited`).
      company: Object.keys(companyDetailSchema.shape).filter((k) => !['userCount', 'parentName'].includes(k)),
      content: Object.keys(getTableColumns(contents)),
      rma_request: Object.keys(getTableColumns(rmaRequests)),
      rma_line: Object.keys(getTableColumns(rmaLines)),
      feedback_report: Object.keys(getTableColumns(feedbackReports)),
      complete_unit: Object.keys(getTableColumns(completeUnits)),
      popup_message: Object.keys(getTableColumns(popupMessages)),
      qa_params: Object.keys(getTableColumns(qaParams)),
      warranty_update: Object.keys(getTableColumns(warrantyUpdates)),
      robot_unit: Object.keys(getTableColumns(robotUnits)),
    };
    const unworded = Object.entries(recorded).flatMap(([entity, fields]) =>
      fields
        .filter((field) => !secrets.includes(field))
        .filter((field) =>
          (['eng', 'fra', 'spa'] as const).some((l) => auditFieldWord(l, entity, field) === field),
        )
        .map((field) => `${entity}.${field}`),
    );
    expect(unworded).toEqual([]);
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

  it('lists the fields an entry is about, each before and after: the changed ones, all of a deletion', async () => {
    const [w1] = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'W1'));
    expect((await get(`/api/audit/${w1.id}`)).data.changes).toEqual([
      { field: 'colour', before: 'red', after: 'blue' },
    ]);
    const removed = await buildAuditEntry(ctx, {
      action: 'delete',
      entity: 'content',
      entityId: 'W9',
      before: { hidden: false, type: 'news', updatedAt: '2026-01-01T00:00:00.000Z', token: 'x' },
      after: null,
    });
    // jsonb keeps its own key order; the bookkeeping stamp is no change of its own.
    const changes = (await get(`/api/audit/${removed.id}`)).data.changes;
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'hidden', before: false, after: null },
        { field: 'type', before: 'news', after: null },
        { field: 'token', before: '***', after: null },
      ]),
    );
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
    const entityCol = (sheet.getRow(1).values as string[]).indexOf('Record');
    const exportedIds = [2, 3, 4].map((r) => sheet.getRow(r).getCell(entityCol).value);
    expect(exportedIds).toEqual(['W3', 'W2', null]);
    expect(String(sheet.getRow(2).getCell(entityCol + 1).value)).toContain('passwordHash: — → ***');
  });

  it("exports in the reader's language: actions, record types and fields as words, values readable", async () => {
    await buildAuditEntry(ctx, {
      actorId: ids['admin@demo.test'],
      action: 'warranty.review',
      entity: 'warranty_update',
      entityId: 'SN-AUDIT-1',
      before: { reviewedAt: null, saleDate: '2026-01-05', status: 'pending' },
      after: { reviewedAt: '2026-02-03T10:00:00.000Z', saleDate: '2026-01-06', status: 'pending' },
    });
    await buildAuditEntry(ctx, {
      actorId: ids['admin@demo.test'],
      action: 'twoFactor_reset',
      entity: 'user',
      entityId: 'SN-AUDIT-2',
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
    await buildAuditEntry(ctx, {
      actorId: ids['admin@demo.test'],
      action: 'rma.status',
      entity: 'rma_request',
      entityId: 'SN-AUDIT-3',
      before: { status: 'SNT' },
      after: { status: 'REC' },
    });
    await ctx.deps.db.update(users).set({ language: 'fra' }).where(eq(users.email, 'staff@demo.test'));
    const cookie = await ctx.login('staff@demo.test');
    const exported = await ctx.app.inject({
      method: 'PUT',
      url: '/api/export',
      payload: { type: 'excel', report: 'auditLog', filter: 'SN-AUDIT' },
      headers: { cookie },
    });
    await ctx.deps.db.update(users).set({ language: 'eng' }).where(eq(users.email, 'staff@demo.test'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(exported.json().data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = sheet.getRow(1).values as string[];
    expect(header).toEqual(expect.arrayContaining(['Action', "Type d'enregistrement", 'Modifications']));
    const cells = (r: number) =>
      Object.fromEntries(
        ['Action', "Type d'enregistrement", 'Modifications'].map((h) => [
          h,
          sheet.getRow(r).getCell(header.indexOf(h)).value,
        ]),
      );
    expect(cells(2)).toEqual({
      Action: 'Statut du RMA modifié',
      "Type d'enregistrement": 'Demande RMA',
      Modifications: 'Statut : Envoyé → Reçu',
    });
    expect(cells(3)).toEqual({
      Action: 'Connexion en deux étapes réinitialisée',
      "Type d'enregistrement": 'Utilisateur',
      Modifications: 'Connexion en deux étapes : Oui → Non',
    });
    expect(cells(4)).toMatchObject({
      Action: 'Mise à jour de garantie examinée',
      Modifications: 'Date de vente : 05/01/2026 → 06/01/2026\nExaminée le : — → 03/02/2026 10:00',
    });
  });
});

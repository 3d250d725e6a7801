import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { issueApiKey } from '../auth/index.ts';
import { sync } from './test-helpers.ts';

let ctx: TestContext;
let syncKey: string;
let staffId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.login('admin@demo.test');
  [{ id: staffId }] = await ctx.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'staff@demo.test'));
  // The key as the users screen issues it to a type-2 user (read and sync).
  const issued = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/api/${staffId}`,
    headers: { cookie: admin },
  });
  syncKey = issued.json().data.apiKey;
});
afterAll(async () => {
  await ctx?.close();
});

const unitRow = (sn: string, motorSn: string) => ({
  sn,
  modelPn: 'AB-S300',
  modelYear: 2024,
  productionDate: '2025-02-01',
  saleDate: '15/03/2025',
  warrantyType: 233,
  motorPn: 'AB-MTR-S300B',
  motorSn,
});

describe('PUT /api/sync/{kind}', () => {
  it('applies JSON rows of the import shapes, idempotently (the second call changes nothing)', async () => {
    const body = { rows: [unitRow('SN960001', 'MT96000001'), unitRow('SN960002', 'MT96000002')] };
    const first = await sync(ctx, syncKey, 'units', body);
    expect(first.status, JSON.stringify(first.data)).toBe(true);
    expect(first.data).toMatchObject({ isApplied: true, rows: 2, created: 2, updated: 0, fileName: null });
    const again = await sync(ctx, syncKey, 'units', body);
    expect(again.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const service = await ctx.login('service@demo.test');
    const robot = await ctx.app.inject({
      method: 'GET',
      url: '/api/robots/sn/SN960002',
      headers: { cookie: service },
    });
    expect(robot.json().data).toMatchObject({ motorSN: 'MT96000002', warrantyType: 233 });
  });

  it('answers the same report of bad rows (line = position in rows) with -6 and writes nothing', async () => {
    const res = await sync(ctx, syncKey, 'units', {
      rows: [
        unitRow('SN961001', 'MT96100001'),
        { ...unitRow('SN961002', 'MT96100002'), modelYear: 1850 },
        { sn: 'SN961003' },
      ],
    });
    expect(res.http).toBe(400);
    expect(res.code).toBe(-6);
    expect(res.data).toMatchObject({ field: 'rows', reason: 'invalidRows', issueCount: 4 });
    expect(res.data.issues).toEqual([
      { line: 2, column: 'modelYear', reason: 'tooSmall', value: '1850' },
      { line: 3, column: 'modelPn', reason: 'required' },
      { line: 3, column: 'modelYear', reason: 'required' },
      { line: 3, column: 'productionDate', reason: 'required' },
    ]);
    const service = await ctx.login('service@demo.test');
    const robot = await ctx.app.inject({
      method: 'GET',
      url: '/api/robots/sn/SN961001',
      headers: { cookie: service },
    });
    expect(robot.json().code).toBe(-15);
  });

  it('takes documents with their files in base64', async () => {
    const res = await sync(ctx, syncKey, 'documents', {
      rows: [
        {
          modelPn: 'AB-S300',
          modelYear: 2024,
          kind: 'document',
          no: 'ERP-1',
          name: 'ERP manual',
          file: 'erp.pdf',
        },
      ],
      files: { 'erp.pdf': sampleFiles.pdf().toString('base64') },
    });
    expect(res.data, JSON.stringify(res.data)).toMatchObject({ created: 1 });
  });

  it('refuses a key without the sync scope, provider staff sessions and partners (-11)', async () => {
    const readOnly = await issueApiKey(ctx.deps.db, staffId, ['read']);
    const denied = await sync(ctx, readOnly.apiKey, 'units', { rows: [unitRow('SN962001', 'MT96200001')] });
    expect(denied).toMatchObject({ http: 403, code: -11 });
    for (const email of ['staff@demo.test', 'distributor@demo.test']) {
      const cookie = await ctx.login(email);
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/sync/units',
        payload: { rows: [unitRow('SN962001', 'MT96200001')] },
        headers: { cookie },
      });
      expect(res.json().code).toBe(-11);
    }
    // The key issued in beforeAll was replaced by the read-only one: issue a sync key again for later tests.
    syncKey = (await issueApiKey(ctx.deps.db, staffId, ['read', 'sync'])).apiKey;
    const noKey = await ctx.app.inject({
      method: 'PUT',
      url: '/api/sync/units',
      payload: { rows: [unitRow('SN962001', 'MT96200001')] },
    });
    expect(noKey.json().code).toBe(-5);
  });

  it('is described in the OpenAPI document with its body and answer', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const put = doc.paths['/api/sync/{kind}'].put;
    expect(put.requestBody.content['application/json'].schema.properties).toHaveProperty('rows');
    expect(put.responses['200']).toBeDefined();
    expect(doc.paths['/api/import/{kind}/apply'].post).toBeDefined();
  });

  it('enforces its size limits with -6, never a 5xx', async () => {
    const many = { rows: Array.from({ length: 10_001 }, (_, i) => ({ sn: `SN97${i}` })) };
    const tooMany = await sync(ctx, syncKey, 'units', many);
    expect(tooMany).toMatchObject({ http: 400, code: -6, data: { field: 'rows', reason: 'tooManyRows' } });
    const big = { rows: [{ sn: 'SN1' }], files: { 'a.pdf': 'A'.repeat(17 * 1024 * 1024) } };
    const tooBig = await sync(ctx, syncKey, 'documents', big);
    expect(tooBig).toMatchObject({ http: 413, code: -6 });
    expect((await sync(ctx, syncKey, 'compatibilityFile', { rows: [{ pn: 'A' }] })).code).toBe(-6);
    expect((await sync(ctx, syncKey, 'units', { rows: [] })).code).toBe(-6);
  });
});

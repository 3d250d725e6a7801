import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { freshSerial, optionId, robotOf, todayOf } from '../../test/factories.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set('2026-03-10T09:30:00Z');
  for (const email of ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'distributor@demo.test']) {
    cookies[email] = await ctx.login(email);
  }
});
afterAll(async () => {
  await ctx?.close();
});

async function post(payload: object, email = 'admin@demo.test') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/dashboard/qaParams',
    payload,
    headers: { cookie: cookies[email] },
  });
  return { http: res.statusCode, ...res.json() };
}

async function get(email = 'admin@demo.test') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/dashboard/qaParams',
    headers: { cookie: cookies[email] },
  });
  return { http: res.statusCode, ...res.json() };
}

describe('GET/POST /api/dashboard/qaParams refusals', () => {
  it('answers -5 without a session and -11 to partners, changing nothing', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/dashboard/qaParams', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(-5);
    for (const email of ['service@demo.test', 'distributor@demo.test']) {
      expect(await post({ psWeek: 5 }, email)).toEqual({ http: 403, status: false, code: -11, data: null });
      expect(await get(email)).toMatchObject({ http: 403, code: -11 });
    }
    expect((await get()).data.psWeek).toBeNull();
  });
});

describe('POST /api/dashboard/qaParams', () => {
  it('saves every field, stamps the update date, keeps absent fields and records the audit', async () => {
    const payload = {
      saleDateStart: Date.UTC(2025, 5, 1, 15, 20) / 1000,
      psWeek: 12,
      psYear: 25,
      psMonthlyLimit: 3,
      pumpWeek: 0,
      pumpYear: 99,
      pumpMonthlyLimit: 4,
      prefix1: ' ps ',
      prefix1MonthlyLimit: 2,
      prefix9: 'MT',
      prefix9MonthlyLimit: 99,
      serviceCenter1: '3001',
      serviceCenter6: 'x'.repeat(255),
      id: 7,
      dateUpdate: 1,
    };
    const res = await post(payload);
    expect(res.http).toBe(200);
    expect(res.data).toMatchObject({
      saleDateStart: Date.UTC(2025, 5, 1) / 1000,
      dateUpdate: Date.UTC(2026, 2, 10, 9, 30) / 1000,
      psWeek: 12,
      pumpWeek: 0,
      prefix1: 'ps',
      prefix9MonthlyLimit: 99,
      serviceCenter1: '3001',
      prefix2: '',
      prefix2MonthlyLimit: null,
    });
    expect(res.data.serviceCenter6).toHaveLength(255);

    ctx.clock.advance(3600);
    const partial = await post({ psWeek: null, prefix1: '' }, 'staff@demo.test');
    expect(partial.data).toMatchObject({ psWeek: null, prefix1: '', psYear: 25, serviceCenter1: '3001' });
    expect(partial.data.dateUpdate).toBe(Date.UTC(2026, 2, 10, 10, 30) / 1000);
    expect((await get('staff@demo.test')).data).toEqual(partial.data);

    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: cookies['admin@demo.test'] },
    });
    expect(dashboard.json().data.qaParams).toEqual(partial.data);

    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'qa.update'), eq(auditLog.entity, 'qa_params')))
      .orderBy(desc(auditLog.id));
    expect(audits).toHaveLength(2);
    expect(audits[0].before).toMatchObject({ psWeek: 12, prefix1: 'ps' });
    expect(audits[0].after).toMatchObject({ psWeek: null, prefix1: '' });
    expect(audits[1].after).toMatchObject({ saleDateStart: '2025-06-01', psWeek: 12 });
  });

  it('refuses numbers outside 0..99, non-integers and texts over 255 with -6 naming the fields', async () => {
    const before = (await get()).data;
    expect(await post({ psWeek: 100 })).toEqual({
      http: 400,
      status: false,
      code: -6,
      data: { field: 'psWeek', fields: ['psWeek'] },
    });
    expect(await post({ pumpMonthlyLimit: -1 })).toMatchObject({
      code: -6,
      data: { field: 'pumpMonthlyLimit' },
    });
    expect(await post({ psYear: 2.5 })).toMatchObject({ code: -6, data: { field: 'psYear' } });
    expect(await post({ prefix3MonthlyLimit: 'ten' })).toMatchObject({
      code: -6,
      data: { field: 'prefix3MonthlyLimit' },
    });
    expect(await post({ prefix4: 'x'.repeat(256) })).toMatchObject({ code: -6, data: { field: 'prefix4' } });
    const many = await post({ psWeek: 100, serviceCenter2: 'y'.repeat(300), prefix1: 'ok' });
    expect(many.code).toBe(-6);
    expect(many.data.fields.sort()).toEqual(['psWeek', 'serviceCenter2']);
    expect(await post({ saleDateStart: 'yesterday' })).toMatchObject({
      code: -6,
      data: { field: 'saleDateStart' },
    });
    expect((await get()).data).toEqual(before);
  });
});

describe('the repairs QA rule reads the saved parameters', () => {
  it('sends a power supply to QA only while the saved monthly limit has room', async () => {
    const service = cookies['service@demo.test'];
    const complaint = await optionId(ctx, 'complaint', 'not_moving');
    const failure = await optionId(ctx, 'failure', 'motor');
    const psuSwap = async (sn: string) => {
      const robot = await robotOf(ctx, service, sn);
      expect(robot.psuSN.startsWith('PS')).toBe(true);
      const line = {
        oldPN: robot.psuPN,
        oldSN: robot.psuSN,
        newPN: robot.psuPN,
        newSN: freshSerial('PS'),
        complaint,
        failure,
      };
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/rma/line/${sn}`,
        payload: { technician: 'Ann', repairDate: todayOf(ctx), lines: [line] },
        headers: { cookie: service },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data[0].returnToQA as boolean;
    };
    // Only the prefix criterion is on: the earlier test's PS/pump week rules and centres are cleared.
    const off = {
      psMonthlyLimit: null,
      pumpMonthlyLimit: null,
      prefix9: '',
      serviceCenter1: '',
      saleDateStart: null,
    };
    expect((await post({ ...off, prefix1: 'PS', prefix1MonthlyLimit: 0 })).status).toBe(true);
    expect(await psuSwap('SN100007')).toBe(false);
    expect((await post({ prefix1MonthlyLimit: 1 })).status).toBe(true);
    expect(await psuSwap('SN100008')).toBe(true);
    expect(await psuSwap('SN100010')).toBe(false);
    expect((await post({ prefix1MonthlyLimit: 5 })).status).toBe(true);
    expect(await psuSwap('SN100011')).toBe(true);
  });
});

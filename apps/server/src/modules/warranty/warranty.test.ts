import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { floorToUtcDate } from '../../lib/clock.ts';
import { buildFile } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { DAY, warrantySuite } from './test-helpers.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';

let ctx: TestContext;
const { call, now } = warrantySuite(
  ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'galil@demo.test'],
  (c) => {
    ctx = c;
  },
);

/** An invoice file row owned by the user's company (the upload route is the files module's). */
const invoiceOf = (email: string) => buildFile(ctx, { email });

describe('GET /api/robots/sn/:sn', () => {
  it('answers the demo serials with warranty, the PN/SN pairs and history', async () => {
    const one = (await call('GET', '/api/robots/sn/sn100001', 'galil@demo.test')).body.data;
    expect(one).toMatchObject({
      sn: 'SN100001',
      pn: 'AB-S300',
      year: 2024,
      underWarranty: true,
      warrantyUpdated: false,
    });
    expect(one).toMatchObject({
      warrantyType: 231,
      warrantyPeriod: 24,
      history: [],
      slavePN: '',
      slaveSN: '',
    });
    expect(one.motorPN).toBe('AB-MTR-S300B');
    expect(one.motorSN).toMatch(/^MT\d{8}$/);
    expect(one.pump1SN).toMatch(/^PU\d{8}$/);
    expect(one.psuSN).toMatch(/^PS\d{8}$/);
    expect(one.parts.find((p: { slot: string }) => p.slot === 'motor').partWarrantyEnd).toBe(one.warrantyEnd);
    const two = (await call('GET', '/api/robots/sn/SN100002', 'service@demo.test')).body.data;
    expect(two.underWarranty).toBe(false);
    expect(two.warrantyEnd).toBeLessThan(now());
    expect(two.history).toHaveLength(1);
    expect(two.history[0]).toMatchObject({
      slot: 'motor',
      oldSN: expect.stringMatching(/^MT/),
      newSN: two.motorSN,
    });
    const three = (await call('GET', '/api/robots/sn/SN100003', 'service@demo.test')).body.data;
    expect(three).toMatchObject({ underWarranty: true, warrantyUpdated: true });
    expect(three.warrantyStart).toBe(three.saleDate);
  });

  it('answers -15 for an unknown serial and -5 without login', async () => {
    expect((await call('GET', '/api/robots/sn/NOPE1', 'service@demo.test')).body.code).toBe(-15);
    expect((await call('GET', '/api/robots/sn/SN100001')).body.code).toBe(-5);
  });
});

describe('POST /api/warranty/:sn', () => {
  it('a service centre needs the sale date and an invoice of its own company', async () => {
    const saleDate = now() - 10 * DAY;
    expect(
      (await call('POST', '/api/warranty/SN100001', 'service@demo.test', { saleDate })).body,
    ).toMatchObject({
      code: -12,
      data: { field: 'invoice' },
    });
    const invoice = await invoiceOf('service@demo.test');
    expect(
      (await call('POST', '/api/warranty/SN100001', 'service@demo.test', { invoice })).body,
    ).toMatchObject({
      code: -12,
      data: { field: 'saleDate' },
    });
    const foreign = await invoiceOf('galil@demo.test');
    expect(
      (await call('POST', '/api/warranty/SN100001', 'service@demo.test', { saleDate, invoice: foreign }))
        .body,
    ).toMatchObject({ code: -6, data: { field: 'invoice' } });
    const future = await call('POST', '/api/warranty/SN100001', 'service@demo.test', {
      saleDate: now() + 5 * DAY,
      invoice,
    });
    expect(future.body).toMatchObject({ code: -6, data: { field: 'saleDate', reason: 'future' } });
    // SN100001 was produced four months ago: a sale date before that names its rule too.
    const early = await call('POST', '/api/warranty/SN100001', 'service@demo.test', {
      saleDate: now() - 200 * DAY,
      invoice,
    });
    expect(early.body).toMatchObject({ code: -6, data: { field: 'saleDate', reason: 'beforeProduction' } });
    const manual = await call('POST', '/api/warranty/SN100001', 'service@demo.test', {
      saleDate,
      invoice,
      manualStart: saleDate,
    });
    expect(manual.status).toBe(403);
    expect(manual.body.code).toBe(-11);

    const res = await call('POST', '/api/warranty/SN100001', 'service@demo.test', { saleDate, invoice });
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({
      warrantyUpdated: true,
      underWarranty: true,
      warrantyStart: floorToUtcDate(saleDate),
    });
    expect(res.body.data.saleDate).toBe(floorToUtcDate(saleDate));
  });

  it('refuses an already-updated serial (-14, field sn) except for type 1', async () => {
    const invoice = await invoiceOf('service@demo.test');
    const again = await call('POST', '/api/warranty/SN100003', 'service@demo.test', {
      saleDate: now() - DAY,
      invoice,
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: -14, data: { field: 'sn' } });
    const staff = await call('POST', '/api/warranty/SN100003', 'staff@demo.test', { saleDate: now() - DAY });
    expect(staff.body.code).toBe(-14);
    const admin = await call('POST', '/api/warranty/SN100003', 'admin@demo.test', {
      saleDate: now() - 3 * DAY,
    });
    expect(admin.body.status).toBe(true);
    expect(admin.body.data.saleDate).toBe(floorToUtcDate(now() - 3 * DAY));
  });

  it('two simultaneous updates of one serial: exactly one wins, the other is -14', async () => {
    const invoice = await invoiceOf('service@demo.test');
    const payload = { saleDate: now() - DAY, invoice };
    const results = await Promise.all([
      call('POST', '/api/warranty/SN100005', 'service@demo.test', payload),
      call('POST', '/api/warranty/SN100005', 'service@demo.test', payload),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([-14, 0]);
  });

  it('type 1 may give manual dates instead of a sale date, without invoice', async () => {
    const start = now() - 400 * DAY;
    const end = now() + 30 * DAY;
    const res = await call('POST', '/api/warranty/SN100002', 'admin@demo.test', {
      manualStart: start,
      manualEnd: end,
    });
    expect(res.body.data).toMatchObject({
      underWarranty: true,
      manualWarrantyStart: floorToUtcDate(start),
      manualWarrantyEnd: floorToUtcDate(end),
      warrantyEnd: floorToUtcDate(end),
    });
    expect(
      (await call('POST', '/api/warranty/NOPE1', 'admin@demo.test', { saleDate: now() })).body.code,
    ).toBe(-15);
  });
});

describe('warranty updates list, one update, delete', () => {
  it('lists only the actor company updates; provider staff see all; count matches', async () => {
    const mine = (await call('GET', '/api/warranty/updates', 'service@demo.test')).body.data;
    const [company] = await ctx.deps.db.select().from(companies).where(eq(companies.number, '3001'));
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r: { companyId: number }) => r.companyId === company.id)).toBe(true);
    expect((await call('GET', '/api/warranty/updates/count', 'service@demo.test')).body.data.count).toBe(
      mine.total,
    );
    const all = (await call('GET', '/api/warranty/updates', 'admin@demo.test')).body.data;
    expect(all.total).toBeGreaterThan(mine.total);
    expect((await call('GET', '/api/warranty/updates/count', 'admin@demo.test')).body.data.count).toBe(
      all.total,
    );
    const page2 = (await call('GET', '/api/warranty/updates/2', 'admin@demo.test')).body.data;
    expect(page2.rows[0].id).toBe(all.rows[2].id);
    const filtered = (await call('GET', '/api/warranty/updates?filter=SN100003', 'admin@demo.test')).body
      .data;
    expect(filtered.rows.map((r: { sn: string }) => r.sn)).toEqual(['SN100003']);
    expect((await call('GET', '/api/warranty/updates/-1', 'admin@demo.test')).body.code).toBe(-6);
  });

  it('GET /api/warranty/:sn: another company cannot see the update', async () => {
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/warranty/:sn',
      method: 'GET',
      prepare: async () => ({ url: '/api/warranty/SN100001' }),
    });
    const one = (await call('GET', '/api/warranty/SN100001', 'service@demo.test')).body.data;
    expect(one).toMatchObject({
      sn: 'SN100001',
      robotPN: 'AB-S300',
      customerNumber: '3001',
      invoiceName: 'invoice.pdf',
    });
  });

  it('DELETE needs provider staff, resets the robot and is audited', async () => {
    expect((await call('DELETE', '/api/warranty/SN100001', 'service@demo.test')).body.code).toBe(-11);
    expect((await call('DELETE', '/api/warranty/SN100001', 'staff@demo.test')).body.status).toBe(true);
    const robot = (await call('GET', '/api/robots/sn/SN100001', 'service@demo.test')).body.data;
    expect(robot).toMatchObject({ warrantyUpdated: false, saleDate: null });
    expect((await call('GET', '/api/warranty/SN100001', 'admin@demo.test')).body.code).toBe(-15);
    expect((await call('DELETE', '/api/warranty/SN100001', 'staff@demo.test')).body.code).toBe(-15);
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'warranty.delete'), eq(auditLog.entityId, 'SN100001')));
    expect(audits).toHaveLength(1);
  });
});

describe('POST /api/robots/sn/:sn/manualWarranty', () => {
  it('is for type 1 only (-11 for service centre and staff)', async () => {
    for (const email of ['service@demo.test', 'staff@demo.test']) {
      const res = await call('POST', '/api/robots/sn/SN100004/manualWarranty', email, {
        manualWarrantyStart: now(),
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(-11);
    }
  });

  it('sets and clears manual dates, recomputes the warranty, audits', async () => {
    const start = now() - 100 * DAY;
    const set = await call('POST', '/api/robots/sn/SN100004/manualWarranty', 'admin@demo.test', {
      manualWarrantyStart: start,
      manualWarrantyEnd: start + 50 * DAY,
    });
    expect(set.body.data).toMatchObject({ manualWarrantyStart: floorToUtcDate(start), underWarranty: false });
    const bad = await call('POST', '/api/robots/sn/SN100004/manualWarranty', 'admin@demo.test', {
      manualWarrantyEnd: start - 10 * DAY,
    });
    expect(bad.body).toMatchObject({ code: -6, data: { field: 'manualWarrantyEnd' } });
    expect(
      (await call('POST', '/api/robots/sn/SN100004/manualWarranty', 'admin@demo.test', {})).body.code,
    ).toBe(-12);
    const cleared = await call('POST', '/api/robots/sn/SN100004/manualWarranty', 'admin@demo.test', {
      manualWarrantyStart: null,
      manualWarrantyEnd: null,
    });
    expect(cleared.body.data).toMatchObject({ manualWarrantyStart: null, manualWarrantyEnd: null });
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'warranty.manual'));
    expect(audits.length).toBe(2);
    expect(
      (
        await call('POST', '/api/robots/sn/NOPE1/manualWarranty', 'admin@demo.test', {
          manualWarrantyStart: null,
        })
      ).body.code,
    ).toBe(-15);
  });
});

describe('a manual warranty end is compared with the stored start (issue 13, defect 13)', () => {
  it('refuses an end alone before the start the robot already has (manualWarranty route)', async () => {
    const robot = (await call('GET', '/api/robots/sn/SN100047', 'admin@demo.test')).body.data;
    expect(robot.manualWarrantyStart).toBeNull();
    const bad = await call('POST', '/api/robots/sn/SN100047/manualWarranty', 'admin@demo.test', {
      manualWarrantyEnd: robot.warrantyStart - DAY,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: -6, data: { field: 'manualWarrantyEnd', reason: 'endBeforeStart' } },
    });
    const after = (await call('GET', '/api/robots/sn/SN100047', 'admin@demo.test')).body.data;
    expect(after).toMatchObject({ manualWarrantyEnd: null, warrantyEnd: robot.warrantyEnd });
    // The start day itself is a valid (one-day) warranty.
    const same = await call('POST', '/api/robots/sn/SN100047/manualWarranty', 'admin@demo.test', {
      manualWarrantyEnd: robot.warrantyStart,
    });
    expect(same.body.data).toMatchObject({ manualWarrantyEnd: robot.warrantyStart });
  });

  it('refuses an end alone before the start on the warranty update too (type 1)', async () => {
    const robot = (await call('GET', '/api/robots/sn/SN100049', 'admin@demo.test')).body.data;
    const bad = await call('POST', '/api/warranty/SN100049', 'admin@demo.test', {
      manualEnd: robot.warrantyStart - 2 * DAY,
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: -6, data: { field: 'manualEnd', reason: 'endBeforeStart' } },
    });
    expect((await call('GET', '/api/robots/sn/SN100049', 'admin@demo.test')).body.data).toMatchObject({
      manualWarrantyEnd: null,
      warrantyUpdated: robot.warrantyUpdated,
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { floorToUtcDate } from '../../lib/clock.ts';
import { buildFile, buildWarrantyUpdate } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { DAY, warrantySuite } from './test-helpers.ts';

let ctx: TestContext;
const { call, now } = warrantySuite(
  ['admin@demo.test', 'staff@demo.test', 'service@demo.test', 'distributor@demo.test', 'galil@demo.test'],
  (c) => {
    ctx = c;
  },
);

async function userOf(email: string) {
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, email));
  return user;
}

/** An invoice file row of the user's company, of the upload kind (image or file). */
const fileOf = (email: string, kind: 'image' | 'file' = 'image') =>
  buildFile(ctx, { email, kind, mime: 'image/png', originalName: `${kind}-invoice.png` });

async function ntwOf(email: string, sn: string, type: 'NTW' | 'NTR' = 'NTW') {
  const user = await userOf(email);
  const rows = await ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));
  return rows.filter((r) => r.params.sn === sn);
}

/** A partner's update waiting for review (answers its invoice); the robot is of the partner's company. */
const requestUpdate = async (sn: string, email = 'service@demo.test') =>
  (await buildWarrantyUpdate(ctx, { sn, email, saleDate: now() - 10 * DAY })).invoice;

describe('POST /api/warranty/:sn/review', () => {
  it('is for provider staff only: -5 logged out, -11 for partners', async () => {
    const body = { saleDate: now() - DAY };
    expect((await call('POST', '/api/warranty/SN100003/review', undefined, body)).body.code).toBe(-5);
    for (const email of ['service@demo.test', 'distributor@demo.test']) {
      const res = await call('POST', '/api/warranty/SN100003/review', email, body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(-11);
    }
  });

  it('validates: sale date required (-12), not in the future (-6), invoice an image file (-6), -15', async () => {
    const url = '/api/warranty/SN100003/review';
    expect((await call('POST', url, 'staff@demo.test', {})).body).toMatchObject({
      code: -12,
      data: { field: 'saleDate' },
    });
    expect((await call('POST', url, 'staff@demo.test', { saleDate: now() + 3 * DAY })).body).toMatchObject({
      code: -6,
      data: { field: 'saleDate', reason: 'future' },
    });
    expect((await call('POST', url, 'staff@demo.test', { saleDate: 0 })).body).toMatchObject({
      code: -6,
      data: { field: 'saleDate', reason: 'beforeProduction' },
    });
    const office = await fileOf('service@demo.test', 'file');
    expect(
      (await call('POST', url, 'staff@demo.test', { saleDate: now() - DAY, invoice: office })).body,
    ).toMatchObject({ code: -6, data: { field: 'invoice' } });
    expect(
      (await call('POST', '/api/warranty/NOPE1/review', 'staff@demo.test', { saleDate: now() - DAY })).body
        .code,
    ).toBe(-15);
  });

  it('staff approve a partner update: owner and invoice kept, reviewed, audited, owner notified', async () => {
    const invoice = await requestUpdate('SN100013');
    const pending = (await call('GET', '/api/warranty/SN100013', 'staff@demo.test')).body.data;
    expect(pending).toMatchObject({
      reviewedAt: null,
      reviewedByName: null,
      invoice,
      customerNumber: '3001',
    });

    const saleDate = now() - 20 * DAY;
    const res = await call('POST', '/api/warranty/SN100013/review', 'staff@demo.test', { saleDate });
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({
      sn: 'SN100013',
      customerNumber: '3001',
      userName: (await userOf('service@demo.test')).name,
      invoice,
      saleDate: floorToUtcDate(saleDate),
      reviewedByName: (await userOf('staff@demo.test')).name,
    });
    expect(res.body.data.reviewedAt).toBeGreaterThan(0);
    const robot = (await call('GET', '/api/robots/sn/SN100013', 'service@demo.test')).body.data;
    expect(robot).toMatchObject({ warrantyUpdated: true, saleDate: floorToUtcDate(saleDate) });
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'warranty.review'), eq(auditLog.entityId, 'SN100013')));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorId).toBe((await userOf('staff@demo.test')).id);
    expect(await ntwOf('service@demo.test', 'SN100013')).toHaveLength(1);
    expect(await ntwOf('galil@demo.test', 'SN100013')).toHaveLength(0);
    expect(await ntwOf('staff@demo.test', 'SN100013')).toHaveLength(0);

    // The owner sees it reviewed too; a new invoice replaces the old one.
    const mine = (await call('GET', '/api/warranty/SN100013', 'service@demo.test')).body.data;
    expect(mine.reviewedAt).toBe(res.body.data.reviewedAt);
    const replacement = await fileOf('admin@demo.test');
    const again = await call('POST', '/api/warranty/SN100013/review', 'admin@demo.test', {
      saleDate,
      invoice: replacement,
    });
    expect(again.body.data).toMatchObject({ invoice: replacement, customerNumber: '3001' });
  });

  it('a robot without an update gets one owned by the robot company, already reviewed', async () => {
    const [company] = await ctx.deps.db.select().from(companies).where(eq(companies.number, '3001'));
    const res = await call('POST', '/api/warranty/SN100001/review', 'admin@demo.test', {
      saleDate: now() - 5 * DAY,
    });
    expect(res.body.data).toMatchObject({
      sn: 'SN100001',
      companyId: company.id,
      invoice: null,
      reviewedByName: (await userOf('admin@demo.test')).name,
    });
    expect((await call('GET', '/api/warranty/SN100001', 'service@demo.test')).body.status).toBe(true);
  });
});

describe('the updates list as the admin screen reads it', () => {
  it('filters by review status, sorts, pages with page/pageSize and counts the same', async () => {
    await requestUpdate('SN100007', 'galil@demo.test');
    const pending = (await call('GET', '/api/warranty/updates?status=pending', 'staff@demo.test')).body.data;
    expect(pending.rows.length).toBeGreaterThan(0);
    expect(pending.rows.every((r: { reviewedAt: number | null }) => r.reviewedAt === null)).toBe(true);
    expect(pending.rows.map((r: { sn: string }) => r.sn)).toContain('SN100007');
    const reviewed = (await call('GET', '/api/warranty/updates?status=reviewed', 'staff@demo.test')).body
      .data;
    expect(reviewed.rows.every((r: { reviewedAt: number | null }) => r.reviewedAt !== null)).toBe(true);
    const all = (await call('GET', '/api/warranty/updates', 'staff@demo.test')).body.data;
    expect(pending.total + reviewed.total).toBe(all.total);
    expect(
      (await call('GET', '/api/warranty/updates/count?status=pending', 'staff@demo.test')).body.data.count,
    ).toBe(pending.total);

    const bySn = (await call('GET', '/api/warranty/updates?sort=sn&pageSize=3&page=2', 'staff@demo.test'))
      .body.data;
    const sorted = all.rows.map((r: { sn: string }) => r.sn).sort();
    expect(bySn.rows.map((r: { sn: string }) => r.sn)).toEqual(sorted.slice(3, 6));
    expect(bySn.total).toBe(all.total);
    const desc = (await call('GET', '/api/warranty/updates?sort=-customer', 'staff@demo.test')).body.data;
    const customers = desc.rows.map((r: { customer: string }) => r.customer);
    expect(customers).toEqual([...customers].sort().reverse());
    const bad = await call('GET', '/api/warranty/updates?sort=password', 'staff@demo.test');
    expect(bad.body).toMatchObject({ code: -6, data: { field: 'sort' } });
    const maybe = await call('GET', '/api/warranty/updates?status=maybe', 'staff@demo.test');
    expect(maybe.body.code).toBe(-6);
    expect((await call('GET', '/api/warranty/updates?pageSize=201', 'staff@demo.test')).body.code).toBe(-6);
  });

  it('a partner sees only its own company updates with the status filter too', async () => {
    const mine = (await call('GET', '/api/warranty/updates?status=pending', 'galil@demo.test')).body.data;
    const [galil] = await ctx.deps.db.select().from(companies).where(eq(companies.number, '3003'));
    expect(mine.rows.map((r: { sn: string }) => r.sn)).toContain('SN100007');
    expect(mine.rows.every((r: { companyId: number }) => r.companyId === galil.id)).toBe(true);
  });
});

describe('type 1 overwrite and reject', () => {
  it('a type-1 overwrite through POST /api/warranty/:sn keeps who asked and the invoice', async () => {
    const invoice = await requestUpdate('SN100017');
    const res = await call('POST', '/api/warranty/SN100017', 'admin@demo.test', {
      saleDate: now() - 2 * DAY,
    });
    expect(res.body.status).toBe(true);
    const update = (await call('GET', '/api/warranty/SN100017', 'service@demo.test')).body.data;
    expect(update).toMatchObject({ customerNumber: '3001', invoice });
    expect(update.reviewedAt).not.toBeNull();
    expect(await ntwOf('service@demo.test', 'SN100017')).toHaveLength(1);
  });

  it('DELETE (reject) notifies the company that asked of the rejection (NTR), not "Warranty updated"', async () => {
    await requestUpdate('SN100011', 'galil@demo.test');
    expect((await call('DELETE', '/api/warranty/SN100011', 'staff@demo.test')).body.status).toBe(true);
    expect(await ntwOf('galil@demo.test', 'SN100011', 'NTR')).toHaveLength(1);
    expect(await ntwOf('galil@demo.test', 'SN100011')).toHaveLength(0);
    expect((await call('GET', '/api/warranty/SN100011', 'galil@demo.test')).body.code).toBe(-15);
    // The partner reads it in its language.
    const inbox = (await call('GET', '/api/notifications', 'galil@demo.test')).body.data;
    const note = [...inbox.notSeen, ...inbox.seen].find(
      (n: { type: string; text: string }) => n.type === 'NTR' && n.text.includes('SN100011'),
    );
    expect(note).toMatchObject({ title: 'Warranty update rejected' });
    expect(JSON.stringify(inbox)).not.toMatch(/Warranty updated[^"]*SN100011/);
  });

  it('manual dates notify the robot company', async () => {
    const res = await call('POST', '/api/robots/sn/SN100002/manualWarranty', 'admin@demo.test', {
      manualWarrantyEnd: now() + 30 * DAY,
    });
    expect(res.body.status).toBe(true);
    expect(await ntwOf('service@demo.test', 'SN100002')).toHaveLength(1);
  });
});

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodJobs } from '../../app-jobs.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { periodKeyOf } from '../../lib/periods.ts';
import { type Caller, callersOf } from '../../test/callers.ts';
import { buildRobot } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { runJob } from '../../test/jobs.ts';
import { applyRetention } from './retention-job.ts';

// End customers' contact details (complete-unit requests, feedback reports) are erasable on request
// by a provider administrator, audited without the values, and blanked by a daily job after the configured
// retention (one run per day across instances).

const contact = {
  firstName: 'Ana',
  lastName: 'Lopez',
  address: '1 Calle Mayor',
  city: 'Madrid',
  country: 'ES',
  phone: '+34 600 000 000',
  email: 'ana@example.test',
};
const feedbackForm = {
  description: 'Cable cut',
  purchasedBy: 'Ana Lopez',
  pu_fullName: 'Ana Lopez',
  pu_phone: '+34 600 000 000',
  elseData: { firstName: 'Ana', email: 'ana@example.test' },
};

async function serviceUser(ctx: TestContext) {
  const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, 'service@demo.test'));
  return { userId: user.id, companyId: user.companyId! };
}

async function buildUnitRequest(ctx: TestContext, updatedAt = ctx.clock.now()) {
  const { userId, companyId } = await serviceUser(ctx);
  const robot = await buildRobot(ctx, { companyId });
  const [row] = await ctx.deps.db
    .insert(completeUnits)
    .values({
      companyId,
      userId,
      unitId: robot.id,
      sn: robot.sn,
      dateArrived: '2026-01-01',
      purchaseDate: '2025-06-01',
      purchasedFrom: 'Pool Shop',
      comments: 'Stops after five minutes',
      action: 'refund',
      ...contact,
      createdAt: updatedAt,
      updatedAt,
    })
    .returning();
  return row.id;
}

async function buildFeedback(ctx: TestContext, updatedAt = ctx.clock.now()) {
  const { userId, companyId } = await serviceUser(ctx);
  const [row] = await ctx.deps.db
    .insert(feedbackReports)
    .values({
      companyId,
      userId,
      menu: 'robots',
      formType: 'brokenRobot',
      sn: 'SN100050',
      formData: feedbackForm,
      createdAt: updatedAt,
      updatedAt,
    })
    .returning();
  return row.id;
}

const unitOf = async (ctx: TestContext, id: number) =>
  (await ctx.deps.db.select().from(completeUnits).where(eq(completeUnits.id, id)))[0];
const feedbackOf = async (ctx: TestContext, id: number) =>
  (await ctx.deps.db.select().from(feedbackReports).where(eq(feedbackReports.id, id)))[0];
const daysAgo = (ctx: TestContext, days: number) => new Date(ctx.clock.now().getTime() - days * 86_400_000);

describe('erasure on request (POST /api/privacy/erase)', () => {
  let ctx: TestContext;
  let as: (email: string) => Caller;
  beforeAll(async () => {
    ctx = await createTestContext();
    ({ as } = await callersOf(ctx, [
      'admin@demo.test',
      'staff@demo.test',
      'service@demo.test',
      'distributor@demo.test',
    ]));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('blanks a complete-unit request’s customer details, keeps the rest, audits the field names only', async () => {
    const id = await buildUnitRequest(ctx);
    const res = await as('admin@demo.test')('POST', '/api/privacy/erase', { kind: 'completeUnit', id });
    expect(res).toMatchObject({ http: 200, status: true, code: 0 });
    expect(res.data).toEqual({ kind: 'completeUnit', id, erasedFields: Object.keys(contact) });
    const row = await unitOf(ctx, id);
    expect(Object.fromEntries(Object.keys(contact).map((k) => [k, row[k as keyof typeof row]]))).toEqual(
      Object.fromEntries(Object.keys(contact).map((k) => [k, ''])),
    );
    expect({ comments: row.comments, purchasedFrom: row.purchasedFrom }).toEqual({
      comments: 'Stops after five minutes',
      purchasedFrom: 'Pool Shop',
    });

    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'erasePersonalData'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ entity: 'complete_unit', before: { fields: Object.keys(contact) } });
    expect(JSON.stringify(entry)).not.toMatch(/Ana|Lopez|Madrid|600 000|example\.test/);

    // Again: nothing left to erase, nothing audited.
    const again = await as('admin@demo.test')('POST', '/api/privacy/erase', { kind: 'completeUnit', id });
    expect(again.data.erasedFields).toEqual([]);
    const entries = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'erasePersonalData'), eq(auditLog.entityId, String(id))));
    expect(entries).toHaveLength(1);
  });

  it('removes a feedback report’s customer keys and keeps the report', async () => {
    const id = await buildFeedback(ctx);
    const res = await as('admin@demo.test')('POST', '/api/privacy/erase', { kind: 'feedback', id });
    expect(res.data.erasedFields).toEqual(['elseData', 'purchasedBy', 'pu_fullName', 'pu_phone']);
    expect((await feedbackOf(ctx, id)).formData).toEqual({ description: 'Cable cut' });
  });

  it('is refused to everyone but a provider administrator, the record untouched', async () => {
    const id = await buildUnitRequest(ctx);
    for (const email of ['staff@demo.test', 'service@demo.test', 'distributor@demo.test']) {
      const res = await as(email)('POST', '/api/privacy/erase', { kind: 'completeUnit', id });
      expect({ email, http: res.http, code: res.code }).toEqual({ email, http: 403, code: -11 });
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      payload: { kind: 'completeUnit', id },
    });
    expect(anonymous.json().code).toBe(-5);
    expect((await unitOf(ctx, id)).email).toBe(contact.email);
  });

  it('answers -15 for an unknown record and -6 for an unknown kind', async () => {
    const missing = await as('admin@demo.test')('POST', '/api/privacy/erase', {
      kind: 'feedback',
      id: 99_999_999,
    });
    expect({ http: missing.http, code: missing.code }).toEqual({ http: 404, code: -15 });
    const bad = await as('admin@demo.test')('POST', '/api/privacy/erase', { kind: 'users', id: 1 });
    expect({ http: bad.http, code: bad.code }).toEqual({ http: 400, code: -6 });
  });
});

describe('retention (PERSONAL_DATA_RETENTION_DAYS, daily job)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PERSONAL_DATA_RETENTION_DAYS: '30' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('erases records unchanged for longer than the retention, as the daily job on the queue', async () => {
    const oldUnit = await buildUnitRequest(ctx, daysAgo(ctx, 31));
    const recentUnit = await buildUnitRequest(ctx, daysAgo(ctx, 29));
    const oldReport = await buildFeedback(ctx, daysAgo(ctx, 31));
    const recentReport = await buildFeedback(ctx, daysAgo(ctx, 29));

    // The job as the app registers it, run by the app's job queue for today.
    const job = periodJobs.find((j) => j.name === 'personal-data-retention')!;
    expect(job.period).toBe('daily');
    const today = periodKeyOf('daily', ctx.clock.now(), ctx.deps.config.timeZone);
    expect((await runJob(ctx.deps.jobs, job.name, { period: today })).state).toBe('completed');

    expect((await unitOf(ctx, oldUnit)).email).toBe('');
    expect((await unitOf(ctx, recentUnit)).email).toBe(contact.email);
    expect((await feedbackOf(ctx, oldReport)).formData).toEqual({ description: 'Cable cut' });
    expect((await feedbackOf(ctx, recentReport)).formData).toEqual(feedbackForm);
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'erasePersonalData'), eq(auditLog.entity, 'retention')));
    // The seeded demo records older than 30 days go too; the recent ones stay.
    const after = entry.after as { completeUnits: number[]; feedbackReports: number[] };
    expect(after.completeUnits).toContain(oldUnit);
    expect(after.completeUnits).not.toContain(recentUnit);
    expect(after.feedbackReports).toContain(oldReport);
    expect(after.feedbackReports).not.toContain(recentReport);

    // Two days later the then-expired record goes too.
    ctx.clock.advance(2 * 86_400);
    const later = periodKeyOf('daily', ctx.clock.now(), ctx.deps.config.timeZone);
    expect((await runJob(ctx.deps.jobs, job.name, { period: later })).state).toBe('completed');
    expect((await unitOf(ctx, recentUnit)).email).toBe('');
    expect((await feedbackOf(ctx, recentReport)).formData).toEqual({ description: 'Cable cut' });
  });

  it('keeps everything with PERSONAL_DATA_RETENTION_DAYS=0 (the default)', async () => {
    const id = await buildUnitRequest(ctx, daysAgo(ctx, 5000));
    const result = await applyRetention(
      { ...ctx.deps, config: { ...ctx.deps.config, personalDataRetentionDays: 0 } },
      'x',
    );
    expect(result).toEqual({ completeUnits: [], feedback: [] });
    expect((await unitOf(ctx, id)).email).toBe(contact.email);
  });
});

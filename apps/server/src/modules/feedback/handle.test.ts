import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { userIdOf } from '../../test/factories.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { type Caller, callersOf, uploadImage, validForms } from './test-helpers.ts';

let ctx: TestContext;
let as: (email: string) => Caller;
let forms: ReturnType<typeof validForms>;

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, [
    'service@demo.test',
    'galil@demo.test',
    'staff@demo.test',
    'admin@demo.test',
    'distributor@demo.test',
  ]);
  as = callers.as;
  forms = validForms(await uploadImage(ctx, callers.cookies['service@demo.test']));
});
afterAll(async () => {
  await ctx?.close();
});

const file = async (email = 'service@demo.test') =>
  (await as(email)('PUT', '/api/feedback', forms.technical)).data.id as number;

describe('GET /api/feedback/{id}', () => {
  it('answers the full report to feedback managers and the public view to the reporter’s company', async () => {
    const id = await file();
    await as('staff@demo.test')('POST', `/api/feedback/${id}`, {
      findings: 'Internal note',
      partsCost: 12.5,
      correctiveAction: 'New tracks sent',
    });
    const full = await as('staff@demo.test')('GET', `/api/feedback/${id}`);
    expect(full.data).toMatchObject({
      view: 'full',
      topic: 'technical',
      subTopic: 'technical',
      status: 'SNT',
      handling: { findings: 'Internal note', partsCost: 12.5 },
      formData: { poolSurface: 'Painted concrete', elseData: { firstName: 'Léa' } },
      centreId: '3001',
    });
    const own = await as('service@demo.test')('GET', `/api/feedback/${id}`);
    expect(own.data).toMatchObject({ view: 'public', handling: null, correctiveAction: 'New tracks sent' });
    expect(JSON.stringify(own.data)).not.toContain('Internal note');
    // The distributor sees its service centre riviera's, not service's (another company).
    expect(await as('distributor@demo.test')('GET', `/api/feedback/${id}`)).toMatchObject({ code: -15 });
  });

  it('refuses another company (-15) through the ownership harness', async () => {
    await expectOtherCompanyRefused(ctx, {
      name: 'GET /api/feedback/{id}',
      method: 'GET',
      prepare: async () => ({ url: `/api/feedback/${await file()}` }),
    });
  });

  it('answers -15 for an unknown id', async () => {
    expect(await as('staff@demo.test')('GET', '/api/feedback/999999')).toMatchObject({
      http: 404,
      code: -15,
    });
  });
});

describe('POST /api/feedback/{id}', () => {
  it('is for feedback managers only (-11), the reporter included, and changes nothing', async () => {
    const id = await file();
    for (const email of ['service@demo.test', 'galil@demo.test', 'distributor@demo.test']) {
      expect(await as(email)('POST', `/api/feedback/${id}`, { status: 'CLS' })).toMatchObject({
        http: 403,
        code: -11,
      });
    }
    const [row] = await ctx.deps.db.select().from(feedbackReports).where(eq(feedbackReports.id, id));
    expect(row.status).toBe('SNT');
  });

  it('saves the handling record, stamps the response times, notifies the reporter (FEC), audits', async () => {
    const id = await file();
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const t0 = ctx.clock.now().getTime();
    ctx.clock.advance(3600);
    const rec = await as('staff@demo.test')('POST', `/api/feedback/${id}`, {
      status: 'REC',
      complaintTitle: 'Stops',
      complaintType: 'manufacturer',
      department: 'production',
      handledBy: 'Sam Staff',
      correctiveActionDate: 1_700_006_400,
      elseData: { firstName: 'Lea', lastName: 'Moreau', email: 'lea@example.test', position: 'Owner' },
    });
    expect(rec.data).toMatchObject({
      status: 'REC',
      handling: { complaintTitle: 'Stops', complaintType: 'manufacturer', department: 'production' },
      formData: { elseData: { firstName: 'Lea', email: 'lea@example.test', position: 'Owner' } },
      closedAt: null,
    });
    expect(rec.data.firstResponseAt).toBe(Math.floor(t0 / 1000) + 3600);
    ctx.clock.advance(7200);
    const cls = await as('staff@demo.test')('POST', `/api/feedback/${id}`, {
      status: 'CLS',
      closedBy: 'Sam',
    });
    expect(cls.status, JSON.stringify(cls)).toBe(true);
    // An omitted field keeps its value; the first response stays the first.
    expect(cls.data).toMatchObject({ status: 'CLS', handling: { complaintTitle: 'Stops', closedBy: 'Sam' } });
    expect(cls.data.firstResponseAt).toBe(rec.data.firstResponseAt);
    expect(cls.data.closedAt).toBe(Math.floor(t0 / 1000) + 3600 + 7200);
    // Saving again without a status change notifies nobody.
    await as('staff@demo.test')('POST', `/api/feedback/${id}`, { status: 'CLS', findings: 'Done' });
    const fec = await ctx.deps.db.select().from(notifications).where(eq(notifications.type, 'FEC'));
    const mine = fec.filter((n) => n.params.feedbackId === id);
    expect(mine.map((n) => n.userId)).toEqual([serviceId, serviceId]);
    expect(mine.map((n) => n.params.statusCode)).toEqual(['REC', 'CLS']);
    const bell = await as('service@demo.test')('GET', '/api/notifications/summary');
    expect(JSON.stringify(bell.data)).toContain(`Your feedback report #${id} is now Closed.`);
    // The reporter sees the status; reopening clears the close.
    expect((await as('service@demo.test')('GET', `/api/feedback/${id}`)).data.status).toBe('CLS');
    const reopened = await as('admin@demo.test')('POST', `/api/feedback/${id}`, { status: 'PRO' });
    expect(reopened.data).toMatchObject({ status: 'PRO', closedAt: null });
    const audits = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.entity, 'feedback_report'));
    expect(audits.filter((a) => a.entityId === String(id))).toHaveLength(4);
  });

  it('shows the status history (who, when, from and to) on both views and fills "Closed by" on closing', async () => {
    const id = await file();
    const created = (await as('staff@demo.test')('GET', `/api/feedback/${id}`)).data;
    expect(created.statusHistory).toEqual([
      { at: created.dateCreate, byName: 'Steve Service', from: null, to: 'SNT' },
    ]);
    ctx.clock.advance(600);
    await as('staff@demo.test')('POST', `/api/feedback/${id}`, { status: 'REC', findings: 'Looking' });
    const recAt = Math.floor(ctx.clock.now().getTime() / 1000);
    // A save without a status change adds no step.
    await as('staff@demo.test')('POST', `/api/feedback/${id}`, { findings: 'Still looking' });
    ctx.clock.advance(600);
    const closed = await as('admin@demo.test')('POST', `/api/feedback/${id}`, {
      status: 'CLS',
      closedBy: '',
    });
    expect(closed.data.handling.closedBy).toBe('Dana Admin');
    const steps = [
      { at: created.dateCreate, byName: 'Steve Service', from: null, to: 'SNT' },
      { at: recAt, byName: 'Sam Staff', from: 'SNT', to: 'REC' },
      { at: recAt + 600, byName: 'Dana Admin', from: 'REC', to: 'CLS' },
    ];
    expect(closed.data.statusHistory).toEqual(steps);
    // The reporter's company reads the same history on its public view.
    expect((await as('service@demo.test')('GET', `/api/feedback/${id}`)).data.statusHistory).toEqual(steps);
    // Reopening empties "Closed by"; a close that names someone keeps that name.
    const reopened = await as('staff@demo.test')('POST', `/api/feedback/${id}`, {
      status: 'PRO',
      closedBy: 'Dana Admin',
    });
    expect(reopened.data.handling.closedBy).toBe('');
    const named = await as('staff@demo.test')('POST', `/api/feedback/${id}`, {
      status: 'CLS',
      closedBy: 'Q. A.',
    });
    expect(named.data.handling.closedBy).toBe('Q. A.');
    expect(named.data.statusHistory.map((s: { to: string }) => s.to)).toEqual([
      'SNT',
      'REC',
      'CLS',
      'PRO',
      'CLS',
    ]);
  });

  it('answers -6 for values outside the lists and -15 for an unknown report', async () => {
    const id = await file();
    expect(await as('staff@demo.test')('POST', `/api/feedback/${id}`, { status: 'XXX' })).toMatchObject({
      code: -6,
    });
    expect(
      await as('staff@demo.test')('POST', `/api/feedback/${id}`, { complaintType: 'other' }),
    ).toMatchObject({ code: -6 });
    expect(await as('staff@demo.test')('POST', '/api/feedback/999999', { status: 'REC' })).toMatchObject({
      code: -15,
    });
  });
});

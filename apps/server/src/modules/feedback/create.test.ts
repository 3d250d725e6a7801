import { feedbackFormTypes } from '@poolside/contract/feedback';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackReports } from '../../db/schema/feedback.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { userIdOf } from '../../test/factories.ts';
import { type Caller, callersOf, uploadImage, validForms } from './test-helpers.ts';

let ctx: TestContext;
let as: (email: string) => Caller;
let cookies: Record<string, string>;
let forms: ReturnType<typeof validForms>;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ as, cookies } = await callersOf(ctx, ['service@demo.test', 'galil@demo.test', 'staff@demo.test']));
  forms = validForms(await uploadImage(ctx, cookies['service@demo.test']));
});
afterAll(async () => {
  await ctx?.close();
});

const put = (body: object, email = 'service@demo.test') => as(email)('PUT', '/api/feedback', body);

describe('PUT /api/feedback', () => {
  it.each(feedbackFormTypes)('files a complete %s form with status SNT', async (formType) => {
    const res = await put(forms[formType]);
    expect(res, JSON.stringify(res)).toMatchObject({ status: true, code: 0 });
    const [row] = await ctx.deps.db.select().from(feedbackReports).where(eq(feedbackReports.id, res.data.id));
    expect(row).toMatchObject({ status: 'SNT', formType, menu: forms[formType].menu });
    expect(row.userId).toBe(await userIdOf(ctx, 'service@demo.test'));
  });

  it('stores the form’s own fields, "other" texts replacing other, the robot’s PN', async () => {
    const tech = await put(forms.technical);
    const [row] = await ctx.deps.db
      .select()
      .from(feedbackReports)
      .where(eq(feedbackReports.id, tech.data.id));
    expect(row.pn).toBe('WM-P90');
    expect(row.sn).toBe('SN100050');
    expect(row.formData).toMatchObject({
      poolSurface: 'Painted concrete',
      someoneElse: 'yes',
      elseData: { firstName: 'Léa', lastName: 'Moreau', companyName: 'Moreau Piscines' },
    });
    expect(row.formData).not.toHaveProperty('poolSurfaceOther');
    const missing = await put(forms.missingItem);
    const [m] = await ctx.deps.db
      .select()
      .from(feedbackReports)
      .where(eq(feedbackReports.id, missing.data.id));
    expect(m).toMatchObject({ pn: 'AB-S300', sn: 'SN9001' });
    expect(m.formData).toMatchObject({ sn: ['SN9001'], qty: 2, robotPN: 'AB-S300' });
    // A field of another form is not kept.
    const issue = await put({ ...forms.issues, invoiceNo: 'X', pn: 'AB-S300' });
    const [i] = await ctx.deps.db.select().from(feedbackReports).where(eq(feedbackReports.id, issue.data.id));
    expect(i.formData).not.toHaveProperty('invoiceNo');
    expect(i.pn).toBe('');
  });

  it('answers -12 with every missing field of each form', async () => {
    const cases: [object, string[]][] = [
      [{}, ['menu', 'formType']],
      [{ menu: 'robots', formType: 'brokenItem' }, ['formType']],
      [{ menu: 'robots', formType: 'shipment' }, ['type', 'invoiceNo', 'description', 'attachment']],
      [{ menu: 'robots', formType: 'missingItem' }, ['pn', 'invoiceNo', 'attachment', 'qty', 'description']],
      [{ menu: 'spareparts', formType: 'missingItem' }, ['invoiceNo', 'attachment', 'qty', 'description']],
      [{ menu: 'robots', formType: 'wrongItem' }, ['invoiceNo', 'attachment']],
      [
        { menu: 'robots', formType: 'brokenRobot' },
        ['sn', 'purchaseDate', 'attachment', 'purchasedBy', 'description', 'defectivePart'],
      ],
      [{ menu: 'spareparts', formType: 'brokenItem' }, ['pn', 'qty', 'description', 'attachment']],
      [
        { ...forms.technical, poolSurface: 'other', poolSurfaceOther: '', waterLine: 'other' },
        ['poolSurfaceOther', 'waterLineOther'],
      ],
      [{ menu: 'others', formType: 'issues' }, ['subject', 'issueDescription']],
      [{ ...forms.issues, someoneElse: 'yes' }, ['elseData.firstName', 'elseData.lastName']],
    ];
    for (const [body, fields] of cases) {
      const res = await put(body);
      expect(res, JSON.stringify(body)).toMatchObject({ http: 400, code: -12, data: { fields } });
    }
  });

  it('answers -6 for values outside the lists, future dates, more serials than units, foreign files', async () => {
    expect(await put({ ...forms.shipment, incoTerm: 'XYZ' })).toMatchObject({ code: -6 });
    expect(await put({ ...forms.technical, poolWidth: 16 })).toMatchObject({ code: -6 });
    const future = Math.floor(ctx.clock.now().getTime() / 1000) + 3 * 86400;
    expect(await put({ ...forms.brokenRobot, purchaseDate: future })).toMatchObject({
      code: -6,
      data: { fields: ['purchaseDate'] },
    });
    expect(await put({ ...forms.missingItem, qty: 1, sn: ['A', 'B'] })).toMatchObject({
      code: -6,
      data: { fields: ['sn'] },
    });
    // galil's upload is not service's to attach; a file-kind upload is not an image.
    const galilFile = await uploadImage(ctx, cookies['galil@demo.test']);
    expect(await put({ ...forms.shipment, attachment: galilFile })).toMatchObject({
      code: -6,
      data: { fields: ['attachment'] },
    });
    const doc = await uploadImage(ctx, cookies['service@demo.test'], 'file');
    expect(await put({ ...forms.shipment, attachment: doc })).toMatchObject({
      code: -6,
      data: { fields: ['attachment'] },
    });
    expect(await put({ ...forms.technical, files: [galilFile] })).toMatchObject({
      code: -6,
      data: { fields: ['files'] },
    });
  });

  it('answers -15 on the field when the robot does not exist, and writes nothing', async () => {
    const before = await ctx.deps.db.$count(feedbackReports);
    expect(await put({ ...forms.brokenRobot, sn: 'NOPE123' })).toMatchObject({
      http: 404,
      code: -15,
      data: { field: 'sn' },
    });
    expect(await put({ ...forms.missingItem, pn: 'NOPE' })).toMatchObject({
      code: -15,
      data: { field: 'pn' },
    });
    expect(await ctx.deps.db.$count(feedbackReports)).toBe(before);
  });

  it('notifies the feedback managers (FEE), not the reporter', async () => {
    const staffId = await userIdOf(ctx, 'staff@demo.test');
    const adminId = await userIdOf(ctx, 'admin@demo.test');
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const res = await put(forms.issues);
    const fee = await ctx.deps.db.select().from(notifications).where(eq(notifications.type, 'FEE'));
    const about = fee.filter((n) => n.params.feedbackId === res.data.id).map((n) => n.userId);
    expect(about.sort()).toEqual([adminId, staffId].sort());
    expect(about).not.toContain(serviceId);
    const bell = await as('staff@demo.test')('GET', '/api/notifications/summary');
    expect(JSON.stringify(bell.data)).toContain(`New feedback report #${res.data.id}`);
  });

  it('is idempotent per submission: the same client key answers the first id, once notified', async () => {
    const body = { ...forms.shipment, clientKey: 'k-123' };
    const [a, b] = await Promise.all([put(body), put(body)]);
    const c = await put(body);
    expect(a.data.id).toBe(b.data.id);
    expect(c.data.id).toBe(a.data.id);
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const rows = await ctx.deps.db
      .select()
      .from(feedbackReports)
      .where(and(eq(feedbackReports.userId, serviceId), eq(feedbackReports.clientKey, 'k-123')));
    expect(rows).toHaveLength(1);
    const fee = await ctx.deps.db.select().from(notifications).where(eq(notifications.type, 'FEE'));
    const staffId = await userIdOf(ctx, 'staff@demo.test');
    expect(fee.filter((n) => n.params.feedbackId === a.data.id && n.userId === staffId)).toHaveLength(1);
    // Another user's same key is another submission.
    const other = await put({ ...forms.issues, clientKey: 'k-123' }, 'galil@demo.test');
    expect(other.data.id).not.toBe(a.data.id);
  });
});

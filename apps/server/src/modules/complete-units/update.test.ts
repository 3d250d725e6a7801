import type { UnitOptions } from '@poolside/contract/complete-units';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { demoRequestIdOf } from '../../seed/complete-units.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { userIdOf } from '../../test/users.ts';
import { type Caller, callersOf, uploadInvoice, validBody } from './test-helpers.ts';

let ctx: TestContext;
let as: (email: string) => Caller;
let options: UnitOptions;
let cookies: Record<string, string>;

const emails = [
  'service@demo.test',
  'galil@demo.test',
  'admin@demo.test',
  'staff@demo.test',
  'distributor@demo.test',
  'riviera@demo.test',
];

beforeAll(async () => {
  ctx = await createTestContext();
  const callers = await callersOf(ctx, emails);
  cookies = callers.cookies;
  as = callers.as;
  options = (await as('service@demo.test')('GET', '/api/completeUnits/options')).data;
});
afterAll(async () => {
  await ctx?.close();
});

/** Files a request as service@demo.test and answers its id. */
async function fileRequest(sn: string, over = {}) {
  const invoice = await uploadInvoice(ctx, cookies['service@demo.test']);
  const res = await as('service@demo.test')(
    'PUT',
    '/api/completeUnits',
    validBody(ctx, options, sn, invoice, over),
  );
  expect(res.status).toBe(true);
  return res.data.id as number;
}

describe('POST /api/completeUnits/{id} by the requester', () => {
  it('edits the wizard fields while the request is sent, keeping the rest', async () => {
    const id = await fileRequest('SN100011');
    const res = await as('service@demo.test')('POST', `/api/completeUnits/${id}`, {
      id,
      city: 'Sevilla',
      action: 'new',
      newSN: 'sn777',
    });
    expect(res).toMatchObject({ http: 200, status: true });
    expect(res.data).toMatchObject({ city: 'Sevilla', action: 'new', newSN: 'SN777', firstName: 'Ana' });
  });

  it('checks every requirement again on the merged request (-12, -6)', async () => {
    const id = await fileRequest('SN100012');
    const call = as('service@demo.test');
    expect(await call('POST', `/api/completeUnits/${id}`, { firstName: '' })).toMatchObject({
      code: -12,
      data: { fields: ['firstName'] },
    });
    expect(await call('POST', `/api/completeUnits/${id}`, { action: 'new' })).toMatchObject({
      code: -12,
      data: { fields: ['newSN'] },
    });
    expect(await call('POST', `/api/completeUnits/${id}`, { suspiciousPart: 999_999 })).toMatchObject({
      code: -6,
      data: { fields: ['suspiciousPart'] },
    });
    expect(await call('POST', `/api/completeUnits/${id}`, { sn: 'SN999999' })).toMatchObject({
      code: -15,
      data: { field: 'sn' },
    });
  });

  it('ignores the reply stage from anybody but type 1', async () => {
    const id = await fileRequest('SN100013');
    const res = await as('service@demo.test')('POST', `/api/completeUnits/${id}`, {
      status: 'APP',
      aquaCreditAmount: 999,
      aquaCreditCurrency: 'USD',
      aquaComment: 'self-approved',
    });
    expect(res.data).toMatchObject({ status: 'SNT', aquaCreditAmount: null, aquaComment: '' });
  });

  it('refuses edits once the maker has taken the request in (-14)', async () => {
    const id = await fileRequest('SN100014');
    await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, { status: 'REC' });
    const res = await as('service@demo.test')('POST', `/api/completeUnits/${id}`, { city: 'Bilbao' });
    expect(res).toMatchObject({ http: 422, code: -14, data: { field: 'status' } });
    expect((await as('service@demo.test')('GET', `/api/completeUnits/${id}`)).data.city).toBe('Madrid');
  });
});

describe('the maker reply (type 1)', () => {
  it('sets status, credit (NIS stored as ILS) and comment, notifies the company (COM) and audits', async () => {
    const id = await fileRequest('SN100015');
    const res = await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, {
      status: 'APP',
      aquaCreditAmount: 120.5,
      aquaCreditCurrency: 'NIS',
      aquaComment: 'Credited',
    });
    expect(res.data).toMatchObject({
      status: 'APP',
      aquaCreditAmount: 120.5,
      aquaCreditCurrency: 'ILS',
      aquaComment: 'Credited',
      firstName: 'Ana',
    });
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const notes = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, serviceId), eq(notifications.type, 'COM')));
    const note = notes.find((n) => (n.params as { requestId?: number }).requestId === id)!;
    expect(note.params).toMatchObject({ requestId: id, sn: 'SN100015', statusCode: 'APP' });
    const bell = await as('service@demo.test')('GET', '/api/notifications');
    // Rendered in the reader's language: the status as a word, not its code.
    expect(JSON.stringify(bell.data)).toContain('robot SN100015: Approved');
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'complete_unit'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toContain('completeUnit.reply');
  });

  it('does not notify when the status stays', async () => {
    const id = await fileRequest('SN100016');
    await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, { aquaComment: 'Looking at it' });
    const rows = await ctx.deps.db.select().from(notifications).where(eq(notifications.type, 'COM'));
    expect(rows.filter((n) => (n.params as { requestId?: number }).requestId === id)).toHaveLength(0);
  });

  it('needs the currency of a credit over 0 (-12)', async () => {
    const id = await fileRequest('SN100017');
    const res = await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, { aquaCreditAmount: 50 });
    expect(res).toMatchObject({ code: -12, data: { field: 'aquaCreditCurrency' } });
  });

  it('may move a request to a robot only when that robot has none (-26)', async () => {
    const id = await fileRequest('SN100018');
    await fileRequest('SN100019');
    const taken = await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, { sn: 'SN100019' });
    expect(taken).toMatchObject({ http: 409, code: -26 });
    const moved = await as('admin@demo.test')('POST', `/api/completeUnits/${id}`, { sn: 'SN100020' });
    expect(moved.data.sn).toBe('SN100020');
  });
});

describe('ownership', () => {
  it('refuses another company GET and POST (-15); provider staff see all', async () => {
    for (const method of ['GET', 'POST'] as const) {
      await expectOtherCompanyRefused(ctx, {
        name: `${method} /api/completeUnits/{id}`,
        method,
        prepare: async () => {
          const id = await fileRequest(method === 'GET' ? 'SN100021' : 'SN100022');
          return {
            url: `/api/completeUnits/${id}`,
            payload: method === 'POST' ? { city: 'Toledo' } : undefined,
          };
        },
      });
    }
    const id = (await demoRequestIdOf(ctx.deps.db, 'SN100054'))!;
    expect((await as('staff@demo.test')('GET', `/api/completeUnits/${id}`)).data.moovexID).toBe('3003');
  });

  it('lets staff (type 2) read but not change a request (-11)', async () => {
    const id = (await demoRequestIdOf(ctx.deps.db, 'SN100050'))!;
    const res = await as('staff@demo.test')('POST', `/api/completeUnits/${id}`, { status: 'APP' });
    expect(res).toMatchObject({ http: 403, code: -11 });
  });

  it('lets a distributor read its service centre request but not edit it (-11)', async () => {
    const id = (await demoRequestIdOf(ctx.deps.db, 'SN100053'))!;
    expect((await as('distributor@demo.test')('GET', `/api/completeUnits/${id}`)).status).toBe(true);
    const res = await as('distributor@demo.test')('POST', `/api/completeUnits/${id}`, { city: 'Genova' });
    expect(res.code).toBe(-11);
  });

  it('answers -15 for an unknown id', async () => {
    expect(await as('admin@demo.test')('GET', '/api/completeUnits/999999')).toMatchObject({
      http: 404,
      code: -15,
    });
  });
});

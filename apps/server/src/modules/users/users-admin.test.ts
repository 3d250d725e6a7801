import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { applyInvalidation } from '../../lib/invalidation.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { countStatements, describeStatements, settleNotifications } from '../../test/statement-count.ts';
import { as, userIdOf } from '../../test/users.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'Nina New',
  type: 6,
  centerMoovexID: '3002',
  email: `nina${Math.random().toString(16).slice(2, 8)}@demo.test`,
  password: 'secret66',
  verify: 'secret66',
  zip: '46001',
  ...over,
});

describe('GET /api/users', () => {
  it('needs login (-5) and the viewUser flag (-11)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users' })).json().code).toBe(-5);
    const res = await as(ctx, await ctx.login('service@demo.test'))('GET', '/api/users');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(-11);
  });

  it('shows a distributor only the users of its company and the companies under it', async () => {
    const res = await as(ctx, await ctx.login('distributor@demo.test'))('GET', '/api/users?pageSize=200');
    const { rows, total } = res.json().data;
    expect(rows.map((r: { email: string }) => r.email).sort()).toEqual([
      'distributor@demo.test',
      'riviera@demo.test',
    ]);
    expect(total).toBe(2);
    expect(rows[0]).not.toHaveProperty('passwordHash');
    expect(rows.find((r: { email: string }) => r.email === 'riviera@demo.test')).toMatchObject({
      centerMoovexID: '3002',
      type: { id: 5 },
      disabled: 0,
      status: 'active',
    });
  });

  it('shows provider staff everybody, paged, sorted, filtered and by status', async () => {
    const get = as(ctx, await ctx.login('staff@demo.test'));
    const page = (await get('GET', '/api/users?pageSize=3&page=1&sort=-name')).json().data;
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBeGreaterThanOrEqual(7);
    const names = page.rows.map((r: { name: string }) => r.name);
    expect([...names].sort().reverse()).toEqual(names);
    const filtered = (await get('GET', '/api/users?filter=galil')).json().data;
    expect(filtered.rows.map((r: { email: string }) => r.email)).toEqual(['galil@demo.test']);
    const pending = (await get('GET', '/api/users?status=pending')).json().data;
    expect(pending.rows.map((r: { email: string }) => r.email)).toContain('pending@demo.test');
    expect((await get('GET', '/api/users?sort=passwordHash')).json()).toMatchObject({
      code: -6,
      data: { field: 'sort' },
    });
    const byCentre = (await get('GET', '/api/users?sort=centerMoovexID:desc&pageSize=1')).json().data;
    expect(byCentre.rows[0].centerMoovexID).toBe('3003');
  });
});

describe('GET /api/users/:id', () => {
  it('answers oneself without a flag, a visible user with viewUser, and -15 for another company', async () => {
    const self = await as(ctx, await ctx.login('service@demo.test'))(
      'GET',
      `/api/users/${await userIdOf(ctx, 'service@demo.test')}`,
    );
    expect(self.json().data).toMatchObject({
      email: 'service@demo.test',
      type: { id: 6 },
      centerMoovexID: '3001',
      apiKeyPrefix: null,
    });
    expect(self.json().data).not.toHaveProperty('passwordHash');
    const other = await as(ctx, await ctx.login('service@demo.test'))(
      'GET',
      `/api/users/${await userIdOf(ctx, 'pending@demo.test')}`,
    );
    expect(other.json().code).toBe(-11);
    const dist = as(ctx, await ctx.login('distributor@demo.test'));
    expect((await dist('GET', `/api/users/${await userIdOf(ctx, 'riviera@demo.test')}`)).json().status).toBe(
      true,
    );
    const hidden = await dist('GET', `/api/users/${await userIdOf(ctx, 'galil@demo.test')}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(-15);
  });
});

describe('PUT /api/users', () => {
  it('adds a pending user of type 6 by default, notifies and mails provider staff, audits', async () => {
    const put = as(ctx, await ctx.login('riviera@demo.test'));
    const body = newUser({ type: undefined });
    const res = await put('PUT', '/api/users', body);
    expect(res.json()).toMatchObject({ status: true, data: { status: 'pending' } });
    const { id } = res.json().data;
    const detail = (await put('GET', `/api/users/${id}`)).json().data;
    expect(detail).toMatchObject({ type: { id: 6 }, status: 'pending', centerMoovexID: '3002' });
    const adminId = await userIdOf(ctx, 'admin@demo.test');
    const note = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'USR')));
    expect(note.at(-1)?.params).toMatchObject({
      userId: id,
      userName: 'Nina New',
      companyName: 'Riviera Pool Service',
    });
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'staff@demo.test'));
    expect(mails.some((m) => m.subject.includes('Nina New'))).toBe(true);
    const audit = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));
    expect(audit[0]).toMatchObject({ action: 'create' });
    expect(JSON.stringify(audit[0].after)).not.toContain('argon2');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'login', email: body.email, password: 'secret66' },
    });
    expect(login.json()).toMatchObject({
      status: false,
      code: -8,
      data: { field: 'status', fields: ['pending'] },
    });
  });

  it('applies every rule: flag, type, passwords, required fields, e-mail, zip, company', async () => {
    const riviera = as(ctx, await ctx.login('riviera@demo.test'));
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ type: 5 }, -11, 'type'],
      [{ type: 4 }, -11, 'type'],
      [{ verify: 'other66' }, -16, 'verify'],
      [{ password: 'abc', verify: 'abc' }, -6, 'password'],
      [{ email: '' }, -12, 'email'],
      [{ name: '' }, -12, 'name'],
      [{ verify: undefined }, -12, 'verify'],
      [{ email: 'Distributor@Demo.test' }, -13, 'email'],
      [{ zip: '1234567890123' }, -6, 'zip'],
      [{ centerMoovexID: '3003' }, -15, 'centerMoovexID'],
      [{ type: 99 }, -6, 'type'],
    ];
    for (const [over, code, field] of cases) {
      const res = await riviera('PUT', '/api/users', newUser(over));
      expect(res.json(), JSON.stringify(over)).toMatchObject({ status: false, code });
      if (field) expect(res.json().data?.field, JSON.stringify(over)).toBe(field);
    }
    const service = as(ctx, await ctx.login('service@demo.test'));
    expect((await service('PUT', '/api/users', newUser({ centerMoovexID: '3001' }))).json().code).toBe(-11);
  });

  it('lets type 1 assign any type; a user added by provider staff is active at once', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const res = await admin('PUT', '/api/users', newUser({ type: 1, centerMoovexID: '1000' }));
    expect(res.json().data.status).toBe('active');
  });
});

describe('PUT /api/users concurrency', () => {
  it('lets only one of two simultaneous additions with one e-mail through (-13 for the other)', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const body = newUser({ email: 'race@demo.test', centerMoovexID: '3001' });
    const answers = await Promise.all([admin('PUT', '/api/users', body), admin('PUT', '/api/users', body)]);
    const codes = answers.map((a) => a.json().code).sort();
    expect(codes).toEqual([-13, 0]);
  });
});

describe('POST /api/users/:id/activate', () => {
  it('lets provider staff activate a pending user, who gets UAP and a mail and may log in', async () => {
    const riviera = as(ctx, await ctx.login('riviera@demo.test'));
    const body = newUser();
    const { id } = (await riviera('PUT', '/api/users', body)).json().data;
    expect((await riviera('POST', `/api/users/${id}/activate`)).json().code).toBe(-11);
    const staff = as(ctx, await ctx.login('staff@demo.test'));
    expect((await staff('POST', `/api/users/${id}/activate`)).json()).toEqual({
      status: true,
      code: 0,
      data: null,
    });
    const cookie = await ctx.login(body.email, 'secret66');
    const notes = (await as(ctx, cookie)('GET', '/api/notifications')).json().data;
    expect(notes.notSeen[0]).toMatchObject({ type: 'UAP', title: 'Account activated' });
    const mails = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mails).toHaveLength(1);
    const again = await staff('POST', `/api/users/${id}/activate`);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(-14);
  });
});

describe('PUT/DELETE /api/users/api/:id', () => {
  it('issues a key once to type 1 for a type-2 user; it works as Bearer until deleted', async () => {
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const staffId = await userIdOf(ctx, 'staff@demo.test');
    const res = await admin('PUT', `/api/users/api/${staffId}`);
    const { apiKey, prefix } = res.json().data;
    expect(apiKey).toMatch(/^pp_/);
    const detail = (await admin('GET', `/api/users/${staffId}`)).json().data;
    expect(detail.apiKeyPrefix).toBe(prefix);
    expect(JSON.stringify(detail)).not.toContain(apiKey);
    const bearer = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { authorization: `Bearer ${apiKey}` },
      });
    expect((await bearer()).json().status).toBe(true);
    expect((await admin('DELETE', `/api/users/api/${staffId}`)).json().status).toBe(true);
    expect((await bearer()).json().code).toBe(-5);
  });

  it('refuses other editors (-11) and targets that are not type 2 (-11)', async () => {
    const staffId = await userIdOf(ctx, 'staff@demo.test');
    const serviceId = await userIdOf(ctx, 'service@demo.test');
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    expect((await admin('PUT', `/api/users/api/${serviceId}`)).json().code).toBe(-11);
    for (const email of ['staff@demo.test', 'distributor@demo.test']) {
      const other = as(ctx, await ctx.login(email));
      expect((await other('PUT', `/api/users/api/${staffId}`)).json().code, email).toBe(-11);
      expect((await other('DELETE', `/api/users/api/${staffId}`)).json().code, email).toBe(-11);
    }
  });
});

describe('GET /api/users: the cached total', () => {
  it('follows an addition, an activation, a disabling and a company move at once; warm, one statement or none', async () => {
    const distributor = as(ctx, await ctx.login('distributor@demo.test'));
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const totalOf = async (get: typeof admin, query = '') =>
      (await get('GET', `/api/users?pageSize=1${query}`)).json().data.total as number;
    const before = await totalOf(distributor);
    const pendingBefore = await totalOf(admin, '&status=pending');
    const disabledBefore = await totalOf(admin, '&status=disabled');
    const { id } = (await distributor('PUT', '/api/users', newUser())).json().data;
    expect(await totalOf(distributor)).toBe(before + 1);
    expect(await totalOf(admin, '&status=pending')).toBe(pendingBefore + 1);
    expect((await admin('POST', `/api/users/${id}/activate`)).json().status).toBe(true);
    expect(await totalOf(admin, '&status=pending')).toBe(pendingBefore);
    expect((await admin('POST', `/api/users/${id}`, { disabled: 1 })).json().status).toBe(true);
    expect(await totalOf(admin, '&status=disabled')).toBe(disabledBefore + 1);
    // Moved to a company the distributor does not see.
    expect((await admin('POST', `/api/users/${id}`, { centerMoovexID: '3001' })).json().status).toBe(true);
    expect(await totalOf(distributor)).toBe(before);

    await settleNotifications(ctx.deps.db);
    await totalOf(distributor);
    // The page read again (its kept answer dropped as a users write's trigger would), the total from memory.
    applyInvalidation(ctx.deps.db, ['users:*']);
    const log = await countStatements(ctx.deps.db, () => totalOf(distributor));
    expect(log.count, describeStatements(log)).toBe(1);
    const fromMemory = await countStatements(ctx.deps.db, () => totalOf(distributor));
    expect(fromMemory.count, describeStatements(fromMemory)).toBe(0);
  });
});

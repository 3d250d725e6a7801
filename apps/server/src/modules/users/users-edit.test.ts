import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/auth.ts';
import { multipart, sampleFiles } from '../../test/files.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';
import { as, userIdOf } from '../../test/users.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

async function addUser(email: string, type: number, centre: string) {
  const admin = as(ctx, await ctx.login('admin@demo.test'));
  const res = await admin('PUT', '/api/users', {
    name: email,
    type,
    centerMoovexID: centre,
    email,
    password: 'secret66',
    verify: 'secret66',
  });
  return res.json().data.id as number;
}

describe('own profile', () => {
  it('saves profile fields and the e-mail notification choice; zip over 12 is -6', async () => {
    const id = await userIdOf(ctx, 'service@demo.test');
    const me = as(ctx, await ctx.login('service@demo.test'));
    const res = await me('POST', `/api/users/${id}`, {
      name: 'Steve S.',
      phone: '+1 2',
      city: 'Miami',
      zip: '33101',
      country: 'US',
      language: 'spa',
      emailNotificationTypes: ['RMA', 'NEW'],
    });
    expect(res.json()).toEqual({ status: true, code: 0, data: null });
    expect((await me('GET', `/api/users/${id}`)).json().data).toMatchObject({
      name: 'Steve S.',
      city: 'Miami',
      language: 'spa',
      emailNotificationTypes: ['RMA', 'NEW'],
    });
    expect((await me('POST', `/api/users/${id}`, { zip: '1234567890123' })).json()).toMatchObject({
      code: -6,
      data: { field: 'zip' },
    });
    expect((await me('POST', `/api/users/${id}`, { name: '' })).json()).toMatchObject({
      code: -12,
      data: { field: 'name' },
    });
    expect((await me('POST', `/api/users/${id}`, { emailNotificationTypes: ['XXX'] })).json().code).toBe(-6);
  });

  it('changes the password only with the right current one; other sessions end', async () => {
    const email = 'pw-change@demo.test';
    const id = await addUser(email, 6, '3001');
    const elsewhere = await ctx.login(email, 'secret66');
    const me = as(ctx, await ctx.login(email, 'secret66'));
    const post = (body: object) => me('POST', `/api/users/${id}`, body);
    expect((await post({ newPass: 'newpass1', verifyNewPass: 'newpass1' })).json()).toMatchObject({
      code: -12,
      data: { field: 'currentPass' },
    });
    const wrong = await post({ currentPass: 'nope', newPass: 'newpass1', verifyNewPass: 'newpass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: -17, data: { field: 'currentPass' } });
    expect(
      (await post({ currentPass: 'secret66', newPass: 'short', verifyNewPass: 'short' })).json(),
    ).toMatchObject({ code: -6, data: { field: 'newPass' } });
    expect((await post({ currentPass: 'secret66', newPass: 'newpass1' })).json()).toMatchObject({
      code: -12,
      data: { field: 'verifyNewPass' },
    });
    expect(
      (await post({ currentPass: 'secret66', newPass: 'newpass1', verifyNewPass: 'newpass2' })).json(),
    ).toMatchObject({ code: -16 });
    expect(
      (await post({ currentPass: 'secret66', newPass: 'newpass1', verifyNewPass: 'newpass1' })).json().status,
    ).toBe(true);
    expect((await me('GET', `/api/users/${id}`)).json().status).toBe(true);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${id}`,
      headers: { cookie: elsewhere },
    });
    expect(old.json().code).toBe(-5);
    await expect(ctx.login(email, 'secret66')).rejects.toThrow();
    await ctx.login(email, 'newpass1');
  });

  it('may not change its own type or disable itself (-11), may set a logo it uploaded', async () => {
    const id = await userIdOf(ctx, 'distributor@demo.test');
    const me = as(ctx, await ctx.login('distributor@demo.test'));
    expect((await me('POST', `/api/users/${id}`, { type: 4 })).json().code).toBe(-11);
    expect((await me('POST', `/api/users/${id}`, { type: 3 })).json().status).toBe(true);
    expect((await me('POST', `/api/users/${id}`, { disabled: 1 })).json().code).toBe(-11);
    const cookie = await ctx.login('distributor@demo.test');
    const mp = multipart('logo.png', sampleFiles.png());
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?kind=image',
      payload: mp.payload,
      headers: { ...mp.headers, cookie },
    });
    const logo = up.json().data.id;
    expect((await me('POST', `/api/users/${id}`, { logo })).json().status).toBe(true);
    expect((await me('GET', `/api/users/${id}`)).json().data.logo).toBe(logo);
    const galil = await ctx.login('galil@demo.test');
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: mp.payload,
      headers: { ...mp.headers, cookie: galil },
    });
    expect((await me('POST', `/api/users/${id}`, { logo: other.json().data.id })).json()).toMatchObject({
      code: -15,
      data: { field: 'logo' },
    });
  });
});

describe('editing another user', () => {
  it('needs editUser (-11); a user of another company is refused', async () => {
    const pending = await userIdOf(ctx, 'pending@demo.test');
    const service = as(ctx, await ctx.login('service@demo.test'));
    expect((await service('POST', `/api/users/${pending}`, { name: 'X' })).json().code).toBe(-11);
    const rivieraId = await userIdOf(ctx, 'riviera@demo.test');
    await expectOtherCompanyRefused(
      ctx,
      {
        name: 'POST /api/users/:id',
        method: 'POST',
        prepare: async () => ({ url: `/api/users/${rivieraId}`, payload: { city: 'Alicante' } }),
      },
      'distributor@demo.test',
      'galil@demo.test',
    );
    const riviera = as(ctx, await ctx.login('riviera@demo.test'));
    const res = await riviera('POST', `/api/users/${await userIdOf(ctx, 'service@demo.test')}`, {
      name: 'X',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(-15);
  });

  it('assigns only types above its own (type 1: any), edits only users of such types, audits', async () => {
    const rivieraId = await userIdOf(ctx, 'riviera@demo.test');
    const dist = as(ctx, await ctx.login('distributor@demo.test'));
    expect((await dist('POST', `/api/users/${rivieraId}`, { type: 2 })).json()).toMatchObject({
      code: -11,
      data: { field: 'type' },
    });
    expect((await dist('POST', `/api/users/${rivieraId}`, { type: 4, name: 'Lucía R.' })).json().status).toBe(
      true,
    );
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(rivieraId)))
      .orderBy(auditLog.id);
    const audit = audits.at(-1);
    expect(audit).toMatchObject({ action: 'update', entity: 'user', after: { typeId: 4, name: 'Lucía R.' } });
    const peer = await addUser('peer-manager@demo.test', 3, '2001');
    expect((await dist('POST', `/api/users/${peer}`, { name: 'Peer' })).json().code).toBe(-11);
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    expect((await admin('POST', `/api/users/${rivieraId}`, { type: 5 })).json().status).toBe(true);
    expect(
      (await admin('POST', `/api/users/${rivieraId}`, { email: 'STAFF@demo.test' })).json(),
    ).toMatchObject({ code: -13, data: { field: 'email' } });
    expect((await admin('POST', `/api/users/${rivieraId}`, { centerMoovexID: '9999' })).json().code).toBe(
      -15,
    );
  });

  it('sets a new password for another user without the current one', async () => {
    const id = await addUser('reset-by-admin@demo.test', 6, '3003');
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    expect(
      (await admin('POST', `/api/users/${id}`, { newPass: 'fresh99', verifyNewPass: 'fresh99' })).json()
        .status,
    ).toBe(true);
    await ctx.login('reset-by-admin@demo.test', 'fresh99');
  });

  it('disabled: only type 1; disabling ends sessions and revokes API keys at once', async () => {
    const id = await addUser('to-disable@demo.test', 2, '1000');
    const cookie = await ctx.login('to-disable@demo.test', 'secret66');
    const admin = as(ctx, await ctx.login('admin@demo.test'));
    const { apiKey } = (await admin('PUT', `/api/users/api/${id}`)).json().data;
    const dist = as(ctx, await ctx.login('distributor@demo.test'));
    expect(
      (await dist('POST', `/api/users/${await userIdOf(ctx, 'riviera@demo.test')}`, { disabled: 1 })).json()
        .code,
    ).toBe(-11);
    expect((await admin('POST', `/api/users/${id}`, { disabled: 1 })).json().status).toBe(true);
    const [row] = await ctx.deps.db.select({ status: users.status }).from(users).where(eq(users.id, id));
    expect(row.status).toBe('disabled');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } })).json().code,
    ).toBe(-5);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/dashboard',
          headers: { authorization: `Bearer ${apiKey}` },
        })
      ).json().code,
    ).toBe(-5);
    expect((await admin('GET', `/api/users/${id}`)).json().data).toMatchObject({
      disabled: 1,
      apiKeyPrefix: null,
    });
    expect((await admin('POST', `/api/users/${id}`, { disabled: false })).json().status).toBe(true);
    await ctx.login('to-disable@demo.test', 'secret66');
  });
});

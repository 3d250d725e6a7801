import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/audit.ts';
import { loginChallenges, users } from '../../../db/schema/auth.ts';
import { buildUser, userIdOf } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../../test/ownership.ts';
import { issueApiKey } from '../index.ts';

/** The code an authenticator app shows for `secret` at `at` (the test computes it as the app would). */
function codeAt(secret: string, at: Date) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: at.getTime() });
}

function shifted(ctx: TestContext, seconds: number) {
  return new Date(ctx.clock.now().getTime() + seconds * 1000);
}

let ip = 1;
/** A fresh client address, so the login limits of one test never reach another. */
const nextIp = () => `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

function post(ctx: TestContext, payload: object, remoteAddress = '10.9.255.1', cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

function cookieOfAnswer(res: { cookies: { name: string; value: string }[] }) {
  const cookie = res.cookies.find((c) => c.name === 'pp_session');
  return cookie?.value ? `pp_session=${cookie.value}` : null;
}

function call(
  ctx: TestContext,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress = '10.9.255.2',
) {
  return ctx.app.inject({ method, url, payload, remoteAddress, headers: { cookie } });
}

async function staffUser(ctx: TestContext, typeId = 2) {
  return buildUser(ctx, { typeId, like: 'staff@demo.test' });
}

/** Turns two-step sign-in on from the profile, as a user would: answers the secret and the recovery codes. */
async function enable(ctx: TestContext, cookie: string) {
  const setup = (await call(ctx, cookie, 'PUT', '/api/twoFactor')).json().data;
  const confirmed = await call(ctx, cookie, 'POST', '/api/twoFactor', {
    code: codeAt(setup.secret, ctx.clock.now()),
  });
  expect(confirmed.json()).toMatchObject({ status: true, code: 0 });
  return { secret: setup.secret as string, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

/** A staff user with two-step sign-in on, and the code step of its next login. */
async function enabledStaff(ctx: TestContext) {
  const user = await staffUser(ctx);
  const cookie = await ctx.login(user.email);
  const { secret, recoveryCodes } = await enable(ctx, cookie);
  // The code that confirmed it may not be used again: later logins move on a step.
  ctx.clock.advance(30);
  return { user, cookie, secret, recoveryCodes };
}

async function challengeOf(ctx: TestContext, email: string, remoteAddress = nextIp()) {
  const res = await post(ctx, { method: 'login', email, password: 'demo1234' }, remoteAddress);
  expect(res.statusCode).toBe(200);
  expect(cookieOfAnswer(res)).toBeNull();
  return res.json().data.twoFactor as { step: 'verify' | 'enrol'; challenge: string };
}

function verify(ctx: TestContext, challenge: string, code: string, remoteAddress = nextIp()) {
  return post(ctx, { method: 'twoFactorVerify', challenge, code }, remoteAddress);
}

describe('two-step sign-in (TWO_FACTOR=optional, the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('turns on from the profile: secret, QR and URI, a code, then 10 recovery codes; audited', async () => {
    const user = await staffUser(ctx, 1);
    const cookie = await ctx.login(user.email);
    const before = (await call(ctx, cookie, 'GET', '/api/twoFactor')).json();
    expect(before).toEqual({
      status: true,
      code: 0,
      data: { available: true, enabled: false, required: false, recoveryCodesLeft: 0 },
    });
    const setup = (await call(ctx, cookie, 'PUT', '/api/twoFactor')).json().data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Poolside%20Portal:${encodeURIComponent(user.email)}?issuer=Poolside%20Portal&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await call(ctx, cookie, 'POST', '/api/twoFactor', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: false, code: -7, data: { field: 'code', fields: ['code'] } });
    const malformed = await call(ctx, cookie, 'POST', '/api/twoFactor', { code: '12ab' });
    expect(malformed.json()).toMatchObject({ code: -6, data: { field: 'code' } });
    const empty = await call(ctx, cookie, 'POST', '/api/twoFactor', { code: '' });
    expect(empty.json()).toMatchObject({ code: -12, data: { field: 'code' } });

    const confirmed = await call(ctx, cookie, 'POST', '/api/twoFactor', {
      code: codeAt(setup.secret, ctx.clock.now()),
    });
    const codes = confirmed.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10);
    // The current session goes on.
    expect((await call(ctx, cookie, 'GET', '/api/twoFactor')).json().data).toEqual({
      available: true,
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    expect((await call(ctx, cookie, 'PUT', '/api/twoFactor')).json()).toMatchObject({
      code: -14,
      data: { reason: 'alreadyEnabled' },
    });
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'twoFactor_on'), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({ actorId: user.id, entity: 'user', after: { twoFactorEnabled: true } });
    // Never the secret, nor the codes, in the database in clear (codes) or in the audit log (both).
    expect(JSON.stringify(entry)).not.toContain(setup.secret);
  });

  it('asks the code after the password: no cookie first, then the session a login opens', async () => {
    const { user, secret } = await enabledStaff(ctx);
    const { step, challenge } = await challengeOf(ctx, user.email);
    expect(step).toBe('verify');
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const res = await verify(ctx, challenge, codeAt(secret, ctx.clock.now()));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: user.id, email: user.email, type: { id: 2 } });
    const cookie = cookieOfAnswer(res)!;
    expect(cookie).toBeTruthy();
    expect((await call(ctx, cookie, 'GET', '/api/dashboard')).statusCode).toBe(200);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt?.getTime()).toBe(ctx.clock.now().getTime());
    // The challenge is spent.
    expect((await verify(ctx, challenge, codeAt(secret, shifted(ctx, 30)))).json()).toMatchObject({
      code: -15,
      data: { field: 'challenge' },
    });
  });

  it('never takes a code twice (replay), and takes one step either side of now', async () => {
    const { user, secret } = await enabledStaff(ctx);
    const now = ctx.clock.now();
    const first = await challengeOf(ctx, user.email);
    expect((await verify(ctx, first.challenge, codeAt(secret, now))).statusCode).toBe(200);
    // The same code again, on a fresh challenge, within its 30 seconds: refused.
    const replay = await challengeOf(ctx, user.email);
    const replayed = await verify(ctx, replay.challenge, codeAt(secret, now));
    expect(replayed.json()).toEqual({ status: false, code: -7, data: { field: 'code', fields: ['code'] } });
    // Two steps ahead is outside the window; one step ahead (a phone a little fast) is taken.
    expect((await verify(ctx, replay.challenge, codeAt(secret, shifted(ctx, 60)))).json().code).toBe(-7);
    expect((await verify(ctx, replay.challenge, codeAt(secret, shifted(ctx, 30)))).statusCode).toBe(200);
    // Then the current step is at or before the last one accepted: refused too.
    ctx.clock.advance(30);
    const late = await challengeOf(ctx, user.email);
    expect((await verify(ctx, late.challenge, codeAt(secret, ctx.clock.now()))).json().code).toBe(-7);
    // One step behind now is taken once the last accepted one is older (a phone a little slow).
    ctx.clock.advance(60);
    expect((await verify(ctx, late.challenge, codeAt(secret, shifted(ctx, -30)))).statusCode).toBe(200);
  });

  it('ends the challenge after 5 wrong codes (-7 each), then answers -15 even to a right code', async () => {
    const { user, secret } = await enabledStaff(ctx);
    const address = nextIp();
    const { challenge } = await challengeOf(ctx, user.email, address);
    for (let i = 0; i < 5; i++) {
      const res = await verify(ctx, challenge, i % 2 ? '123456' : 'aaaa-bbbb', address);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(-7);
      expect(cookieOfAnswer(res)).toBeNull();
    }
    const after = await verify(ctx, challenge, codeAt(secret, ctx.clock.now()), address);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({
      status: false,
      code: -15,
      data: { field: 'challenge', fields: ['challenge'] },
    });
  });

  it('answers -15 to an expired, unknown or empty challenge', async () => {
    const { user, secret } = await enabledStaff(ctx);
    const { challenge } = await challengeOf(ctx, user.email);
    ctx.clock.advance(301);
    expect((await verify(ctx, challenge, codeAt(secret, ctx.clock.now()))).json()).toMatchObject({
      code: -15,
      data: { field: 'challenge' },
    });
    expect((await verify(ctx, 'x'.repeat(43), '123456')).json().code).toBe(-15);
    expect((await post(ctx, { method: 'twoFactorVerify', code: '123456' })).json().code).toBe(-15);
    const live = await challengeOf(ctx, user.email);
    expect((await post(ctx, { method: 'twoFactorVerify', challenge: live.challenge })).json()).toMatchObject({
      code: -12,
      data: { field: 'code' },
    });
    // A verify challenge does not set up, and the enrol methods refuse it.
    expect((await post(ctx, { method: 'twoFactorSetup', challenge: live.challenge })).json().code).toBe(-15);
  });

  it('takes a recovery code once (any case, with or without the dash)', async () => {
    const { user, recoveryCodes, cookie: profileCookie } = await enabledStaff(ctx);
    const first = await challengeOf(ctx, user.email);
    const typed = recoveryCodes[0].replace('-', '').toUpperCase();
    const res = await verify(ctx, first.challenge, ` ${typed} `);
    expect(res.statusCode).toBe(200);
    expect(cookieOfAnswer(res)).toBeTruthy();
    const second = await challengeOf(ctx, user.email);
    expect((await verify(ctx, second.challenge, recoveryCodes[0])).json().code).toBe(-7);
    expect((await verify(ctx, second.challenge, recoveryCodes[1])).statusCode).toBe(200);
    expect((await call(ctx, profileCookie, 'GET', '/api/twoFactor')).json().data.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes in the login limits per account and address: throttled like passwords', async () => {
    const { user, secret } = await enabledStaff(ctx);
    const address = nextIp();
    for (let round = 0; round < 2; round++) {
      const { challenge } = await challengeOf(ctx, user.email, address);
      for (let i = 0; i < 5; i++)
        expect((await verify(ctx, challenge, '000000', address)).json().code).toBe(-7);
    }
    // Ten wrong codes: the account is throttled from this address, even with the right password.
    const blocked = await post(ctx, { method: 'login', email: user.email, password: 'demo1234' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(-8);
    // From another address the owner still gets in.
    const other = await challengeOf(ctx, user.email);
    expect((await verify(ctx, other.challenge, codeAt(secret, ctx.clock.now()))).statusCode).toBe(200);
  });

  it('renews recovery codes (old ones void) and turns off with a code; both audited', async () => {
    const { user, cookie, secret, recoveryCodes } = await enabledStaff(ctx);
    expect(
      (await call(ctx, cookie, 'POST', '/api/twoFactor/recoveryCodes', { code: '000000' })).json().code,
    ).toBe(-7);
    const renewed = await call(ctx, cookie, 'POST', '/api/twoFactor/recoveryCodes', {
      code: codeAt(secret, ctx.clock.now()),
    });
    const fresh = renewed.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const login = await challengeOf(ctx, user.email);
    expect((await verify(ctx, login.challenge, recoveryCodes[2])).json().code).toBe(-7);

    const off = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/twoFactor',
      payload: { code: fresh[0] },
      headers: { cookie },
    });
    expect(off.json()).toEqual({ status: true, code: 0, data: null });
    expect((await call(ctx, cookie, 'GET', '/api/twoFactor')).json().data).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // The next login is a plain one again; the open challenge died with it.
    expect((await verify(ctx, login.challenge, fresh[1])).json().code).toBe(-15);
    const plain = await post(ctx, { method: 'login', email: user.email, password: 'demo1234' }, nextIp());
    expect(plain.json().data.user.id).toBe(user.id);
    const actions = await ctx.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['twoFactor_on', 'twoFactor_recoveryCodes', 'twoFactor_off']),
    );
  });

  it('never asks a partner, and refuses partners and API keys the profile routes (-11)', async () => {
    const res = await post(
      ctx,
      { method: 'login', email: 'distributor@demo.test', password: 'demo1234' },
      nextIp(),
    );
    expect(res.json().data.user.email).toBe('distributor@demo.test');
    expect(cookieOfAnswer(res)).toBeTruthy();
    const partner = await ctx.login('service@demo.test');
    for (const [method, url] of [
      ['GET', '/api/twoFactor'],
      ['PUT', '/api/twoFactor'],
      ['POST', '/api/twoFactor'],
      ['POST', '/api/twoFactor/recoveryCodes'],
      ['DELETE', '/api/twoFactor'],
    ] as const) {
      const answer = await call(
        ctx,
        partner,
        method,
        url,
        method === 'GET' || method === 'PUT' ? undefined : { code: '123456' },
      );
      expect(answer.json().code, `${method} ${url}`).toBe(-11);
    }
    // Even a partner's user row with a secret set by hand is never asked (the rule is the user type).
    const id = await userIdOf(ctx, 'galil@demo.test');
    await ctx.deps.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, id));
    expect(
      (await post(ctx, { method: 'login', email: 'galil@demo.test', password: 'demo1234' }, nextIp())).json()
        .data.user.id,
    ).toBe(id);

    const staffId = await userIdOf(ctx, 'staff@demo.test');
    const { apiKey } = await issueApiKey(ctx.deps.db, staffId, ['read', 'write']);
    const byKey = await ctx.app.inject({
      method: 'GET',
      url: '/api/twoFactor',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(byKey.json().code).toBe(-11);
  });

  it('lets only a type-1 administrator reset another user (lost device): sessions end, audited', async () => {
    const { user, cookie, secret } = await enabledStaff(ctx);
    const admin = await ctx.login('admin@demo.test');
    expect((await call(ctx, admin, 'GET', `/api/users/${user.id}`)).json().data.twoFactorEnabled).toBe(true);
    // A type-2 staff member, or the user itself through another's id, may not.
    const staff = await ctx.login('staff@demo.test');
    const adminId = await userIdOf(ctx, 'admin@demo.test');
    expect((await call(ctx, staff, 'DELETE', `/api/users/${user.id}/twoFactor`)).json().code).toBe(-11);
    expect((await call(ctx, cookie, 'DELETE', `/api/users/${adminId}/twoFactor`)).json().code).toBe(-11);
    expect((await call(ctx, admin, 'DELETE', '/api/users/999999/twoFactor')).json().code).toBe(-15);

    const reset = await call(ctx, admin, 'DELETE', `/api/users/${user.id}/twoFactor`);
    expect(reset.json()).toEqual({ status: true, code: 0, data: null });
    expect((await call(ctx, cookie, 'GET', '/api/dashboard')).json().code).toBe(-5);
    expect((await call(ctx, admin, 'GET', `/api/users/${user.id}`)).json().data.twoFactorEnabled).toBe(false);
    expect((await call(ctx, admin, 'DELETE', `/api/users/${user.id}/twoFactor`)).json()).toMatchObject({
      code: -14,
      data: { reason: 'notEnabled' },
    });
    const [entry] = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'twoFactor_reset'), eq(auditLog.entityId, String(user.id))));
    expect(entry.actorId).toBe(adminId);
    // The old secret no longer counts: the next login is a plain one.
    const next = await post(ctx, { method: 'login', email: user.email, password: 'demo1234' }, nextIp());
    expect(next.json().data.user.id).toBe(user.id);
    expect(secret).toBeTruthy();
  });

  it('refuses the reset to a partner of another company (ownership harness)', async () => {
    await expectOtherCompanyRefused(
      ctx,
      {
        name: 'DELETE /api/users/{id}/twoFactor',
        method: 'DELETE',
        prepare: async () => {
          const target = await staffUser(ctx);
          await ctx.deps.db
            .update(users)
            .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
            .where(eq(users.id, target.id));
          return { url: `/api/users/${target.id}/twoFactor` };
        },
      },
      'admin@demo.test',
      'distributor@demo.test',
    );
  });
});

describe('two-step sign-in required (TWO_FACTOR=required)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TWO_FACTOR: 'required' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('leads staff without it through enrolment at login, with no cookie before the code', async () => {
    const user = await staffUser(ctx);
    const { step, challenge } = await challengeOf(ctx, user.email);
    expect(step).toBe('enrol');
    // No session: the challenge is not a cookie, and the enrol challenge cannot verify.
    expect((await verify(ctx, challenge, '123456')).json().code).toBe(-15);
    const enrolBeforeSetup = await post(ctx, { method: 'twoFactorEnrol', challenge, code: '123456' });
    expect(enrolBeforeSetup.json().code).toBe(-15);
    const setup = (await post(ctx, { method: 'twoFactorSetup', challenge })).json().data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrSvg).toContain('<svg');
    // Asked again (a reload), the same secret.
    expect((await post(ctx, { method: 'twoFactorSetup', challenge })).json().data.secret).toBe(setup.secret);
    const wrong = await post(ctx, { method: 'twoFactorEnrol', challenge, code: '000000' });
    expect(wrong.json()).toEqual({ status: false, code: -7, data: { field: 'code', fields: ['code'] } });
    expect(cookieOfAnswer(wrong)).toBeNull();
    // A recovery code cannot enrol: it proves no app.
    expect((await post(ctx, { method: 'twoFactorEnrol', challenge, code: 'abcd-efgh' })).json().code).toBe(
      -6,
    );

    const enrolled = await post(ctx, {
      method: 'twoFactorEnrol',
      challenge,
      code: codeAt(setup.secret, ctx.clock.now()),
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json().data.user.id).toBe(user.id);
    expect(enrolled.json().data.recoveryCodes).toHaveLength(10);
    const cookie = cookieOfAnswer(enrolled)!;
    expect((await call(ctx, cookie, 'GET', '/api/twoFactor')).json().data).toEqual({
      available: true,
      enabled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    // It cannot be turned off while required.
    const off = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/twoFactor',
      payload: { code: enrolled.json().data.recoveryCodes[0] },
      headers: { cookie },
    });
    expect(off.json()).toMatchObject({ code: -14, data: { reason: 'required' } });
    // The next login asks the code.
    ctx.clock.advance(30);
    const next = await challengeOf(ctx, user.email);
    expect(next.step).toBe('verify');
    expect((await verify(ctx, next.challenge, codeAt(setup.secret, ctx.clock.now()))).statusCode).toBe(200);
    expect(
      await ctx.deps.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id)),
    ).toEqual([]);
  });

  it('never asks partners, and leaves API keys alone', async () => {
    const res = await post(
      ctx,
      { method: 'login', email: 'service@demo.test', password: 'demo1234' },
      nextIp(),
    );
    expect(res.json().data.user.email).toBe('service@demo.test');
    expect(cookieOfAnswer(res)).toBeTruthy();
    const { apiKey } = await issueApiKey(ctx.deps.db, await userIdOf(ctx, 'staff@demo.test'), ['read']);
    const byKey = await ctx.app.inject({
      method: 'GET',
      url: '/api/brands',
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(byKey.statusCode).toBe(200);
  });
});

describe('two-step sign-in off (TWO_FACTOR=off)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ TWO_FACTOR: 'off' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('never asks, even a user who has it on, and hides it from the profile', async () => {
    const user = await staffUser(ctx);
    await ctx.deps.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() })
      .where(eq(users.id, user.id));
    const res = await post(ctx, { method: 'login', email: user.email, password: 'demo1234' }, nextIp());
    expect(res.json().data.user.id).toBe(user.id);
    const cookie = cookieOfAnswer(res)!;
    expect((await call(ctx, cookie, 'GET', '/api/twoFactor')).json().data).toMatchObject({
      available: false,
    });
    expect((await call(ctx, cookie, 'PUT', '/api/twoFactor')).json()).toMatchObject({
      code: -14,
      data: { reason: 'off' },
    });
  });
});

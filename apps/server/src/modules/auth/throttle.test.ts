import { describe, expect, it } from 'vitest';
import { consumeContactLimit } from '../../lib/rate-limit.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { userIdOf } from '../../test/users.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

function login(email: string, password: string, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { method: 'login', email, password },
    remoteAddress,
  });
}

function resetRequest(email: string, remoteAddress: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { method: 'resetPassword', email },
    remoteAddress,
  });
}

describe('failed-login throttling', () => {
  it('refuses the 11th attempt on one account from one IP with 429, -8 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await login('service@demo.test', 'wrong', '10.2.0.1')).json().code).toBe(-7);
    }
    // Even the right password is refused while the window lasts: guessing must stop, not continue.
    const blocked = await login('service@demo.test', 'demo1234', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ status: false, code: -8, data: { retryAfter } });

    // A stranger elsewhere cannot lock the partner out.
    const elsewhere = await login('service@demo.test', 'demo1234', '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);

    ctx.clock.advance(15 * 60 + 1);
    expect((await login('service@demo.test', 'demo1234', '10.2.0.1')).statusCode).toBe(200);
  });

  it('refuses an IP after 30 failures across accounts in 15 minutes', async () => {
    const emails = ['a', 'b', 'c', 'd'].map((x) => `${x}@nowhere.test`);
    for (let i = 0; i < 30; i++) {
      expect((await login(emails[i % 4], 'wrong', '10.2.0.3')).statusCode).toBe(401);
    }
    const blocked = await login('staff@demo.test', 'demo1234', '10.2.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(-8);
    expect((await login('staff@demo.test', 'demo1234', '10.2.0.4')).statusCode).toBe(200);
  });

  it('forgets earlier failures of the pair after a successful login', async () => {
    for (let i = 0; i < 9; i++) await login('admin@demo.test', 'wrong', '10.2.0.5');
    expect((await login('admin@demo.test', 'demo1234', '10.2.0.5')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login('admin@demo.test', 'wrong', '10.2.0.5');
    expect((await login('admin@demo.test', 'demo1234', '10.2.0.5')).statusCode).toBe(200);
  });
});

describe('failed-login throttling under concurrent attempts', () => {
  const statusesOf = async (calls: Promise<{ statusCode: number }>[]) =>
    (await Promise.all(calls)).map((r) => r.statusCode);
  const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('checks at most 10 of 40 concurrent wrong passwords for one account from one address', async () => {
    const statuses = await statusesOf(
      Array.from({ length: 40 }, () => login('distributor@demo.test', 'wrong', '10.2.1.1')),
    );
    // Each attempt is counted before its password is checked: the 11th and later never reach the check.
    expect(countOf(statuses, 401)).toBe(10);
    expect(countOf(statuses, 429)).toBe(30);
    expect((await login('distributor@demo.test', 'demo1234', '10.2.1.1')).statusCode).toBe(429);
  });

  it('checks at most 30 of 45 concurrent wrong passwords from one address across accounts', async () => {
    const emails = ['a', 'b', 'c', 'd', 'e'].map((x) => `burst-${x}@nowhere.test`);
    const statuses = await statusesOf(
      Array.from({ length: 45 }, (_, i) => login(emails[i % 5], 'wrong', '10.2.1.2')),
    );
    expect(countOf(statuses, 401)).toBe(30);
    expect(countOf(statuses, 429)).toBe(15);
  });

  it('does not count a right password against the address', async () => {
    for (let i = 0; i < 28; i++) await login(`nat-${i % 4}@nowhere.test`, 'wrong', '10.2.1.3');
    // Colleagues behind one address logging in: none of these is a failure.
    for (const email of ['admin@demo.test', 'staff@demo.test', 'service@demo.test']) {
      expect((await login(email, 'demo1234', '10.2.1.3')).statusCode).toBe(200);
    }
    expect((await login('nat-0@nowhere.test', 'wrong', '10.2.1.3')).statusCode).toBe(401);
    expect((await login('nat-1@nowhere.test', 'wrong', '10.2.1.3')).statusCode).toBe(401);
    expect((await login('nat-2@nowhere.test', 'wrong', '10.2.1.3')).statusCode).toBe(429);
  });
});

describe('reset-request limits', () => {
  it('allows 5 requests per account and IP per hour, then 429 with -8', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await resetRequest('galil@demo.test', '10.3.0.1')).json().status).toBe(true);
    }
    const sixth = await resetRequest('galil@demo.test', '10.3.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ status: false, code: -8, data: { retryAfter: expect.any(Number) } });
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await resetRequest('riviera@demo.test', '10.3.0.1')).json().status).toBe(true);
    ctx.clock.advance(3601);
    expect((await resetRequest('galil@demo.test', '10.3.0.1')).json().status).toBe(true);
  });

  it('does not let requests from other addresses block the owner’s reset (issue 19)', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await resetRequest('distributor@demo.test', `10.3.2.${i}`)).json().status).toBe(true);
    }
    expect((await resetRequest('distributor@demo.test', '10.3.9.9')).json().status).toBe(true);
  });

  it('limits one address probing many e-mails', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await resetRequest(`probe${i}@nowhere.test`, '10.3.1.1')).statusCode;
    expect(last).toBe(429);
  });
});

describe("the profile's current-password check", () => {
  async function changePassword(email: string, currentPass: string, remoteAddress: string) {
    const cookie = await cookieOf(email);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/users/${await userIdOf(ctx, email)}`,
      payload: { currentPass, newPass: 'newpass1', verifyNewPass: 'newpass1' },
      headers: { cookie },
      remoteAddress,
    });
  }
  const sessions = new Map<string, string>();
  async function cookieOf(email: string) {
    if (!sessions.has(email)) sessions.set(email, await ctx.login(email));
    return sessions.get(email)!;
  }

  it('counts wrong current passwords with the login limits of the account and address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await changePassword('staff@demo.test', 'wrong', '10.2.2.1')).json().code).toBe(-17);
    }
    // A stolen session cannot go on guessing: the right password is refused too while the window lasts.
    const blocked = await changePassword('staff@demo.test', 'demo1234', '10.2.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: -8,
      data: { field: 'currentPass', retryAfter: expect.any(Number) },
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    // The same counter as the login's: that address cannot log in to the account either, others can.
    expect((await login('staff@demo.test', 'demo1234', '10.2.2.1')).statusCode).toBe(429);
    expect((await login('staff@demo.test', 'demo1234', '10.2.2.9')).statusCode).toBe(200);
  });

  it('checks at most 10 of 40 concurrent wrong current passwords', async () => {
    await cookieOf('admin@demo.test');
    const results = await Promise.all(
      Array.from({ length: 40 }, () => changePassword('admin@demo.test', 'wrong', '10.2.2.2')),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === -17)).toHaveLength(10);
    expect(codes.filter((c) => c === -8)).toHaveLength(30);
  });
});

describe('contact-form limit helper', () => {
  it('lets 5 messages per IP per hour through', async () => {
    const now = ctx.clock.now();
    for (let i = 0; i < 5; i++) await consumeContactLimit(ctx.deps.db, '10.4.0.1', now);
    await expect(consumeContactLimit(ctx.deps.db, '10.4.0.1', now)).rejects.toMatchObject({
      code: -8,
      httpStatus: 429,
    });
    await expect(consumeContactLimit(ctx.deps.db, '10.4.0.2', now)).resolves.toBeUndefined();
  });
});

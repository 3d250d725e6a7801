import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeContactLimit } from '../../lib/rate-limit.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
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

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { createTestContext, type TestContext, useTestContext } from '../../test/harness.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

function login(payload: Record<string, unknown>, remoteAddress = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { method: 'login', ...payload },
    remoteAddress,
  });
}

function sessionCookieOf(res: Awaited<ReturnType<typeof login>>) {
  return res.cookies.find((c) => c.name === 'pp_session')!;
}

function dashboard(cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
}

describe('login', () => {
  it('answers the session user and sets an HttpOnly SameSite=Lax browser-session cookie', async () => {
    const res = await login({ email: 'Service@Demo.test', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, code: 0 });
    expect(body.data.user).toMatchObject({
      email: 'service@demo.test',
      type: { id: 6, rmaPartsReport: true, viewUser: false },
      centerMoovexID: '3001',
      company: { number: '3001', kind: 'service_centre', currency: 'USD' },
      disabled: 0,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const cookie = sessionCookieOf(res);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe('/');
  });

  it('gives a 30-day cookie with keepLogin', async () => {
    const res = await login({ email: 'service@demo.test', password: 'demo1234', keepLogin: true });
    expect(sessionCookieOf(res).maxAge).toBe(30 * 24 * 3600);
  });

  it('answers -7 for a wrong password and for an unknown e-mail', async () => {
    for (const payload of [
      { email: 'service@demo.test', password: 'wrong-password' },
      { email: 'nobody@demo.test', password: 'demo1234' },
    ]) {
      const res = await login(payload, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, code: -7, data: null });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('answers -12 for a missing field and -6 for an invalid e-mail', async () => {
    const missing = await login({ email: 'service@demo.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: -12, data: { field: 'password' } });
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.json()).toMatchObject({ code: -6, data: { field: 'email' } });
  });

  it('refuses a pending account with -8, but only after the password was right', async () => {
    const right = await login({ email: 'pending@demo.test', password: 'demo1234' });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ status: false, code: -8, data: { field: 'status', fields: ['pending'] } });
    const wrong = await login({ email: 'pending@demo.test', password: 'wrong-password' }, '10.0.0.3');
    expect(wrong.json().code).toBe(-7);
  });

  it('refuses a disabled account with -8 and ends nothing else', async () => {
    await ctx.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'galil@demo.test'));
    const res = await login({ email: 'galil@demo.test', password: 'demo1234' });
    expect(res.json()).toEqual({ status: false, code: -8, data: { field: 'status', fields: ['disabled'] } });
    expect((await login({ email: 'galil@demo.test', password: 'nope' }, '10.0.0.4')).json().code).toBe(-7);
  });

  it('answers -6 for an unknown method', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { method: 'hack' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });
});

describe('sessions', () => {
  it('issues a new token at every login; both stay valid; logoff ends only its own', async () => {
    const first = sessionCookieOf(await login({ email: 'distributor@demo.test', password: 'demo1234' }));
    const second = sessionCookieOf(await login({ email: 'distributor@demo.test', password: 'demo1234' }));
    expect(first.value).not.toBe(second.value);
    const firstCookie = `pp_session=${first.value}`;
    const secondCookie = `pp_session=${second.value}`;
    expect((await dashboard(firstCookie)).statusCode).toBe(200);
    expect((await dashboard(secondCookie)).statusCode).toBe(200);

    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'logoff' },
      headers: { cookie: firstCookie },
    });
    expect(off.json()).toEqual({ status: true, code: 0, data: null });
    const cleared = off.cookies.find((c) => c.name === 'pp_session');
    expect(cleared?.value).toBe('');
    // The old cookie, replayed, is dead on the server, not only in the browser.
    const replay = await dashboard(firstCookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(-5);
    expect((await dashboard(secondCookie)).statusCode).toBe(200);
  });

  it('ends a browser session on the server after its lifetime', async () => {
    const cookie = await ctx.login('staff@demo.test');
    ctx.clock.advance(13 * 3600);
    expect((await dashboard(cookie)).json().code).toBe(-5);
    ctx.clock.set(new Date());
  });
});

describe('production cookie', () => {
  it('marks the session cookie Secure when NODE_ENV=production', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { method: 'login', email: 'service@demo.test', password: 'demo1234', keepLogin: true },
      });
      const cookie = res.cookies.find((c) => c.name === 'pp_session')!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.maxAge).toBe(30 * 24 * 3600);
    } finally {
      await prod.close();
    }
  });
});

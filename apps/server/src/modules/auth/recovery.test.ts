import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { passwordResets, users } from '../../db/schema/auth.ts';
import { type TestContext, useTestContext } from '../../test/harness.ts';
import { drainOutbox } from '../mail/index.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

let ipCounter = 0;
function post(payload: Record<string, unknown>, cookie?: string) {
  // A fresh address per call keeps the per-IP reset limit out of these tests.
  ipCounter++;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    remoteAddress: `10.1.0.${ipCounter}`,
    headers: cookie ? { cookie } : {},
  });
}

async function requestToken(email: string): Promise<string> {
  const res = await post({ method: 'resetPassword', email });
  expect(res.json()).toEqual({ status: true, code: 0, data: null });
  const [mail] = await ctx.deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  const match = mail.text.match(/http:\/\/localhost:3000\/login\/recovery\/([A-Za-z0-9_-]+)/);
  expect(match, 'the mail carries the recovery link').not.toBeNull();
  return match![1];
}

describe('reset request by e-mail', () => {
  it('queues a mail with a one-time link of 256 bits and stores only its hash', async () => {
    const token = await requestToken('service@demo.test');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await ctx.deps.db.select().from(passwordResets).orderBy(desc(passwordResets.id)).limit(1);
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000;
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('answers -6 for an empty or missing e-mail and -15 for an unknown one', async () => {
    for (const payload of [{ email: '' }, {}, { email: 'not-an-email' }]) {
      const res = await post({ method: 'resetPassword', ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, code: -6, data: { field: 'email', fields: ['email'] } });
    }
    const unknown = await post({ method: 'resetPassword', email: 'nobody@demo.test' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, code: -15 });
  });

  it('writes the mail as an .eml file in DATA_DIR/outbox when no SMTP is configured', async () => {
    const token = await requestToken('riviera@demo.test');
    const [queued] = await ctx.deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const result = await drainOutbox(ctx.deps);
    expect(result.failed).toBe(0);
    const files = await readdir(path.join(ctx.dataDir, 'outbox'));
    expect(files).toContain(`${queued.id}.eml`);
    const eml = await readFile(path.join(ctx.dataDir, 'outbox', `${queued.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: riviera@demo\.test$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    // The Spanish-speaking user gets the Spanish mail.
    expect(eml).toContain('Poolside Portal');
    expect(queued.subject).toBe('Restablezca su contraseña de Poolside Portal');
    expect(eml.replace(/=\r?\n/g, '')).toContain(token);
    const [sent] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
    expect(sent.sentAt).not.toBeNull();
  });
});

describe('checkToken and reset with token', () => {
  it('accepts a fresh token and refuses unknown, empty and expired ones with -15', async () => {
    const token = await requestToken('staff@demo.test');
    expect((await post({ method: 'checkToken', token })).json()).toEqual({
      status: true,
      code: 0,
      data: null,
    });
    for (const bad of ['x'.repeat(43), '', undefined]) {
      const res = await post({ method: 'checkToken', token: bad });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, code: -15 });
    }
    ctx.clock.advance(3601);
    expect((await post({ method: 'checkToken', token })).json().code).toBe(-15);
    const late = await post({
      method: 'resetPassword',
      token,
      newPass: 'newpass1',
      confirmNewPass: 'newpass1',
    });
    expect(late.json().code).toBe(-15);
    ctx.clock.set(new Date());
  });

  it('answers -6 for passwords not matching or too short, naming the field', async () => {
    const token = await requestToken('staff@demo.test');
    const mismatch = await post({
      method: 'resetPassword',
      token,
      newPass: 'abcdef1',
      confirmNewPass: 'abcdef2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: -6, data: { field: 'confirmNewPass' } });
    const short = await post({ method: 'resetPassword', token, newPass: 'abc', confirmNewPass: 'abc' });
    expect(short.json()).toMatchObject({ code: -6, data: { field: 'newPass' } });
    const bogus = await post({
      method: 'resetPassword',
      token: 'bogus',
      newPass: 'abcdef',
      confirmNewPass: 'abcdef',
    });
    expect(bogus.json()).toMatchObject({ code: -15 });
  });

  it('sets the password, spends the token and ends every session of the user', async () => {
    const cookieA = await ctx.login('distributor@demo.test');
    const cookieB = await ctx.login('distributor@demo.test');
    const otherUser = await ctx.login('admin@demo.test');
    const token = await requestToken('distributor@demo.test');
    const res = await post({
      method: 'resetPassword',
      token,
      newPass: 'fresh-pass',
      confirmNewPass: 'fresh-pass',
    });
    expect(res.json()).toEqual({ status: true, code: 0, data: null });

    for (const cookie of [cookieA, cookieB]) {
      const dash = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
      expect(dash.json().code).toBe(-5);
    }
    const adminDash = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: otherUser },
    });
    expect(adminDash.statusCode).toBe(200);

    const [user] = await ctx.deps.db.select().from(users).where(eq(users.email, 'distributor@demo.test'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const oldPass = await post({ method: 'login', email: 'distributor@demo.test', password: 'demo1234' });
    expect(oldPass.json().code).toBe(-7);
    const newPass = await post({ method: 'login', email: 'distributor@demo.test', password: 'fresh-pass' });
    expect(newPass.json().status).toBe(true);

    const again = await post({
      method: 'resetPassword',
      token,
      newPass: 'other-pass',
      confirmNewPass: 'other-pass',
    });
    expect(again.json().code).toBe(-15);
    expect((await post({ method: 'checkToken', token })).json().code).toBe(-15);
  });

  it('makes an earlier link useless once a newer one is requested', async () => {
    const first = await requestToken('admin@demo.test');
    const second = await requestToken('admin@demo.test');
    expect((await post({ method: 'checkToken', token: first })).json().code).toBe(-15);
    expect((await post({ method: 'checkToken', token: second })).json().status).toBe(true);
  });
});

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { multipart, sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let ipSeq = 10;
const nextIp = () => `10.0.0.${ipSeq++}`;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function altchaToken(): Promise<string> {
  const challenge = (await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json().data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const send = (payload: object, ip = nextIp(), cookie?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/contact',
    payload,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const message = (over: object = {}) => ({
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+34 600',
  message: 'Hello, I need a manual.',
  ...over,
});

describe('PUT /api/contact with ALTCHA', () => {
  it('says which captcha to show', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/captcha' })).json().data).toEqual({
      provider: 'altcha',
      siteKey: null,
    });
  });

  it('stores the message, mails it to CONTACT_EMAIL and answers msg sent; a token works once', async () => {
    const token = await altchaToken();
    const res = await send(message({ recaptchaToken: token }));
    expect(res.json()).toEqual({ status: true, code: 0, data: { msg: 'sent' } });
    const [row] = await ctx.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ana@example.com'));
    expect(row).toMatchObject({ fullName: 'Ana Pérez', message: 'Hello, I need a manual.' });
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'support@poolside.test'));
    expect(mails[0].text).toContain('Hello, I need a manual.');
    const replay = await send(message({ recaptchaToken: token }));
    expect(replay.json()).toMatchObject({ status: false, code: -6, data: { field: 'recaptchaToken' } });
  });

  it('keeps and mails the sender’s company when given', async () => {
    const res = await send(
      message({
        email: 'firm@example.com',
        company: 'Riviera Pool Service',
        recaptchaToken: await altchaToken(),
      }),
    );
    expect(res.json().status).toBe(true);
    const [row] = await ctx.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'firm@example.com'));
    expect(row).toMatchObject({ company: 'Riviera Pool Service' });
    const mails = await ctx.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'support@poolside.test'));
    expect(mails.some((m) => m.text.includes('Company: Riviera Pool Service'))).toBe(true);
    const long = await send(message({ company: 'x'.repeat(201), recaptchaToken: 'x' }));
    expect(long.json()).toMatchObject({ code: -6, data: { field: 'company' } });
  });

  it('refuses a bad token and validates the fields', async () => {
    const bad = await send(message({ recaptchaToken: Buffer.from('{"x":1}').toString('base64') }));
    expect(bad.json()).toMatchObject({ code: -6, data: { field: 'recaptchaToken' } });
    const cases: [object, number, string][] = [
      [{ email: '' }, -12, 'email'],
      [{ email: 'not-an-email' }, -6, 'email'],
      [{ message: '' }, -12, 'message'],
      [{ message: 'x'.repeat(201) }, -6, 'message'],
      [{ recaptchaToken: undefined }, -12, 'recaptchaToken'],
    ];
    for (const [over, code, field] of cases) {
      const res = await send(message({ recaptchaToken: 'x', ...over }));
      expect(res.json(), JSON.stringify(over)).toMatchObject({ code, data: { field } });
    }
  });

  it('takes an attachment uploaded logged out, not another company file', async () => {
    const mp = multipart('photo.png', sampleFiles.png());
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?kind=file',
      payload: mp.payload,
      headers: mp.headers,
    });
    const fileID = up.json().data.id;
    expect((await send(message({ fileID, recaptchaToken: await altchaToken() }))).json().data).toEqual({
      msg: 'sent',
    });
    const cookie = await ctx.login('service@demo.test');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: mp.payload,
      headers: { ...mp.headers, cookie },
    });
    const res = await send(message({ fileID: own.json().data.id, recaptchaToken: await altchaToken() }));
    expect(res.json()).toMatchObject({ code: -15, data: { field: 'fileID' } });
  });

  it('allows 5 messages per IP per hour, then 429 with -8 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await send(message({ recaptchaToken: await altchaToken() }), ip)).json().status).toBe(true);
    }
    const sixth = await send(message({ recaptchaToken: await altchaToken() }), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe(-8);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(3601);
    expect((await send(message({ recaptchaToken: await altchaToken() }), ip)).json().status).toBe(true);
  });
});

describe('PUT /api/contact with reCAPTCHA configured', () => {
  let rc: TestContext;
  const calls: string[] = [];
  beforeAll(async () => {
    rc = await createTestContext({ RECAPTCHA_SECRET: 'shh', RECAPTCHA_SITE_KEY: 'site-key' });
    rc.deps.httpFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${String(url)} ${String(init?.body)}`);
      const success = new URLSearchParams(String(init?.body)).get('response') === 'good';
      return new Response(JSON.stringify({ success }), { status: 200 });
    }) as typeof fetch;
  });
  afterAll(async () => {
    await rc?.close();
  });

  it('verifies the token with Google (faked) and never uses ALTCHA', async () => {
    expect((await rc.app.inject({ method: 'GET', url: '/api/captcha' })).json().data).toEqual({
      provider: 'recaptcha',
      siteKey: 'site-key',
    });
    const put = (token: string) =>
      rc.app.inject({
        method: 'PUT',
        url: '/api/contact',
        payload: message({ recaptchaToken: token }),
        remoteAddress: '10.1.0.1',
      });
    expect((await put('bad')).json()).toMatchObject({ code: -6, data: { field: 'recaptchaToken' } });
    expect((await put('good')).json().data).toEqual({ msg: 'sent' });
    expect(calls[0]).toContain('https://www.google.com/recaptcha/api/siteverify');
    expect(calls[0]).toContain('secret=shh');
  });
});

describe('GET /api/contact/settings', () => {
  it('tells the public page its captcha and map tiles', async () => {
    const settings = (await ctx.app.inject({ method: 'GET', url: '/api/contact/settings' })).json().data;
    expect(settings).toEqual({
      captcha: { provider: 'altcha', siteKey: null },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../../test/harness.ts';

let ctx: TestContext;
let cookie: string;
useTestContext(async (c) => {
  ctx = c;
  cookie = await c.login('service@demo.test');
});

const get = async (url: string, withCookie = true) =>
  (await ctx.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} })).json();

describe('GET /api/compatibility/:pn', () => {
  it('answers old → new rows with descriptions, by old or new PN, ignoring -SP', async () => {
    const row = {
      id: expect.any(Number),
      pn: 'AB-MTR-S300A',
      pnDescription: 'Drive motor S300 rev. A',
      newPN: 'AB-MTR-S300B',
      newPNDescription: 'Drive motor S300 rev. B',
    };
    expect((await get('/api/compatibility/AB-MTR-S300A')).data).toEqual([row]);
    expect((await get('/api/compatibility/ab-mtr-s300b-sp')).data).toEqual([row]);
  });

  it('answers -15 without compatibility and -5 without login', async () => {
    expect(await get('/api/compatibility/AB-PUL-01')).toMatchObject({ status: false, code: -15 });
    expect((await get('/api/compatibility/AB-MTR-S300A', false)).code).toBe(-5);
  });

  it('exports compatibilityFile for one PN or the whole table', async () => {
    const put = async (payload: object) =>
      (await ctx.app.inject({ method: 'PUT', url: '/api/export', payload, headers: { cookie } })).json();
    const one = await put({ report: 'compatibilityFile', pn: 'AB-MTR-S300A' });
    expect(one.data.fileName).toBe('compatibility-AB-MTR-S300A.xlsx');
    const all = await put({ report: 'compatibilityFile' });
    expect(Buffer.from(all.data.file, 'base64').length).toBeGreaterThan(
      Buffer.from(one.data.file, 'base64').length,
    );
  });
});

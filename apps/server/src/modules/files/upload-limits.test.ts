import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { multipart, sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext, useTestContext } from '../../test/harness.ts';

// An upload with two `file` parts kept the first silently.

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

function twoFiles(first: string, second: string) {
  const boundary = '----pp-two-files';
  const part = (name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      sampleFiles.png(),
      Buffer.from('\r\n'),
    ]);
  return {
    payload: Buffer.concat([part(first), part(second), Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('one file per upload', () => {
  it('refuses an upload with two file parts (-25) instead of keeping the first', async () => {
    const user = await buildUser(ctx);
    const cookie = await ctx.login(user.email);
    for (const url of ['/api/upload?kind=image']) {
      const { payload, headers } = twoFiles('a.png', 'b.png');
      const res = await ctx.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: false, code: -25, data: { field: 'file' } });
    }
    const admin = await ctx.login('admin@demo.test');
    const { payload, headers } = twoFiles('a.png', 'b.png');
    const editor = await ctx.app.inject({
      method: 'POST',
      url: '/api/wysiwygUpload',
      payload,
      headers: { ...headers, cookie: admin },
    });
    expect(editor.json()).toMatchObject({ status: false, code: -25, data: { field: 'file' } });
  });

  it('still accepts one file part', async () => {
    const cookie = await ctx.login('service@demo.test');
    const { payload, headers } = multipart('one.png', sampleFiles.png());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?kind=image',
      payload,
      headers: { ...headers, cookie },
    });
    expect(res.json()).toMatchObject({ status: true, data: { name: 'one.png' } });
  });
});

// Logged-in uploads had no rate or volume limit (10 × 10 MiB accepted in 1.7 s).
describe('upload rate and volume per user', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ UPLOAD_MAX_MB: '1', UPLOADS_PER_HOUR: '3', UPLOAD_MB_PER_HOUR: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  async function upload(cookie: string, bytes: number, url = '/api/upload?kind=file') {
    const body = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(bytes)]);
    const { payload, headers } = multipart('a.pdf', body);
    return limited.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
  }

  it('refuses the upload after the hourly count with 429, -8 and Retry-After; other users are not affected', async () => {
    const user = await buildUser(limited);
    const cookie = await limited.login(user.email);
    for (let i = 0; i < 3; i++) expect((await upload(cookie, 10)).json().status).toBe(true);
    const refused = await upload(cookie, 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: -8 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await limited.login((await buildUser(limited)).email);
    expect((await upload(other, 10)).json().status).toBe(true);
    limited.clock.advance(3601);
    expect((await upload(cookie, 10)).json().status).toBe(true);
  });

  it('refuses an upload that would pass the hourly volume, whatever the count', async () => {
    const cookie = await limited.login((await buildUser(limited)).email);
    const nearlyOneMb = 900 * 1024;
    expect((await upload(cookie, nearlyOneMb)).json().status).toBe(true);
    expect((await upload(cookie, nearlyOneMb)).json().status).toBe(true);
    const refused = await upload(cookie, nearlyOneMb);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(-8);
  });

  it('limits the editor image upload of provider staff too', async () => {
    const admin = await limited.login('staff@demo.test');
    const png = sampleFiles.png();
    let last = 0;
    for (let i = 0; i < 4; i++) {
      const { payload, headers } = multipart('a.png', png);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/wysiwygUpload',
        payload,
        headers: { ...headers, cookie: admin },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

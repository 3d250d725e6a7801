import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { expectOtherCompanyRefused } from '../../test/ownership.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_MAX_MB: '1' });
});
afterAll(async () => {
  await ctx?.close();
});

async function upload(cookie: string | undefined, name: string, body: Buffer, kind?: string) {
  const mp = multipart(name, body);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/upload${kind ? `?kind=${kind}` : ''}`,
    payload: mp.payload,
    headers: { ...mp.headers, ...(cookie ? { cookie } : {}) },
  });
}

describe('POST /api/upload', () => {
  it('stores every allowed format of a file upload and answers {id, name}', async () => {
    const cookie = await ctx.login('service@demo.test');
    const cases: [string, Buffer][] = [
      ['a.pdf', sampleFiles.pdf()],
      ['a.png', sampleFiles.png()],
      ['a.gif', sampleFiles.gif()],
      ['a.JPG', sampleFiles.jpg()],
      ['a.jpeg', sampleFiles.jpg()],
      ['a.bmp', sampleFiles.bmp()],
      ['a.doc', sampleFiles.cfb()],
      ['a.xls', sampleFiles.cfb()],
      ['report.docx', sampleFiles.docx()],
      ['sheet.xlsx', sampleFiles.xlsx()],
    ];
    for (const [name, body] of cases) {
      const res = await upload(cookie, name, body, 'file');
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data).toEqual({ id: expect.any(Number), name });
    }
  });

  it('refuses office documents for an image upload and unknown or disguised content (-25)', async () => {
    const cookie = await ctx.login('service@demo.test');
    for (const [name, body, kind] of [
      ['a.docx', sampleFiles.docx(), 'image'],
      ['a.xls', sampleFiles.cfb(), 'image'],
      ['evil.png', sampleFiles.html(), 'image'],
      ['evil.html', sampleFiles.html(), 'file'],
      ['pdf-named.docx', sampleFiles.pdf(), 'file'],
      ['zip.xlsx', sampleFiles.docx(), 'file'],
      ['noext', sampleFiles.png(), 'file'],
    ] as const) {
      const res = await upload(cookie, name, body, kind);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ status: false, code: -25 });
    }
  });

  it('refuses a file over the size limit (-25) and a body without the file field (-12)', async () => {
    const cookie = await ctx.login('service@demo.test');
    const big = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(cookie, 'big.pdf', big);
    expect(res.json()).toMatchObject({ status: false, code: -25 });
    const mp = multipart('a.pdf', sampleFiles.pdf(), 'other');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: mp.payload,
      headers: { ...mp.headers, cookie },
    });
    expect(wrong.json()).toMatchObject({ status: false, code: -12, data: { field: 'file' } });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { a: 1 },
      headers: { cookie },
    });
    expect(json.json()).toMatchObject({ status: false, code: -25 });
  });

  it('does not parse multipart on other routes (-9)', async () => {
    const cookie = await ctx.login('service@demo.test');
    const mp = multipart('a.pdf', sampleFiles.pdf());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: mp.payload,
      headers: { ...mp.headers, cookie },
    });
    expect(res.json()).toMatchObject({ status: false, code: -9 });
  });

  it('accepts an anonymous upload (contact form), readable by provider staff only', async () => {
    const res = await upload(undefined, 'photo.png', sampleFiles.png(), 'image');
    const { id } = res.json().data;
    const partner = await ctx.login('service@demo.test');
    const denied = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { cookie: partner },
    });
    expect(denied.json()).toMatchObject({ status: false, code: -15 });
    const staff = await ctx.login('staff@demo.test');
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { cookie: staff },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('downloads', () => {
  it('serves an upload as an attachment with nosniff and its checked MIME type', async () => {
    const cookie = await ctx.login('service@demo.test');
    const { id } = (await upload(cookie, 'Facture été.pdf', sampleFiles.pdf())).json().data;
    for (const url of [`/api/files/${id}`, `/api/file?file=${id}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="Facture _t_.pdf"; filename\*=UTF-8''Facture%20%C3%A9t%C3%A9.pdf$/,
      );
      expect(res.rawPayload.equals(sampleFiles.pdf())).toBe(true);
    }
  });

  it('lets provider staff and the overseeing distributor read, refuses logged-out users (-5)', async () => {
    const owner = await ctx.login('riviera@demo.test');
    const { id } = (await upload(owner, 'inv.png', sampleFiles.png())).json().data;
    for (const email of ['admin@demo.test', 'distributor@demo.test']) {
      const cookie = await ctx.login(email);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { cookie } });
      expect(res.statusCode, email).toBe(200);
    }
    const anon = await ctx.app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(anon.json()).toMatchObject({ status: false, code: -5 });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/files/999999',
      headers: { cookie: owner },
    });
    expect(missing.json()).toMatchObject({ status: false, code: -15 });
  });

  it('refuses a file of another company (-15) on both routes', async () => {
    for (const via of ['files', 'file'] as const) {
      await expectOtherCompanyRefused(ctx, {
        name: `GET ${via}`,
        method: 'GET',
        prepare: async (c, cookie) => {
          const mp = multipart('x.pdf', sampleFiles.pdf());
          const res = await c.app.inject({
            method: 'POST',
            url: '/api/upload',
            payload: mp.payload,
            headers: { ...mp.headers, cookie },
          });
          const id = res.json().data.id;
          return { url: via === 'files' ? `/api/files/${id}` : `/api/file?file=${id}` };
        },
      });
    }
  });

  it('serves a catalogue document by its base64 name, refusing paths and missing files', async () => {
    await ctx.deps.storage.put('documents/manual-x1.pdf', sampleFiles.pdf(), 'application/pdf');
    const cookie = await ctx.login('service@demo.test');
    const name = Buffer.from('manual-x1.pdf').toString('base64url');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/documents/${name}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    const traversal = Buffer.from('../users.db').toString('base64url');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${traversal}`,
      headers: { cookie },
    });
    expect(bad.json()).toMatchObject({ status: false, code: -6 });
    const none = Buffer.from('nothing.pdf').toString('base64');
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${none}`,
      headers: { cookie },
    });
    expect(missing.json()).toMatchObject({ status: false, code: -15 });
    const anon = await ctx.app.inject({ method: 'GET', url: `/api/documents/${name}` });
    expect(anon.json()).toMatchObject({ status: false, code: -5 });
  });
});

describe('POST /api/wysiwygUpload', () => {
  it('stores an editor image for admins and serves it publicly inline', async () => {
    const admin = await ctx.login('staff@demo.test');
    const mp = multipart('pic.png', sampleFiles.png());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wysiwygUpload',
      payload: mp.payload,
      headers: { ...mp.headers, cookie: admin },
    });
    const { url } = res.json().data;
    expect(url).toMatch(/^\/api\/content-images\/[a-f0-9]{32}\.png$/);
    const img = await ctx.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses non-admins (-11) and a pdf (-25)', async () => {
    const partner = await ctx.login('distributor@demo.test');
    const mp = multipart('pic.png', sampleFiles.png());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wysiwygUpload',
      payload: mp.payload,
      headers: { ...mp.headers, cookie: partner },
    });
    expect(res.json()).toMatchObject({ status: false, code: -11 });
    const admin = await ctx.login('admin@demo.test');
    const pdf = multipart('doc.pdf', sampleFiles.pdf());
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/wysiwygUpload',
      payload: pdf.payload,
      headers: { ...pdf.headers, cookie: admin },
    });
    expect(bad.json()).toMatchObject({ status: false, code: -25 });
  });
});

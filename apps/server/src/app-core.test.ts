import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { recordAudit } from './lib/audit.ts';
import { type TestContext, useTestContext } from './test/harness.ts';

let ctx: TestContext;
useTestContext((c) => {
  ctx = c;
});

describe('envelope and HTTP mapping', () => {
  it('answers health in the envelope with a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, code: 0, data: { ok: true } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-lb' },
    });
    expect(kept.headers['x-request-id']).toBe('abc12345-lb');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers -1 with 404 on an unknown /api path', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, code: -1, data: null });
  });

  it('answers -5 with 401 when not logged in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: { path: '/x' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, code: -5 });
  });

  it('answers -12 naming the field when a required field is missing', async () => {
    const cookie = await ctx.login('service@demo.test');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: {},
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, code: -12, data: { field: 'path', fields: ['path'] } });
  });

  it('answers -6 when a field is present but invalid, never a 5xx', async () => {
    const cookie = await ctx.login('service@demo.test');
    for (const payload of [{ path: 42 }, { path: 'no-slash' }, { path: '/'.repeat(600) }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/statistics/pageView',
        payload,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: -6, data: { field: 'path' } });
    }
  });

  it('answers -6 on malformed JSON and -9 on a text/plain body', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"method":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(-6);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'method=login',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe(-9);
  });

  it('refuses a body over the limit with a 4xx', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ method: 'login', email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(false);
  });

  it('drops unknown fields instead of failing or writing them', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contents/23' });
    expect(Object.keys(res.json().data).sort()).toEqual([
      'dateCreate',
      'dateUpdate',
      'hidden',
      'id',
      'locked',
      'props',
      'type',
    ]);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/login');
  });
});

describe('CSRF defence', () => {
  it('refuses a cookie-carrying state change from another site', async () => {
    const cookie = await ctx.login('service@demo.test');
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: { path: '/x' },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe(-11);
    const foreignOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: { path: '/x' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    const cookie = await ctx.login('service@demo.test');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/statistics/pageView',
      payload: { path: '/x' },
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('public content read path', () => {
  it('reads a policy text without login, in three languages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/contents/24' });
    const names = res.json().data.props.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['title_eng', 'body_eng', 'title_fra', 'body_fra', 'title_spa', 'body_spa']),
    );
  });

  it('answers -15 for an unknown content and -6 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/contents/999999' })).json().code).toBe(-15);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/contents/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(-6);
  });
});

describe('export machinery', () => {
  it('builds a formula-safe xlsx for a permitted report', async () => {
    // An entry written outside the contract's actions (an old row, a script) is exported as stored, made safe.
    await recordAudit(ctx.deps.db, null, '=HYPERLINK("http://evil")' as never, 'test' as never, 1, null, {
      a: 1,
    });
    const cookie = await ctx.login('admin@demo.test');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/export',
      payload: { type: 'excel', report: 'auditLog' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { file, fileName } = res.json().data;
    expect(fileName).toBe('audit-log.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('Action');
    expect(sheet.getRow(2).getCell(4).value).toBe('\'=HYPERLINK("http://evil")');
  });

  it('refuses a report the user may not run (-11) and an unknown one (-6)', async () => {
    const cookie = await ctx.login('service@demo.test');
    const denied = await ctx.app.inject({
      method: 'PUT',
      url: '/api/export',
      payload: { report: 'auditLog' },
      headers: { cookie },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(-11);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/export',
      payload: { report: 'nope' },
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: -6, data: { field: 'report' } });
  });
});

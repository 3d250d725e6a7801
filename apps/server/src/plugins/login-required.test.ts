// Routes that need a login, for every route at once (plugins/auth.ts): a caller without one is -5 before the
// route looks at its input, and what a session is answered is never kept by a browser or a proxy.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contents } from '../db/schema/contents.ts';
import { multipart, sampleFiles } from '../test/files.ts';
import { type TestContext, useTestContext } from '../test/harness.ts';
import { openApiDocumentOf, operationsOf } from '../test/openapi-document.ts';

type JsonSchema = { $ref?: string; properties?: Record<string, unknown> };
type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

let ctx: TestContext;
let doc: Document;
useTestContext(async (c) => {
  ctx = c;
  doc = await openApiDocumentOf(c);
});
const operations = () => operationsOf(doc);

/** Needs a login: a security requirement without the empty one (which says "open without a login"). */
const needsLogin = (op: Operation) =>
  (op.security ?? []).length > 0 && !(op.security ?? []).some((r) => Object.keys(r).length === 0);

function resolve(schema: JsonSchema | undefined): JsonSchema {
  const ref = schema?.$ref?.replace('#/components/schemas/', '');
  return ref ? resolve(doc.components.schemas[ref]) : (schema ?? {});
}

/** Every path parameter, query parameter and body field of the operation set to a value of the wrong kind. */
function malformedRequest(url: string, op: Operation) {
  const path = url.replace(/\{[^}]+\}/g, '%7B%7D');
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => `${encodeURIComponent(p.name)}=%7B%7D`)
    .join('&');
  const schema = resolve(op.requestBody?.content?.['application/json']?.schema);
  const fields = Object.keys(schema.properties ?? {});
  const body = Object.fromEntries((fields.length > 0 ? fields : ['x']).map((f) => [f, { wrong: [true] }]));
  return { url: query ? `${path}?${query}` : path, body };
}

describe('routes that need a login', () => {
  it('answer -5 (401) to a caller without a login before anything about their input', async () => {
    const guarded = operations().filter((o) => needsLogin(o.op));
    expect(guarded.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { url, method, op } of guarded) {
      const request = malformedRequest(url, op);
      const res = await ctx.app.inject({
        method: method as 'POST',
        url: request.url,
        ...(method === 'GET' ? {} : { payload: request.body }),
      });
      const code = res.headers['content-type']?.includes('json') ? res.json().code : undefined;
      if (res.statusCode !== 401 || code !== -5) wrong.push(`${method} ${url} → ${res.statusCode} ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leave the routes open without a login to their own rules', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { method: 'login' } });
    expect(login.json()).toMatchObject({ code: -12, data: { field: 'email' } });
    // The contact form's attachment is uploaded before any login.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload?kind=image',
      ...multipart('photo.png', sampleFiles.png()),
    });
    expect(res.json().status).toBe(true);
  });

  it('refuse a session that has ended as a missing login, also with a malformed body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/%7B%7D',
      payload: { name: [] },
      headers: { cookie: 'pp_session=ended-or-made-up' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-5);
  });
});

describe('answers kept by no cache', () => {
  it('marks every answer of a route that needs a login no-store, errors and file downloads too', async () => {
    const cookie = await ctx.login('admin@demo.test');
    const kept: string[] = [];
    const reads = operations().filter((o) => o.method === 'GET' && needsLogin(o.op));
    for (const { url } of reads) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: url.replace(/\{[^}]+\}/g, '1'),
        headers: { cookie },
      });
      if (!String(res.headers['cache-control']).includes('no-store'))
        kept.push(`GET ${url} → ${res.statusCode}`);
    }
    expect(kept).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.headers['cache-control']).toContain('no-store');
  });

  it('marks a public route no-store when a session may shape its answer, and leaves it alone otherwise', async () => {
    const [text] = await ctx.deps.db
      .select({ id: contents.id })
      .from(contents)
      .where(eq(contents.type, 'text'));
    const cookie = await ctx.login('service@demo.test');
    const url = `/api/contents/${text.id}`;
    const withSession = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(withSession.json().status).toBe(true);
    expect(withSession.headers['cache-control']).toContain('no-store');
    // The public text without a session is the same for everyone: nothing forbids keeping it.
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect(anonymous.json().status).toBe(true);
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { userIdOf } from '../test/factories.ts';
import { type TestContext, useTestContext } from '../test/harness.ts';

// A NUL byte or a lone UTF-16 surrogate in any text answered 500 (37 cases). Every string
// of every route's params, query and body is refused with -6 naming the field, before any route sees it.

let ctx: TestContext;
let cookie: string;
useTestContext(async (c) => {
  ctx = c;
  cookie = await c.login('admin@demo.test');
});

function send(method: string, url: string, payload?: string | object) {
  const headers: Record<string, string> = { cookie };
  if (typeof payload === 'string') headers['content-type'] = 'application/json';
  return ctx.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

function expectRefused(res: { statusCode: number; body: string }, field: string, what: string) {
  const refusal = JSON.stringify({ status: false, code: -6, data: { field, fields: [field] } });
  expect(`${what}: ${res.statusCode} ${res.body}`).toBe(`${what}: 400 ${refusal}`);
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('NUL bytes and lone surrogates in any text (issue 19)', () => {
  it('refuses a NUL byte in every path parameter of every route with -6 naming it', async () => {
    const routes = ctx.app.apiRoutes.filter((r) => r.method !== 'HEAD' && /[:*]/.test(r.url));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const name = /:([A-Za-z_]+)|(\*)$/.exec(route.url)!;
      const url = route.url.replace(/:[A-Za-z_]+/g, (m) => (m.slice(1) === name[1] ? 'a%00b' : '1'));
      const res = await send(
        route.method,
        url.replace(/\*$/, 'a%00b.svg'),
        hasBody(route.method) ? {} : undefined,
      );
      expectRefused(res, name[1] ?? '*', `${route.method} ${route.url}`);
    }
  });

  it('refuses a NUL byte and a lone surrogate in the query and the body of every route', async () => {
    const routes = ctx.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x.svg');
      const what = `${route.method} ${route.url}`;
      // A query cannot carry a lone surrogate (not UTF-8): the parser keeps such escapes as they are.
      expectRefused(await send(route.method, `${url}?q=a%00b`), 'q', `${what} query NUL`);
      if (!hasBody(route.method)) continue;
      expectRefused(
        await send(route.method, url, { note: { text: 'a\u0000b' } }),
        'note.text',
        `${what} NUL`,
      );
      expectRefused(
        await send(route.method, url, '{"list":["ok","\\ud800"]}'),
        'list.1',
        `${what} surrogate`,
      );
    }
  });

  it("refuses a lone surrogate in a user's name and a NUL in a login e-mail", async () => {
    const id = await userIdOf(ctx, 'staff@demo.test');
    expectRefused(await send('POST', `/api/users/${id}`, '{"name":"Ann \\udc00"}'), 'name', 'name');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { method: 'login', email: 'admin@demo.test\u0000', password: 'x' },
    });
    expectRefused(login, 'email', 'login');
  });

  it('still accepts text with tabs, new lines, accents and paired surrogates (emoji)', async () => {
    const id = await userIdOf(ctx, 'staff@demo.test');
    const res = await send('POST', `/api/users/${id}`, { name: 'Zoë\tO’Brien 🐬' });
    expect(res.json()).toMatchObject({ status: true });
  });
});

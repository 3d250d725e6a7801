// What the fuzzing run (test/fuzz.test.ts) found, kept as regression tests: an id past PostgreSQL's integer
// range (2^31 and beyond, up to 2^53) answered 500 (-10) from the database; the contract now refuses it as
// -6 (400) before any query, for path ids, query ids and id lists alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.login('admin@demo.test');
});
afterAll(async () => {
  await ctx?.close();
});

const big = ['2147483648', '9007199254740991'];

describe('ids past the database integer range', () => {
  it.each([
    ['GET', '/api/users/{id}'],
    ['PUT', '/api/users/api/{id}'],
    ['GET', '/api/companies/{id}'],
    ['DELETE', '/api/contents/{id}'],
    ['GET', '/api/robots/brands/{id}'],
    ['GET', '/api/files/{id}'],
    ['GET', '/api/file?file={id}'],
    ['GET', '/api/completeUnits/{id}'],
    ['GET', '/api/feedback/{id}'],
  ])('%s %s answers -6, not 500', async (method, template) => {
    for (const id of big) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: template.replace('{id}', id),
        headers: { cookie: admin, origin: 'http://localhost:3000' },
      });
      expect(res.statusCode, `${method} ${template} ${id}`).toBe(400);
      expect(res.json().code).toBe(-6);
    }
  });

  it.each([
    ['/api/notifications', { method: 'removeNotifications', ids: [9007199254740990, 1] }],
    ['/api/popups', { subAction: 'deleteMessage', messageId: 2147483648 }],
    ['/api/privacy/erase', { kind: 'feedback', id: 2147483648 }],
  ])('POST %s with an id list or id past the range answers -6', async (url, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: admin, origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(-6);
  });

  it('still finds an id in range', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/1', headers: { cookie: admin } });
    expect(res.json().code).toBe(0);
  });
});

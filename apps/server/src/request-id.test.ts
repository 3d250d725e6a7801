// One id per request: the answer's X-Request-Id header and every log line of the request, errors included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { createTestContext, type TestContext } from './test/harness.ts';

type LogLine = { reqId?: string; msg?: string; level?: number; err?: unknown };

let ctx: TestContext;
let app: App;
const lines: LogLine[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp(ctx.deps, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
  // A route that fails the way a bug would: the error handler answers -10 and logs the error.
  app.get('/test-failure', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

describe('request ids in answers and logs', () => {
  it('keeps a sane incoming id: the answer header and every log line of the request carry it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-0123456789abcdef' },
    });
    expect(res.headers['x-request-id']).toBe('lb-0123456789abcdef');
    const own = linesOf('lb-0123456789abcdef');
    expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('generates an id when the incoming one is not sane, and logs under the generated one', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith a line break' },
    });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.some((l) => l.reqId?.includes('bad id'))).toBe(false);
  });

  it("logs an error envelope's cause under the id the failed answer carries", async () => {
    const res = await app.inject({ method: 'GET', url: '/test-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: false, code: -10, data: null });
    const id = res.headers['x-request-id'] as string;
    const own = linesOf(id);
    expect(own.find((l) => l.msg === 'unhandled error')?.err).toMatchObject({ message: 'boom' });
    expect(own.at(-1)?.msg).toBe('request completed');
  });

  it('carries an id on an answer Fastify refuses before routing (a URL that does not decode)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/%zz',
      headers: { 'x-request-id': 'lb-bad-url-0001' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('lb-bad-url-0001');
  });
});

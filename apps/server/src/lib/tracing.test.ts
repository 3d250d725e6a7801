// Tracing with an in-memory exporter: a span per request named after its route, its statements as children
// (PostgreSQL lane), a caller's trace continued; and nothing of OpenTelemetry loaded unless asked for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { startTracing, type Tracing } from './tracing.ts';

let ctx: TestContext;
let app: App;
let tracing: Tracing;
const exporter = new InMemorySpanExporter();

beforeAll(async () => {
  ctx = await createTestContext();
  tracing = startTracing({ exporter });
  app = await buildApp(ctx.deps, { tracing });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await tracing?.shutdown();
  await ctx?.close();
});

const spansOf = (traceId: string) =>
  exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

describe('tracing', () => {
  it('records a span per request, named after the route pattern, carrying the request id', async () => {
    exporter.reset();
    const res = await app.inject({ method: 'GET', url: '/api/descriptions/NO-SUCH-PN?x=secret' });
    const request = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER);
    expect(request?.name).toBe('GET /api/descriptions/:pn');
    expect(request?.attributes['http.route']).toBe('/api/descriptions/:pn');
    expect(request?.attributes['http.request.id']).toBe(res.headers['x-request-id']);
    expect(request?.attributes['url.path']).toBe('/api/descriptions/NO-SUCH-PN');
    expect(request?.attributes['http.response.status_code']).toBe(res.statusCode);
  });

  it('continues the trace of a caller that sends a W3C traceparent header', async () => {
    exporter.reset();
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const request = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER);
    expect(request?.spanContext().traceId).toBe(traceId);
    expect(request?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "records the request's database statements as its descendants (PostgreSQL)",
    async () => {
      exporter.reset();
      const cookie = await ctx.login('service@demo.test');
      exporter.reset();
      await app.inject({ method: 'GET', url: '/api/order?page=1&pageSize=10', headers: { cookie } });
      const request = exporter.getFinishedSpans().find((s) => s.kind === SpanKind.SERVER);
      const statements = spansOf(request!.spanContext().traceId).filter((s) => s.kind === SpanKind.CLIENT);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.every((s) => s.attributes['db.system.name'] === 'postgresql')).toBe(true);
      expect(String(statements[0].attributes['db.query.text'])).toMatch(/select/i);
    },
  );
});

describe('tracing off', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? sources(path.join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [path.join(dir, e.name)]
          : [],
    );

  it('loads nothing of OpenTelemetry unless OTEL_EXPORTER_OTLP_ENDPOINT is set: one lazy import in start.ts', () => {
    const staticImport =
      /^import (?!type )[^;]*from '(@opentelemetry\/[^']+|@fastify\/otel|[^']*\/tracing\.ts)'/m;
    const offenders = sources(src)
      .filter((f) => !f.endsWith('.test.ts') && f !== path.join(src, 'lib', 'tracing.ts'))
      .filter((f) => staticImport.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(src, f));
    expect(offenders).toEqual([]);
    const start = readFileSync(path.join(src, 'start.ts'), 'utf8');
    expect(start).toMatch(/config\.tracingEndpoint \? \(await import\('\.\/lib\/tracing\.ts'\)\)/);
  });
});

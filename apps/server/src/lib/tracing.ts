/**
 * OpenTelemetry tracing (docs/deployment.md "Traces"). Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (start.ts imports this file dynamically), so a server without it imports none of the SDK and pays nothing
 * per request. What it records:
 *
 * - a span per request (@fastify/otel, registered first by buildApp), named after the route pattern, with the
 *   handler as a child span; lifecycle hooks get no spans of their own (a dozen per request, all tiny);
 * - on PostgreSQL a child span per statement and per pool connect (@opentelemetry/instrumentation-pg), with
 *   the statement's text (parameters are never recorded);
 * - W3C `traceparent` headers continue a caller's trace.
 *
 * Spans leave in batches over OTLP/HTTP (protobuf) to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`; the other
 * standard variables (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_EXPORTER_OTLP_HEADERS,
 * OTEL_TRACES_SAMPLER…) apply as the SDK reads them. Tests pass their own exporter.
 */
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export type Tracing = {
  /** Registers the per-request spans on an app (buildApp, before any route). */
  register(app: FastifyInstance): Promise<void>;
  /** Sends the spans still buffered and stops (the server's stop). */
  shutdown(): Promise<void>;
};

export type TracingOptions = {
  /** Where spans go; default OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT, in batches. */
  exporter?: SpanExporter;
};

const SERVICE_NAME = 'poolside-portal';

/** Sets up the SDK and the instrumentations; the pg client is patched here, before any statement runs. */
export function startTracing(options: TracingOptions = {}): Tracing {
  const exporter = options.exporter ?? new OTLPTraceExporter();
  const provider = new TracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? SERVICE_NAME }),
    ),
    // A test's exporter sees each span when it ends; the network exporter gets batches.
    spanProcessors: [
      options.exporter ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter }),
    ],
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  // pg is an ES import here, which the instrumentation's require hook does not see: patch its client directly.
  // Statements outside a request (the invalidation listener's heartbeat, the pool's LISTEN) get no span.
  const pgInstrumentation = new PgInstrumentation({ enabled: false, requireParentSpan: true });
  pgInstrumentation.setTracerProvider(provider);
  const pgModule = pgInstrumentation.getModuleDefinitions().find((d) => d.name === 'pg');
  pgModule?.patch?.(pg);

  const fastifyInstrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    instrumentHooks: false,
    requestHook: (span, request) => {
      // Named after the route pattern; the query string (filters, search terms) is not recorded.
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      span.setAttribute('url.path', request.url.split('?')[0]);
      // The id of the request's log lines and of its answer's X-Request-Id header.
      span.setAttribute('http.request.id', request.id);
    },
  });
  fastifyInstrumentation.setTracerProvider(provider);

  return {
    async register(app) {
      await app.register(fastifyInstrumentation.plugin());
    },
    async shutdown() {
      pgModule?.unpatch?.(pg);
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { registerRoutes } from './app-routes.ts';
import { AppError } from './lib/app-error.ts';
import { setCaching } from './lib/cache-switch.ts';
import { startInvalidationListener, stopInvalidationListener } from './lib/invalidation.ts';
import type { Tracing } from './lib/tracing.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientErrorEnvelope, frameworkErrorEnvelope, registerErrorHandling } from './plugins/errors.ts';
import { registerInputTextCheck } from './plugins/input-text.ts';
import { registerJobs } from './plugins/jobs.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenapi } from './plugins/openapi.ts';
import { registerOverloadShedding } from './plugins/overload.ts';
import { type ApiRoute, declaredScope } from './plugins/scopes.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that answers a file instead of the envelope (the one exception DESIGN.md allows). */
    isFileDownload?: boolean;
  }
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the Fastify app on the given dependencies (no listening, no database opening). */
export async function buildApp(
  deps: Deps,
  options: {
    logger?: boolean;
    webDist?: string;
    logStream?: { write(line: string): void };
    /** OpenTelemetry (lib/tracing.ts, started by start.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
    tracing?: Tracing;
  } = {},
): Promise<App> {
  const { trustProxy } = deps.config;
  const app = Fastify({
    // Each request's log lines carry its id (`reqId`), the one its answer's X-Request-Id header shows.
    logger:
      options.logger || options.logStream
        ? {
            level: deps.config.logLevel,
            redact: {
              paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
              censor: '[redacted]',
            },
            ...(options.logStream && { stream: options.logStream }),
          }
        : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    // A hop count is "trust the n nearest hops" (Fastify's types lack the number form).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: deps.config.requestTimeoutMs,
    // The whole route lifecycle: an answer not sent in time is -3, 503 (plugins/errors.ts).
    handlerTimeout: deps.config.handlerTimeoutMs,
    connectionTimeout: deps.config.requestTimeoutMs * 2,
    // Node checks request timeouts every 30 s by default: a slow client was held up to 30 s past the timeout.
    http: { connectionsCheckingInterval: 1000 },
    routerOptions: { ignoreTrailingSlash: true },
    // Every /api answer is the envelope, also Fastify's and Node's own refusals (plugins/errors.ts).
    frameworkErrors: frameworkErrorEnvelope,
    clientErrorHandler: clientErrorEnvelope,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so that every hook and route registered after it runs inside the request's span.
  if (options.tracing) await options.tracing.register(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies only (plus multipart where a route registers it): no text/plain, so no form-post CSRF.
  app.removeContentTypeParser('text/plain');

  // Synchronous hooks (no promise per request) on the hot path; see docs/performance.md "Hot paths".
  // A request that arrives while the server stops (on a connection already open) is -3, 503, in the envelope.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('X-Request-Id', request.id);
    watchClientGoneOnResponse(request, reply);
    if (isClosing) {
      reply.header('Connection', 'close');
      return done(new AppError('databaseConnection'));
    }
    done();
  });

  // Every API route declares its answer, so nothing outside the schema can leak; file downloads say so.
  // Every API route declares the scope an API key needs (plugins/scopes.ts, deny by default).
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const isDownload = route.config?.isFileDownload === true;
    if (isApi && !route.schema?.response && !isDownload && route.method !== 'HEAD') {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no response schema`);
    }
    if (route.url.startsWith('/api/')) {
      const scope = declaredScope(route);
      const isOpenWithoutLogin = route.config?.isOpenWithoutLogin === true;
      if (isApi) {
        for (const method of [route.method].flat()) {
          apiRoutes.push({ method, url: route.url, scope, isOpenWithoutLogin });
        }
      }
    }
  });

  setCaching(deps.db, deps.config.cache === 'on');
  // Per-instance caches (session check, reference data) hear other instances' writes: lib/invalidation.ts.
  await startInvalidationListener(deps.db, deps.dbKind, (err) =>
    app.log.warn({ err }, 'cache invalidation listener lost its connection; reconnecting'),
  );
  app.addHook('onClose', async () => stopInvalidationListener(deps.db));

  registerErrorHandling(app);
  // Before every route: its onRoute hook gives each route its request statistics.
  if (deps.config.metrics.isOn) {
    registerMetrics(app, deps.db, {
      token: deps.config.metrics.token,
      isProduction: deps.config.isProduction,
      dbKind: deps.dbKind,
    });
  }
  await registerOverloadShedding(app, deps.config.overload);
  await registerSecurity(app, deps.config);
  await registerAuth(app, deps.db, deps.clock);
  registerInputTextCheck(app);

  // The API description (security and scopes from config.scope, ids, named schemas): plugins/openapi.ts.
  await registerOpenapi(app);

  await app.register(async (api) => registerRoutes(api, deps), { prefix: '/api' });
  await registerWeb(app, options.webDist);
  registerJobs(app, deps);
  return app;
}

/** Fastify's per-request handler-timeout listener (an internal symbol of Fastify 5, found once). */
let onAbortSymbol: symbol | null | undefined;

/**
 * Fastify 5 (handlerTimeout) ends a request's timer and aborts its signal on the request stream's 'close',
 * which Node emits as soon as a body has been read: every POST/PUT lost its handler timeout (the 503
 * never came) and paid an AbortError per request (~7% of the part search's CPU, docs/decisions.md "The last
 * hot routes"). The listener moves to the response: a client gone before its answer still aborts.
 */
function watchClientGoneOnResponse(request: FastifyRequest, reply: FastifyReply) {
  if (onAbortSymbol === undefined) {
    onAbortSymbol =
      Object.getOwnPropertySymbols(request).find((s) => s.description === 'fastify.request.onAbort') ?? null;
  }
  if (!onAbortSymbol) return;
  const onAbort = (request as unknown as Record<symbol, (() => void) | null>)[onAbortSymbol];
  if (!onAbort) return;
  request.raw.removeListener('close', onAbort);
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) onAbort();
  });
}

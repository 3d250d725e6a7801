import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { registerRoutes } from './app-routes.ts';
import { startInvalidationListener, stopInvalidationListener } from './lib/invalidation.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
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
  options: { logger?: boolean; webDist?: string } = {},
): Promise<App> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: deps.config.logLevel,
          redact: {
            paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            censor: '[redacted]',
          },
        }
      : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: deps.config.requestTimeoutMs,
    connectionTimeout: deps.config.requestTimeoutMs * 2,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON bodies only (plus multipart where a route registers it): no text/plain, so no form-post CSRF.
  app.removeContentTypeParser('text/plain');

  // Synchronous hooks (no promise per request) on the hot path; see docs/ARCHITECTURE.md "Hot paths".
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('X-Request-Id', request.id);
    done();
  });

  // Every API route declares its answer, so nothing outside the schema can leak; file downloads say so.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const isDownload = route.config?.isFileDownload === true;
    if (isApi && !route.schema?.response && !isDownload && route.method !== 'HEAD') {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no response schema`);
    }
  });

  // Per-instance caches (session check, reference data) hear other instances' writes: lib/invalidation.ts.
  await startInvalidationListener(deps.db, deps.dbKind, (err) =>
    app.log.warn({ err }, 'cache invalidation listener lost its connection; reconnecting'),
  );
  app.addHook('onClose', async () => stopInvalidationListener(deps.db));

  registerErrorHandling(app);
  await registerSecurity(app, deps.config);
  await registerAuth(app, deps.db, deps.clock);

  const swagger = (await import('@fastify/swagger')).default;
  await app.register(swagger, {
    openapi: { info: { title: 'Poolside Portal API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const swaggerUi = (await import('@fastify/swagger-ui')).default;
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(async (api) => registerRoutes(api, deps), { prefix: '/api' });
  await registerWeb(app, options.webDist);
  return app;
}

// The API description as integrators meet it: OpenAPI 3.1 with each operation's security and
// API key scope read from the route's `config.scope` (the one place plugins/auth.ts enforces), an operationId
// and summary generated the same way for every route (unless the route declares its own), a tag per module,
// and the shared shapes as named component schemas (plugins/openapi-components.ts). `npm run lint:api` lints
// it with Redocly's recommended rules; `npm run check:api-client` generates a typed client and compiles it.
import type { FastifyInstance } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './auth.ts';
import './openapi-components.ts';
import type { RouteScope } from '../modules/access/index.ts';

/** The two ways to call the API: the session cookie of a login, or an API key as a Bearer token. */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session of a login (POST /api/login). A session may call every operation its user may.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key (Authorization: Bearer <key>). The key must carry the scope the operation lists ' +
      '(read, write or sync); otherwise the answer is -11 (403).',
  },
} as const;

/**
 * The security requirement of a route of this scope: none for public routes; otherwise a session, or an API
 * key carrying the scope (OpenAPI 3.1 lets a non-OAuth requirement list the roles it needs), or, for a route
 * open without a login (`isOpenWithoutLogin`), also nothing (the empty requirement).
 */
export function securityOf(
  scope: RouteScope | undefined,
  isOpenWithoutLogin = false,
): Record<string, string[]>[] {
  if (scope === 'public') return [];
  // A route without a declared scope cannot register (plugins/scopes.ts); default as auth.ts would ask.
  const needed = scope ?? 'write';
  return [{ sessionCookie: [] }, { apiKey: [needed] }, ...(isOpenWithoutLogin ? [{}] : [])];
}

const verbOf: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
};

function words(url: string): string[] {
  return url
    .replace(/^\/api\//, '')
    .split(/[/_.\-,]+/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part) ?? /^:(.+)$/.exec(part);
      if (param) return param[1] === '*' ? 'byPath' : `by ${param[1]}`;
      return part;
    });
}

/** `GET /api/rma/line/{id}` → `getRmaLineById` (unique: method and path are unique). */
export function operationIdOf(method: string, url: string): string {
  const parts = [verbOf[method] ?? method.toLowerCase(), ...words(url)]
    .join(' ')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return parts.map((p, i) => (i === 0 ? p.toLowerCase() : p[0].toUpperCase() + p.slice(1))).join('');
}

/** `GET /api/rma/line/{id}` → `GET rma/line/{id}` (the operation as a caller types it). */
export function summaryOf(method: string, url: string): string {
  return `${method} ${url.replace(/^\/api\//, '')}`;
}

const zodTransform = createJsonSchemaTransform({});

/** The @fastify/swagger transform: the zod schemas as JSON Schema, plus security, ids, summaries and tags. */
export const openapiTransform: SwaggerTransform = (document) => {
  const { schema, url, route } = document;
  const method = [route.method].flat()[0] ?? 'GET';
  const scope = route.config?.scope;
  const declared = (schema ?? {}) as Record<string, unknown>;
  const path = url.replace(/\*/g, '{path}');
  const moduleTag = /^\/api\/([^/]+)/.exec(url)?.[1] ?? 'api';
  const withDocs = {
    ...declared,
    operationId: declared.operationId ?? operationIdOf(method, path.replace(/:(\w+)/g, '{$1}')),
    summary: declared.summary ?? summaryOf(method, path.replace(/:(\w+)/g, '{$1}')),
    tags: (declared.tags as string[] | undefined) ?? [moduleTag],
    security: securityOf(scope, route.config?.isOpenWithoutLogin === true),
    ...(scope && scope !== 'public' ? { 'x-scope': scope } : {}),
  };
  return zodTransform({ ...document, schema: withDocs as unknown as typeof schema });
};

type OpenapiDocument = {
  paths?: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses?: object }>>;
  components?: { schemas?: Record<string, unknown> };
};

const errorResponse = {
  description: 'A refusal: the error envelope (docs/api.md lists the codes)',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

/**
 * The finished document: a wildcard path parameter gets a name (`{*}` → `{path}`), file downloads (no
 * envelope on success) still declare the error envelope of their refusals, and the input copies of the
 * named schemas that no request uses are dropped.
 */
export function finishDocument<T>(input: T): T {
  const document = input as OpenapiDocument;
  const paths: NonNullable<OpenapiDocument['paths']> = {};
  for (const [url, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path';
      }
      const responses = (operation.responses ?? {}) as Record<string, unknown>;
      if (!Object.keys(responses).some((status) => /^4/i.test(status))) responses['4XX'] = errorResponse;
      operation.responses = responses;
    }
    paths[url.replaceAll('{*}', '{path}')] = operations;
  }
  document.paths = paths;
  const schemas = document.components?.schemas;
  if (schemas) {
    // Until none is left: an input copy may be used only by another unused one.
    for (let dropped = true; dropped; ) {
      dropped = false;
      const text = JSON.stringify(document);
      for (const id of Object.keys(schemas)) {
        if (id.endsWith('Input') && !text.includes(`"#/components/schemas/${id}"`)) {
          delete schemas[id];
          dropped = true;
        }
      }
    }
  }
  return input;
}

/** Registers @fastify/swagger (the description at /api/docs/json) and the Swagger UI at /api/docs. */
export async function registerOpenapi(app: FastifyInstance) {
  const swagger = (await import('@fastify/swagger')).default;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Poolside Portal API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {status, code, data}: status true and code 0 on success, status ' +
          'false and a negative code (docs/api.md) on a refusal.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes },
    },
    transform: openapiTransform,
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document)),
  });
  const swaggerUi = (await import('@fastify/swagger-ui')).default;
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

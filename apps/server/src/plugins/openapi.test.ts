// The API description as integrators meet it: security and scope from each route's config.scope,
// unique operationIds and summaries, named components, no two paths identical but for a parameter name.
import { describe, expect, it } from 'vitest';
import { type TestContext, useTestContext } from '../test/harness.ts';
import { openApiDocumentOf, operationsOf } from '../test/openapi-document.ts';
import { finishDocument, operationIdOf, securityOf } from './openapi.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
};
let ctx: TestContext;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

useTestContext(async (c) => {
  ctx = c;
  doc = await openApiDocumentOf(c);
});
const operations = () => operationsOf(doc);

describe('API description', () => {
  it('declares the security and API key scope of every operation from the route config.scope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'sessionCookie']);
    const described = new Map(operations().map((o) => [`${o.method} ${o.url}`, o.op]));
    const routes = ctx.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '{$1}').replace('*', '{path}');
      const op = described.get(`${route.method} ${url}`);
      expect(op, `${route.method} ${url}`).toBeDefined();
      expect(op?.security, `${route.method} ${url}`).toEqual(
        route.scope === 'public'
          ? []
          : [
              { sessionCookie: [] },
              { apiKey: [route.scope] },
              // The upload of the public contact form: open without a login too.
              ...(route.isOpenWithoutLogin ? [{}] : []),
            ],
      );
    }
    // Spot checks of routes a probe found writable with a read key: they ask for write.
    expect(doc.paths['/api/rma/line/{id}'].post.security).toEqual(securityOf('write'));
    expect(doc.paths['/api/login'].post.security).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().every((o) => (o.op.summary ?? '').length > 0)).toBe(true);
    expect(operationIdOf('GET', '/api/rma/line/{id}')).toBe('getRmaLineById');
  });

  it('has no two paths identical but for a parameter name, and names the wildcard', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(doc.paths['/api/rma/line/{id}'].put).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.includes('{*}'))).toBe(false);
  });

  it('names the shared shapes as components and refers to them', () => {
    for (const id of ['ErrorEnvelope', 'RmaLine', 'Rma', 'UserDetail', 'CompanyDetail']) {
      expect(doc.components.schemas[id], id).toBeDefined();
    }
    const text = JSON.stringify(doc.paths);
    expect(text).toContain('"#/components/schemas/ErrorEnvelope"');
    expect(text).toContain('"#/components/schemas/RmaLine"');
    // Every operation declares its refusals (file downloads included).
    for (const { op } of operations()) expect(Object.keys(op.responses).some((s) => /^4/.test(s))).toBe(true);
  });

  it('drops unused input copies of named schemas', () => {
    const finished = finishDocument<{
      paths: Record<string, { get: { parameters: { name: string; in: string }[]; responses: object } }>;
      components: { schemas: object };
    }>({
      paths: { '/x/{*}': { get: { parameters: [{ name: '*', in: 'path' }], responses: {} } } },
      components: { schemas: { AInput: { $ref: '#/components/schemas/BInput' }, BInput: {}, C: {} } },
    });
    expect(Object.keys(finished.components.schemas)).toEqual(['C']);
    expect(Object.keys(finished.paths)).toEqual(['/x/{path}']);
    expect(finished.paths['/x/{path}'].get.parameters[0].name).toBe('path');
  });
});

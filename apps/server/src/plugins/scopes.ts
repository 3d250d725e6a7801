// API key scopes, deny by default: every /api route declares in `config.scope` what an API key must
// carry to call it; buildApp refuses a route that declares none (app.ts onRoute), and the auth hook
// (plugins/auth.ts) enforces it for every request before the route looks at its input. A session has every
// scope. The OpenAPI description reads the same `config.scope` (the one place a route's scope is declared).
import type { FastifyContextConfig, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { hasScope, type RouteScope, routeScopes } from '../modules/access/index.ts';

/** One registered /api route and its scope (app.apiRoutes): what tests and the API description iterate. */
export type ApiRoute = { method: string; url: string; scope: RouteScope; isOpenWithoutLogin: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared scope, filled as routes register (plugins/scopes.ts). */
    apiRoutes: readonly ApiRoute[];
  }
}

/** A path under /api that routes declare a scope for (the Swagger UI under /api/docs is public by itself). */
export function isScopedApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * For the onRoute hook: the route's declared scope, or an error naming the route that declares none (or an
 * unknown one). Swagger UI routes are marked public here.
 */
export function declaredScope(
  route: Pick<RouteOptions, 'url' | 'method'> & { config?: FastifyContextConfig },
): RouteScope {
  if (route.url.startsWith('/api/docs')) {
    route.config = { ...route.config, scope: 'public' };
    return 'public';
  }
  const scope = route.config?.scope;
  if (!scope || !routeScopes.includes(scope)) {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `Route ${method} ${route.url} declares no scope: add config: { scope: 'public' | 'read' | 'write' | 'sync' }`,
    );
  }
  return scope;
}

/** The check the auth hook runs once the actor is known: -11 (403) for a key without the route's scope. */
export function scopeFailure(request: FastifyRequest): AppError | undefined {
  if (request.is404) return undefined;
  if (hasScope(request.actor, request.routeOptions.config.scope)) return undefined;
  return new AppError('permissionDenied', { field: 'scope' });
}

import cookie, { fastifyCookie } from '@fastify/cookie';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import type { Db } from '../db/client.ts';
import { type Actor, requireActor } from '../modules/access/index.ts';
import { findActorByApiKey, findActorBySession } from '../modules/auth/actor.ts';
import { cachedSessionActor } from '../modules/auth/session-cache.ts';
import { hashToken } from '../lib/tokens.ts';
import { scopeFailure } from './scopes.ts';

export const SESSION_COOKIE = 'pp_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that never looks at the caller (health): the session is not checked. */
    isPublic?: boolean;
    /**
     * What an API key must carry to call this route (deny by default). 'public' for routes open
     * without a login; a session has every scope. Enforced in one place (plugins/auth.ts).
     */
    scope?: 'public' | 'read' | 'write' | 'sync';
    /**
     * Open to a caller without a login although an API key needs `scope` (the upload the public contact form
     * attaches a file with). Every other route of a scope but 'public' needs a login (`needsLogin`).
     */
    isOpenWithoutLogin?: boolean;
  }
}

/** Whether a route answers only a logged-in caller: every route but the public ones and those open without a login. */
export function needsLogin(config: FastifyContextConfig): boolean {
  return config.scope !== 'public' && config.isOpenWithoutLogin !== true;
}

/**
 * What the auth hook decides once the actor is known, for every route at once: an answer that needs a session
 * (or that a session may have shaped, on a public route) is never kept by a browser or a proxy; a caller
 * without a login on a route that needs one is -5 (401) before the route reads anything of its input (its
 * fields' errors would tell a stranger about the route); an API key without the route's scope is -11.
 */
function afterActor(request: FastifyRequest, reply: FastifyReply): AppError | undefined {
  if (request.is404) return undefined;
  const config = request.routeOptions.config;
  const isForLoggedIn = needsLogin(config);
  if (isForLoggedIn || request.actor) reply.raw.setHeader('Cache-Control', 'private, no-store');
  if (isForLoggedIn && !request.actor) return new AppError('notLoggedIn');
  return scopeFailure(request);
}

/** The session token in a Cookie header, without parsing the other cookies. */
export function sessionTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const at = header.indexOf(`${SESSION_COOKIE}=`);
  if (at === -1) return undefined;
  const start = at + SESSION_COOKIE.length + 1;
  const end = header.indexOf(';', start);
  const value = (end === -1 ? header.slice(start) : header.slice(start, end)).trim();
  const isPlain = (at === 0 || header[at - 1] === ' ' || header[at - 1] === ';') && !/[%"]/.test(value);
  // Another cookie whose name ends with ours, or an encoded value: the full parser decides.
  if (!isPlain) return fastifyCookie.parse(header)[SESSION_COOKIE] || undefined;
  return value || undefined;
}

/**
 * Resolves the actor (session cookie or Bearer API key) once per request. The hook is synchronous when
 * there is nothing to check and when the session cache answers (no promise per request on the hot path);
 * cookies are not parsed for every request, only the session cookie is read here. An API key is checked
 * against the route's declared scope here, for every route (plugins/scopes.ts); a session has every scope.
 * A route that needs a login refuses a caller without one here too (`afterActor`).
 */
export async function registerAuth(app: FastifyInstance, db: Db, clock: Clock) {
  await app.register(cookie, { hook: false });
  app.decorateRequest('actor', null);
  // onRequest, so a key without the route's scope is refused before the route reads its input.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.isPublic) return done();
    const auth = request.headers.authorization;
    if (auth?.startsWith('Bearer ')) {
      findActorByApiKey(db, auth.slice(7).trim()).then((actor) => {
        request.actor = actor;
        done(afterActor(request, reply));
      }, done);
      return;
    }
    const token = sessionTokenOf(request.headers.cookie);
    if (token) request.actor = cachedSessionActor(db, hashToken(token), clock.now());
    if (!token || request.actor) return done(afterActor(request, reply));
    findActorBySession(db, token, clock.now()).then((actor) => {
      request.actor = actor;
      done(afterActor(request, reply));
    }, done);
  });
}

/** The logged-in actor or a -5 failure. */
export function actorOf(request: FastifyRequest): Actor {
  return requireActor(request.actor);
}

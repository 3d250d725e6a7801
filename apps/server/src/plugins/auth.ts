import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import type { Db } from '../db/client.ts';
import { type Actor, findActorByApiKey, findActorBySession } from '../modules/auth/actor.ts';
import { requireActor } from '../modules/auth/policy.ts';

export const SESSION_COOKIE = 'pp_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Resolves the actor (session cookie or Bearer API key) once per request, lazily. */
export async function registerAuth(app: FastifyInstance, db: Db, clock: Clock) {
  await app.register(cookie);
  app.decorateRequest('actor', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const auth = request.headers.authorization;
    if (auth?.startsWith('Bearer ')) {
      request.actor = await findActorByApiKey(db, auth.slice(7).trim());
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.actor = await findActorBySession(db, token, clock.now());
  });
}

/** The logged-in actor or a -5 failure. */
export function actorOf(request: FastifyRequest): Actor {
  return requireActor(request.actor);
}

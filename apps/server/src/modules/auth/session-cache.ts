import type { Db, DbOrTx } from '../../db/client.ts';
import { publishInvalidation } from '../../lib/invalidation.ts';
import { sessionCaches } from '../../caches.ts';
import type { Actor } from '../access/index.ts';

/**
 * The session check cached per instance (caches.ts `sessionCaches.actors`): token hash → actor, kept under
 * `session:user:<user>` and `session:id:<session>`, so an entry goes at once on this instance and, through
 * LISTEN/NOTIFY (lib/invalidation.ts), on every other when its session ends (logout), its user changes (edit,
 * disable, password reset: `invalidateUserSessions`) or user types change (`invalidateAllSessions`). The
 * session's own expiry is checked on every hit against the request's clock. docs/decisions.md ("Session check
 * cache") says what the TTL allows.
 */
/** The cached actor of a token hash, if fresh and its session is not expired at `now`. */
export function cachedSessionActor(db: Db, tokenHash: string, now: Date): Actor | null {
  const entry = sessionCaches.actors.peek(db, tokenHash);
  if (!entry || entry.expiresAtMs <= now.getTime()) return null;
  return entry.actor;
}

/**
 * Remembers a session's actor. `generation` is `sessionCacheGeneration(db)` read before the lookup: an
 * invalidation that arrived meanwhile means the row may be stale, so it is not cached.
 */
export function cacheSessionActor(
  db: Db,
  tokenHash: string,
  actor: Actor,
  expiresAt: Date,
  generation: number,
) {
  const value = { actor: freezeActor(actor), expiresAtMs: expiresAt.getTime() };
  const tags = [`session:user:${actor.userId}`];
  if (actor.sessionId !== null) tags.push(`session:id:${actor.sessionId}`);
  sessionCaches.actors.keep(db, tokenHash, { value, tags }, generation);
}

/** Counts the session messages heard: a lookup that straddles one must not be cached. */
export function sessionCacheGeneration(db: Db): number {
  return sessionCaches.actors.generation(db);
}

function freezeActor(actor: Actor): Actor {
  Object.freeze(actor.flags);
  Object.freeze(actor.childCompanyIds);
  Object.freeze(actor.scopes);
  return Object.freeze(actor);
}

async function publish(db: Db, via: DbOrTx, message: string) {
  await publishInvalidation(db, via, [message]);
}

/** A session ended (logout): its cached actor goes everywhere. */
export function invalidateSession(db: Db, via: DbOrTx, sessionId: number) {
  return publish(db, via, `session:id:${sessionId}`);
}

/** A user changed (edit, status, password, sessions deleted): every cached session of the user goes. */
export function invalidateUserSessions(db: Db, via: DbOrTx, userId: number) {
  return publish(db, via, `session:user:${userId}`);
}

/** Something many actors derive from changed (user types, companies): every cached session goes. */
export function invalidateAllSessions(db: Db, via: DbOrTx) {
  return publish(db, via, 'session:all');
}

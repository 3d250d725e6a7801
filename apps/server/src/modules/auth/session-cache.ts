import { LRUCache } from 'lru-cache';
import type { Db, DbOrTx } from '../../db/client.ts';
import { busOf, onInvalidation, publishInvalidation } from '../../lib/invalidation.ts';
import { cacheStats } from '../../lib/metrics.ts';
import type { Actor } from '../access/index.ts';

/**
 * The session check cached per instance: token hash → actor, for at most SESSION_CACHE_TTL_MS, bounded to
 * MAX_ENTRIES (least recently used out first). An entry is dropped at once on this instance and, through
 * LISTEN/NOTIFY (lib/invalidation.ts), on every other when its session ends (logout), its user changes
 * (edit, disable, password reset: `invalidateUserSessions`) or user types change (`invalidateAllSessions`).
 * The session's own expiry is checked on every hit against the request's clock. docs/decisions.md
 * ("Session check cache") says what the TTL allows.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { actor: Actor; expiresAtMs: number; cachedAt: number };

type Store = { entries: LRUCache<string, Entry> };

const stores = new WeakMap<object, Store>();
const stats = cacheStats('session');

function storeOf(db: Db): Store {
  const bus = busOf(db);
  let store = stores.get(bus);
  if (!store) {
    // lru-cache: at most MAX_ENTRIES, the least recently used out first.
    const created: Store = { entries: new LRUCache<string, Entry>({ max: MAX_ENTRIES }) };
    store = created;
    stores.set(bus, created);
    onInvalidation(db, (message) => {
      if (message === '*' || message === 'session:all') {
        created.entries.clear();
        return;
      }
      const match = /^session:(user|id):(\d+)$/.exec(message);
      if (!match) return;
      const id = Number(match[2]);
      const gone: string[] = [];
      for (const [key, entry] of created.entries.entries()) {
        const value = match[1] === 'user' ? entry.actor.userId : entry.actor.sessionId;
        if (value === id) gone.push(key);
      }
      for (const key of gone) created.entries.delete(key);
    });
  }
  return store;
}

/** The cached actor of a token hash, if fresh and its session is not expired at `now`. */
export function cachedSessionActor(db: Db, tokenHash: string, now: Date): Actor | null {
  const { entries } = storeOf(db);
  const entry = entries.get(tokenHash);
  if (!entry) {
    stats.misses++;
    return null;
  }
  if (entry.expiresAtMs <= now.getTime() || Date.now() - entry.cachedAt >= SESSION_CACHE_TTL_MS) {
    stats.misses++;
    entries.delete(tokenHash);
    return null;
  }
  stats.hits++;
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
  if (generation !== sessionCacheGeneration(db)) return;
  const { entries } = storeOf(db);
  entries.set(tokenHash, {
    actor: freezeActor(actor),
    expiresAtMs: expiresAt.getTime(),
    cachedAt: Date.now(),
  });
}

/** Counts the session messages seen: a lookup that straddles one must not be cached. */
export function sessionCacheGeneration(db: Db): number {
  storeOf(db);
  const bus = busOf(db);
  return bus.epoch + (bus.versions.get('session') ?? 0);
}

function freezeActor(actor: Actor): Actor {
  Object.freeze(actor.flags);
  Object.freeze(actor.childCompanyIds);
  Object.freeze(actor.scopes);
  return Object.freeze(actor);
}

async function publish(db: Db, via: DbOrTx, message: string) {
  // 'session' counts every session message (sessionCacheGeneration), the second names what changed.
  await publishInvalidation(db, via, ['session', message]);
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

import type { SessionUser } from '@poolside/contract/users';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { busOf, onInvalidation } from '../../lib/invalidation.ts';
import { cacheStats } from '../../lib/metrics.ts';
import { findSessionUser, presentSessionUser } from '../auth/index.ts';

/**
 * The presented session user (the dashboard's `user`) cached per instance, user id → answer, beside the
 * session check cache and under the same messages (lib/invalidation.ts): `session:user:<id>` (a user edit,
 * activation, password reset: `invalidateUserSessions`), `session:all` (what many users derive from: user
 * types, companies: `invalidateAllSessions`) and `*` (a lost LISTEN connection) drop entries on this instance
 * at once and on every other at commit. TTL and size as the session cache's (docs/decisions.md says what the
 * TTL allows). A warm dashboard therefore sends no statement.
 */
export const SESSION_USER_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { user: SessionUser; cachedAt: number };
const stores = new WeakMap<object, LRUCache<number, Entry>>();
const stats = cacheStats('session-user');

function storeOf(db: Db): LRUCache<number, Entry> {
  const bus = busOf(db);
  let store = stores.get(bus);
  if (!store) {
    // lru-cache: at most MAX_ENTRIES, the least recently used out first.
    const created = new LRUCache<number, Entry>({ max: MAX_ENTRIES });
    store = created;
    stores.set(bus, created);
    onInvalidation(db, (message) => {
      if (message === '*' || message === 'session:all') {
        created.clear();
        return;
      }
      const match = /^session:user:(\d+)$/.exec(message);
      if (match) created.delete(Number(match[1]));
    });
  }
  return store;
}

/** Counts the messages that can make an entry stale: a read that straddles one is not cached. */
function generation(db: Db): number {
  const bus = busOf(db);
  return bus.epoch + (bus.versions.get('session') ?? 0);
}

/** The user as presentSessionUser answers it, from the cache or one prepared statement. Frozen: shared. */
export async function cachedSessionUser(db: Db, userId: number): Promise<SessionUser> {
  const store = storeOf(db);
  const entry = store.get(userId);
  if (entry && Date.now() - entry.cachedAt < SESSION_USER_TTL_MS) {
    stats.hits++;
    return entry.user;
  }
  stats.misses++;
  const before = generation(db);
  const user = deepFreeze(presentSessionUser(await findSessionUser(db, userId)));
  if (before === generation(db)) {
    store.set(userId, { user, cachedAt: Date.now() });
  }
  return user;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { isCaching } from './cache-switch.ts';
import { busOf } from './invalidation.ts';
import { cacheStats } from './metrics.ts';

/**
 * Reference data (what changes only when an admin edits it) cached per instance under versioned keys.
 *
 *   const brands = await cachedReference(deps.db, `brands:${companyId}`, ['catalogue'], () => loadBrands());
 *
 * Each entry remembers the versions of its topics when its load started; a `ref:<topic>` message (sent by the
 * triggers of the topic's tables, whoever writes them: invalidation-map.ts, applied on this instance before
 * the write resolves and on the others through LISTEN/NOTIFY: lib/invalidation.ts) makes it stale, as does its TTL (a safety net for a
 * missed notification). Concurrent misses share one load. Values are shared between requests: treat them as
 * read-only. PGlite and PostgreSQL give the same answers (the cache holds what the database answered).
 * With CACHE=off (lib/cache-switch.ts) every call loads and nothing is kept.
 */
export type ReferenceTopic =
  /** brands, robot models, company_brands, companies' brand links */
  | 'catalogue'
  /** option_items (complaint and failure types, …) */
  | 'options'
  /** news and other contents shown on the dashboard */
  | 'news'
  /** the QA parameters row */
  | 'qaParams'
  /** who the users list counts (users created, activated, disabled or moved to another company) */
  | 'users'
  /** the totals of the order history (sent by the orders triggers, migration 0026) */
  | 'orders'
  /** the totals of the feedback history (sent by the feedback_reports triggers, migration 0026) */
  | 'feedback'
  /** the totals of the complete-unit list (sent by the complete_units triggers, migration 0026) */
  | 'completeUnits';

const DEFAULT_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

type Entry = { stamp: string; at: number; value: Promise<unknown> };

const stores = new WeakMap<object, LRUCache<string, Entry>>();
const stats = cacheStats('reference');

function storeOf(db: Db): LRUCache<string, Entry> {
  const bus = busOf(db);
  let store = stores.get(bus);
  if (!store) {
    // At most MAX_ENTRIES, the least recently used out first.
    store = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
    stores.set(bus, store);
  }
  return store;
}

function stampOf(db: Db, topics: ReferenceTopic[]): string {
  const bus = busOf(db);
  let stamp = String(bus.epoch);
  for (const topic of topics) stamp += `:${bus.versions.get(`ref:${topic}`) ?? 0}`;
  return stamp;
}

/** The cached value of `key`, loading it when absent, stale (a topic changed) or older than the TTL. */
export function cachedReference<T>(
  db: Db,
  key: string,
  topics: ReferenceTopic[],
  load: () => Promise<T>,
  ttlMs = DEFAULT_TTL_MS,
): Promise<T> {
  if (!isCaching(db)) {
    stats.misses++;
    return load();
  }
  const store = storeOf(db);
  const stamp = stampOf(db, topics);
  const now = Date.now();
  const hit = store.get(key);
  if (hit && hit.stamp === stamp && now - hit.at < ttlMs) {
    stats.hits++;
    return hit.value as Promise<T>;
  }
  stats.misses++;
  const value = load();
  const entry: Entry = { stamp, at: now, value };
  store.set(key, entry);
  // A failed load is not kept: the next call tries again.
  value.catch(() => {
    if (store.peek(key) === entry) store.delete(key);
  });
  return value;
}

import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { isCaching } from './cache-switch.ts';
import { busOf, onInvalidation } from './invalidation.ts';

/**
 * The one in-memory cache of the server: values kept per instance (per database) under string keys, each
 * entry tagged with what it was read from (`unit:42`, `session:user:7`, `ref:catalogue`, …). Every cache is
 * declared in caches.ts; this is its machinery.
 *
 * - An invalidation message equal to a tag drops the entries tagged with it; `*`, and `<prefix>*` or any
 *   message listed in `flushes`, drop them all (lib/invalidation.ts delivers the messages: on the writing
 *   instance before the write resolves, on the others right after the commit).
 * - A load that saw a message the cache hears is answered but not kept (it may have read before that
 *   commit); `generation` lets a caller that loads by itself apply the same rule with `keep`.
 * - Concurrent misses of a key share one load; a failed load is not kept.
 * - Past `maxEntries` the least recently used entry goes (lru-cache). Past `ttlMs` an entry is a miss, or,
 *   with `isServedWhileRenewed`, still answered while one load renews it in the background (a safety net for
 *   a lost message must not cost a request a wait).
 * - With CACHE=off (lib/cache-switch.ts) every get loads and nothing is kept, unless `isOnWithCachesOff`.
 */
export type ValueCacheOptions<V> = {
  /** For tests, logs and metrics. */
  name: string;
  /** Message prefixes the cache hears (`unit:`): `unit:*` drops every entry. */
  prefixes: string[];
  /** Messages that drop every entry besides `*` and `<prefix>*` (`session:all`). */
  flushes?: string[];
  maxEntries: number;
  ttlMs: number;
  /** Past its TTL an entry is still answered while one load renews it. */
  isServedWhileRenewed?: boolean;
  /** Kept with CACHE=off too (the session check: every deployment keeps it). */
  isOnWithCachesOff?: boolean;
  /** A loaded value this says no to is answered but not kept (an answer too long to hold). */
  isKeepable?: (value: V) => boolean;
};

/** What a load answers: the value and the tags it is kept under. */
export type Loaded<V> = { value: V; tags: string[] };

export type ValueCache<V> = {
  name: string;
  /** The kept value of `key`, or `load`'s. */
  get(db: Db, key: string, load: () => Promise<Loaded<V>>): Promise<V>;
  /** The kept value of `key` if it is fresh (never a pending load): for a synchronous hot path. */
  peek(db: Db, key: string): V | undefined;
  /** How many messages this cache heard: read before a load, passed to `keep` after it. */
  generation(db: Db): number;
  /** Keeps a value loaded by the caller, unless a message arrived since `generation` was read. */
  keep(db: Db, key: string, loaded: Loaded<V>, generation: number): void;
  /** Entries kept now (tests). */
  size(db: Db): number;
};

type Entry<V> = {
  /** Set once loaded; a pending entry only has `pending`. */
  isLoaded: boolean;
  value: V | undefined;
  pending: Promise<V>;
  tags: string[];
  at: number;
  isRenewing?: boolean;
};
type Store<V> = { entries: LRUCache<string, Entry<V>>; byTag: Map<string, Set<string>>; generation: number };

/** Lookups and misses per cache since the start, for the metrics (`/metrics`). */
export const cacheStats = new Map<string, { hits: number; misses: number }>();

export function valueCache<V>(options: ValueCacheOptions<V>): ValueCache<V> {
  const { ttlMs, isKeepable = () => true } = options;
  const flushes = new Set(['*', ...options.prefixes.map((p) => `${p}*`), ...(options.flushes ?? [])]);
  const isHeard = (message: string) => message === '*' || options.prefixes.some((p) => message.startsWith(p));
  const stores = new WeakMap<object, Store<V>>();
  const stats = { hits: 0, misses: 0 };
  const isOn = (db: Db) => options.isOnWithCachesOff === true || isCaching(db);
  cacheStats.set(options.name, stats);

  /** Forgets an entry's tags: called by the LRU store whenever an entry leaves it (dropped, evicted, replaced). */
  function untag(store: Store<V>, key: string, entry: Entry<V>) {
    for (const tag of entry.tags) {
      const keys = store.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) store.byTag.delete(tag);
    }
  }

  function setLoaded(store: Store<V>, key: string, entry: Entry<V>, loaded: Loaded<V>) {
    entry.isLoaded = true;
    entry.value = loaded.value;
    entry.tags = loaded.tags;
    for (const tag of loaded.tags) {
      let keys = store.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        store.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  function storeOf(db: Db): Store<V> {
    const bus = busOf(db);
    let store = stores.get(bus);
    if (!store) {
      // lru-cache keeps at most maxEntries, the least recently used out first.
      const created: Store<V> = {
        entries: new LRUCache<string, Entry<V>>({
          max: options.maxEntries,
          dispose: (entry, key) => untag(created, key, entry),
        }),
        byTag: new Map(),
        generation: 0,
      };
      store = created;
      stores.set(bus, created);
      onInvalidation(db, (message) => {
        if (!isHeard(message) && !flushes.has(message)) return;
        created.generation++;
        if (flushes.has(message)) {
          created.entries.clear();
          created.byTag.clear();
          return;
        }
        const keys = created.byTag.get(message);
        if (keys) for (const key of [...keys]) created.entries.delete(key);
      });
    }
    return store;
  }

  /** Puts a loaded value in a new entry of `key`, unless a message arrived since `generation`. */
  function keepNew(store: Store<V>, key: string, loaded: Loaded<V>, generation: number) {
    if (store.generation !== generation || !isKeepable(loaded.value)) return;
    const entry: Entry<V> = {
      isLoaded: false,
      value: undefined,
      pending: Promise.resolve(loaded.value),
      tags: [],
      at: Date.now(),
    };
    store.entries.set(key, entry);
    setLoaded(store, key, entry, loaded);
  }

  function renew(store: Store<V>, key: string, entry: Entry<V>, load: () => Promise<Loaded<V>>) {
    entry.isRenewing = true;
    const generation = store.generation;
    load().then(
      (loaded) => {
        if (store.entries.peek(key) !== entry) return;
        store.entries.delete(key);
        keepNew(store, key, loaded, generation);
      },
      () => {
        // The next request loads again (and answers the error if it persists).
        if (store.entries.peek(key) === entry) store.entries.delete(key);
      },
    );
  }

  function freshOf(store: Store<V>, key: string): Entry<V> | undefined {
    const hit = store.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at < ttlMs) return hit;
    if (options.isServedWhileRenewed && hit.isLoaded) return hit;
    store.entries.delete(key);
    return undefined;
  }

  return {
    name: options.name,
    get(db, key, load) {
      if (!isOn(db)) return load().then((loaded) => loaded.value);
      const store = storeOf(db);
      const hit = freshOf(store, key);
      if (hit) {
        stats.hits++;
        if (!hit.isLoaded) return hit.pending;
        if (Date.now() - hit.at >= ttlMs && !hit.isRenewing) renew(store, key, hit, load);
        return Promise.resolve(hit.value as V);
      }
      stats.misses++;
      const generation = store.generation;
      const entry: Entry<V> = {
        isLoaded: false,
        value: undefined,
        pending: null as unknown as Promise<V>,
        tags: [],
        at: Date.now(),
      };
      const pending = load().then((loaded) => {
        if (store.entries.peek(key) === entry) {
          if (store.generation !== generation || !isKeepable(loaded.value)) store.entries.delete(key);
          else setLoaded(store, key, entry, loaded);
        }
        return loaded.value;
      });
      entry.pending = pending;
      store.entries.set(key, entry);
      pending.catch(() => {
        if (store.entries.peek(key) === entry) store.entries.delete(key);
      });
      return pending;
    },
    peek(db, key) {
      if (!isOn(db)) return undefined;
      const hit = freshOf(storeOf(db), key);
      if (hit?.isLoaded && Date.now() - hit.at < ttlMs) {
        stats.hits++;
        return hit.value;
      }
      stats.misses++;
      return undefined;
    },
    generation(db) {
      return storeOf(db).generation;
    },
    keep(db, key, loaded, generation) {
      if (!isOn(db)) return;
      keepNew(storeOf(db), key, loaded, generation);
    },
    size(db) {
      return storeOf(db).entries.size;
    },
  };
}

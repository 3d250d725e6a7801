import { okEnvelope } from '@poolside/contract/envelope';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { isCaching } from './cache-switch.ts';
import { busOf, onInvalidation } from './invalidation.ts';
import { cacheStats } from './metrics.ts';
import { ok } from './presenter.ts';

/**
 * A hot read's answer kept per instance as the JSON text the route sends (docs/ARCHITECTURE.md "Hot paths —
 * answers from memory"). Each entry carries tags naming what it was read from (`unit:42`, `rma:c:7`,
 * `rma:all`, …); an invalidation message equal to a tag drops the entries tagged with it, `<prefix>*` (one of
 * the cache's `prefixes`) or `*` drops them all. The messages come from statement triggers on the tables the
 * answers read (migration `change_notify`: every writer, the app's, the ERP sync's or a script's, announces its
 * change in its own transaction) and from `publishInvalidation`; lib/invalidation.ts applies them on the
 * writing instance before the writing transaction resolves and on the other instances right after the commit.
 *
 * Every cache is declared in caches.ts with `cachedRead` (schema, key, tags) and a route answers through it:
 *
 *   return cachedAnswer(reply, deps.db, caches.notificationBell, [actor], () => notificationSummary(deps, actor));
 *
 * Concurrent misses of a key share one load. An answer whose load saw any message the cache hears is answered
 * but not kept (it may have been read before that commit). A failed load (an AppError too) is not kept. Past
 * `maxEntries` the least recently used entry goes (lru-cache). The TTL is a safety net for a lost notification
 * (the listener drops every cache when it reconnects anyway): an entry past it is still answered while one load
 * renews it in the background. With CACHE=off
 * (lib/cache-switch.ts) every get loads and nothing is kept.
 */
export type AnswerCacheOptions = {
  /** For tests, logs and metrics (`pp_cache_hits_total{cache="<name>"}`). */
  name: string;
  /** Message prefixes the cache hears (`unit:`): `unit:*` drops every entry. */
  prefixes: string[];
  maxEntries: number;
  ttlMs?: number;
  /** Answers longer than this (characters) are answered but not kept. */
  maxChars?: number;
};

/** What a load answers: the JSON to send and the tags it is kept under. */
export type Answer = { json: string; tags: string[] };
type Entry = {
  json: string | null;
  value: Promise<string>;
  tags: string[];
  at: number;
  isRefreshing?: boolean;
};
type Store = { entries: LRUCache<string, Entry>; byTag: Map<string, Set<string>>; generation: number };

export type AnswerCache = {
  /** The cached answer of `key`, or `load`'s. */
  get(db: Db, key: string, load: () => Promise<Answer>): Promise<string>;
  /** Entries kept now (tests). */
  size(db: Db): number;
};

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_CHARS = 64 * 1024;

export function answerCache(options: AnswerCacheOptions): AnswerCache {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const flushes = new Set(['*', ...options.prefixes.map((p) => `${p}*`)]);
  const isHeard = (message: string) => message === '*' || options.prefixes.some((p) => message.startsWith(p));
  const stores = new WeakMap<object, Store>();
  const stats = cacheStats(options.name);

  /** Forgets an entry's tags: called by the LRU store whenever an entry leaves it (dropped, evicted, replaced). */
  function untag(store: Store, key: string, entry: Entry) {
    for (const tag of entry.tags) {
      const keys = store.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) store.byTag.delete(tag);
    }
  }

  function remove(store: Store, key: string) {
    store.entries.delete(key);
  }

  function keep(store: Store, key: string, entry: Entry, answer: Answer) {
    entry.json = answer.json;
    entry.tags = answer.tags;
    for (const tag of answer.tags) {
      let keys = store.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        store.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  function refresh(store: Store, key: string, entry: Entry, load: () => Promise<Answer>) {
    entry.isRefreshing = true;
    const generation = store.generation;
    load().then(
      (answer) => {
        if (store.entries.peek(key) !== entry) return;
        remove(store, key);
        if (store.generation !== generation || answer.json.length > maxChars) return;
        const renewed: Entry = { json: null, value: Promise.resolve(answer.json), tags: [], at: Date.now() };
        store.entries.set(key, renewed);
        keep(store, key, renewed, answer);
      },
      () => {
        // The next request reads again (and answers the error if it persists).
        if (store.entries.peek(key) === entry) remove(store, key);
      },
    );
  }

  function storeOf(db: Db): Store {
    const bus = busOf(db);
    let store = stores.get(bus);
    if (!store) {
      // lru-cache keeps at most maxEntries, the least recently used out first.
      const created: Store = {
        entries: new LRUCache<string, Entry>({
          max: options.maxEntries,
          dispose: (entry, key) => untag(created, key, entry),
        }),
        byTag: new Map(),
        generation: 0,
      };
      store = created;
      stores.set(bus, created);
      onInvalidation(db, (message) => {
        if (!isHeard(message)) return;
        created.generation++;
        if (flushes.has(message)) {
          created.entries.clear();
          created.byTag.clear();
          return;
        }
        const keys = created.byTag.get(message);
        if (keys) for (const key of [...keys]) remove(created, key);
      });
    }
    return store;
  }

  return {
    get(db, key, load) {
      if (!isCaching(db)) {
        stats.misses++;
        return load().then((answer) => answer.json);
      }
      const store = storeOf(db);
      const hit = store.entries.get(key);
      if (hit) {
        if (Date.now() - hit.at < ttlMs) {
          // A load under way for the key is shared: it costs this read nothing either.
          stats.hits++;
          return hit.json !== null ? Promise.resolve(hit.json) : hit.value;
        }
        if (hit.json !== null) {
          // Past its TTL but not dropped by any message: answered while one load refreshes it, so the
          // safety net costs no request a wait.
          stats.hits++;
          if (!hit.isRefreshing) refresh(store, key, hit, load);
          return Promise.resolve(hit.json);
        }
        remove(store, key);
      }
      stats.misses++;
      const generation = store.generation;
      const entry: Entry = {
        json: null,
        value: null as unknown as Promise<string>,
        tags: [],
        at: Date.now(),
      };
      const value = load().then((answer) => {
        if (store.entries.peek(key) === entry) {
          if (store.generation !== generation || answer.json.length > maxChars) remove(store, key);
          else keep(store, key, entry, answer);
        }
        return answer.json;
      });
      entry.value = value;
      store.entries.set(key, entry);
      value.catch(() => {
        if (store.entries.peek(key) === entry) remove(store, key);
      });
      return value;
    },
    size(db) {
      return storeOf(db).entries.size;
    },
  };
}

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A success answer as the JSON the route would send: `data` encoded through the route's response schema
 * (only what the schema declares, as Fastify's serializer would write it).
 */
function answerJson<T extends z.ZodType>(dataSchema: T, data: z.output<T>): string {
  let envelope = envelopes.get(dataSchema);
  if (!envelope) {
    envelope = okEnvelope(dataSchema);
    envelopes.set(dataSchema, envelope);
  }
  return JSON.stringify(z.encode(envelope, ok(data) as never));
}

/**
 * One cached read, declared in caches.ts: the answer's data schema (the route's response schema too), the key
 * of everything the answer depends on and the tags it is kept under, built from the route's arguments and
 * what the service returned (`R`: the answer's data unless the read says how to get it with `data`).
 */
export type CachedRead<A extends unknown[], S extends z.ZodType, R = z.output<S>> = {
  name: string;
  prefixes: string[];
  reads: string[];
  schema: S;
  key: (...args: A) => string;
  tags: (result: R, ...args: A) => string[];
  data: (result: R) => z.output<S>;
  cache: AnswerCache;
};

export type CachedReadOptions<A extends unknown[], S extends z.ZodType, R> = AnswerCacheOptions & {
  /**
   * The tables the answer is made of: each must send a message the cache hears (invalidation-map.ts, checked
   * by invalidation-map.test.ts).
   */
  reads: string[];
  schema: S;
  key: (...args: A) => string;
  /** What the answer was read from (default none: only the prefixes' flushes drop it). */
  tags?: (result: R, ...args: A) => string[];
  /** The answer's data in what the service returned (default: all of it). */
  data?: (result: R) => z.output<S>;
};

export function cachedRead<A extends unknown[], S extends z.ZodType, R = z.output<S>>(
  options: CachedReadOptions<A, S, R>,
): CachedRead<A, S, R> {
  return {
    name: options.name,
    prefixes: options.prefixes,
    reads: options.reads,
    schema: options.schema,
    key: options.key,
    tags: options.tags ?? (() => []),
    data: options.data ?? ((result) => result as z.output<S>),
    cache: answerCache(options),
  };
}

/**
 * A route's cached answer: the kept JSON of `read` for `args`, or `load`'s (the service's) data written once
 * through the schema and kept under the read's tags; sent as is.
 *
 *   return cachedAnswer(reply, deps.db, caches.compatibility, [pn], () => getCompatibility(deps, pn));
 */
export async function cachedAnswer<A extends unknown[], S extends z.ZodType, R>(
  reply: FastifyReply,
  db: Db,
  read: CachedRead<A, S, R>,
  args: A,
  load: () => Promise<R>,
) {
  const json = await read.cache.get(db, read.key(...args), async () => {
    const result = await load();
    return { json: answerJson(read.schema, read.data(result)), tags: read.tags(result, ...args) };
  });
  return sendJson(reply, json);
}

/** Sends JSON text as is (already written through the response schema by `answerJson`). */
function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

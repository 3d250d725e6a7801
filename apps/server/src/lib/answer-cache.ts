import { okEnvelope } from '@poolside/contract/envelope';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ok } from './presenter.ts';
import { valueCache } from './value-cache.ts';

/**
 * A hot read's answer kept per instance as the JSON text the route sends (docs/ARCHITECTURE.md "Cache"), on
 * the server's one cache machinery (lib/value-cache.ts): each entry tagged with what it was read from
 * (`unit:42`, `rma:c:7`, `rma:all`, …), dropped by an invalidation message equal to a tag, all dropped by
 * `<prefix>*` or `*`. The messages come from statement triggers on the tables the answers read
 * (invalidation-map.ts: every writer, the app's, the ERP sync's or a script's, announces its change in its
 * own transaction) and from `publishInvalidation`.
 *
 * Every cache is declared in caches.ts with `cachedRead` (schema, key, tags) and a route answers through it:
 *
 *   return cachedAnswer(reply, deps.db, caches.notificationBell, [actor], () => notificationSummary(deps, actor));
 *
 * An answer longer than `maxChars` is answered but not kept. Past its TTL (a safety net for a lost message)
 * an entry is still answered while one load renews it in the background.
 */
export type AnswerCacheOptions = {
  /** For tests, logs and metrics. */
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

export type AnswerCache = {
  /** The cached answer of `key`, or `load`'s. */
  get(db: Db, key: string, load: () => Promise<Answer>): Promise<string>;
  /** Entries kept now (tests). */
  size(db: Db): number;
};

const DEFAULT_TTL_MS = 60_000;
const DEFAULT_MAX_CHARS = 64 * 1024;

export function answerCache(options: AnswerCacheOptions): AnswerCache {
  const maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
  const cache = valueCache<string>({
    name: options.name,
    prefixes: options.prefixes,
    maxEntries: options.maxEntries,
    ttlMs: options.ttlMs ?? DEFAULT_TTL_MS,
    isServedWhileRenewed: true,
    isKeepable: (json) => json.length <= maxChars,
  });
  return {
    get: (db, key, load) =>
      cache.get(db, key, async () => {
        const answer = await load();
        return { value: answer.json, tags: answer.tags };
      }),
    size: (db) => cache.size(db),
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

import type { Db } from '../db/client.ts';
import { type ValueCache, valueCache } from './value-cache.ts';

/**
 * Reference data (what changes only when an admin edits it) and list totals, cached per instance on the one
 * cache machinery (lib/value-cache.ts) and declared in caches.ts (`references`). Each entry is tagged with its
 * topics: a `ref:<topic>` message (sent by the triggers of the topic's tables, whoever writes them:
 * invalidation-map.ts) drops it, as does its TTL (a safety net for a missed notification).
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
const MAX_ENTRIES = 1_000;

/** A reference read declared in caches.ts: its cache and the one function that builds its keys. */
export type ReferenceRead<A extends unknown[]> = {
  cache: ValueCache<unknown>;
  key: (...args: A) => string;
  tags: string[];
};

export function referenceRead<A extends unknown[]>(options: {
  name: string;
  topics: ReferenceTopic[];
  key: (...args: A) => string;
  maxEntries?: number;
  ttlMs?: number;
}): ReferenceRead<A> {
  const tags = options.topics.map((topic) => `ref:${topic}`);
  return {
    cache: valueCache<unknown>({
      name: options.name,
      prefixes: tags,
      maxEntries: options.maxEntries ?? MAX_ENTRIES,
      ttlMs: options.ttlMs ?? DEFAULT_TTL_MS,
    }),
    key: options.key,
    tags,
  };
}

/**
 * The cached value of `read` for `args`, loading it when absent, dropped (a topic changed) or older than the
 * TTL. The value is shared between requests: treat it as read-only. Each read has one call site, so the value's
 * type is its load's.
 *
 *   const brands = await readReference(deps.db, references.dashboardBrands, [companyId], () => loadBrands());
 */
export function readReference<A extends unknown[], T>(
  db: Db,
  read: ReferenceRead<A>,
  args: A,
  load: () => Promise<T>,
): Promise<T> {
  return read.cache.get(db, read.key(...args), async () => ({
    value: await load(),
    tags: read.tags,
  })) as Promise<T>;
}

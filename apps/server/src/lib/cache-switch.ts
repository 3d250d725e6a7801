import type { Db } from '../db/client.ts';
import { busOf } from './invalidation.ts';

/**
 * CACHE=off (config.ts): this instance's answer caches (lib/answer-cache.ts) and reference cache
 * (lib/reference-cache.ts) load on every call and keep nothing, so a measurement sees what each request costs
 * when nothing it reads is in memory (docs/benchmarks.md "Working day"). The session check stays cached.
 * Kept per database bus, as the caches' entries are: each test app has its own.
 */
const cachingOff = new WeakSet<object>();

/** Turns this instance's answer and reference caches on or off for `db` (buildApp, from config.cache). */
export function setCaching(db: Db, isOn: boolean) {
  if (isOn) cachingOff.delete(busOf(db));
  else cachingOff.add(busOf(db));
}

/** False when CACHE=off: the caller loads and keeps nothing. */
export function isCaching(db: Db): boolean {
  return !cachingOff.has(busOf(db));
}

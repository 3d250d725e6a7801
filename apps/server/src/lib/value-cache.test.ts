import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { setCaching } from './cache-switch.ts';
import { applyInvalidation } from './invalidation.ts';
import { cacheStats, valueCache } from './value-cache.ts';

// The bus is keyed by the database's client: a bare object stands for one database (no SQL is sent here).
const fakeDb = () => ({ $client: {} }) as unknown as Db;

describe('valueCache', () => {
  it('keeps what a caller loaded by itself unless a message arrived meanwhile, and peeks synchronously', () => {
    const db = fakeDb();
    const cache = valueCache<string>({
      name: 'peek-test',
      prefixes: ['session:'],
      flushes: ['session:all'],
      maxEntries: 10,
      ttlMs: 60_000,
    });
    expect(cache.peek(db, 'a')).toBeUndefined();
    cache.keep(db, 'a', { value: 'A', tags: ['session:user:1', 'session:id:9'] }, cache.generation(db));
    cache.keep(db, 'b', { value: 'B', tags: ['session:user:2'] }, cache.generation(db));
    expect([cache.peek(db, 'a'), cache.peek(db, 'b')]).toEqual(['A', 'B']);

    // A lookup that straddles a message the cache hears is not kept.
    const before = cache.generation(db);
    applyInvalidation(db, ['session:user:3']);
    cache.keep(db, 'c', { value: 'C', tags: ['session:user:3'] }, before);
    expect(cache.peek(db, 'c')).toBeUndefined();

    // A message naming one of an entry's tags drops it; the others stay.
    applyInvalidation(db, ['session:id:9']);
    expect([cache.peek(db, 'a'), cache.peek(db, 'b')]).toEqual([undefined, 'B']);
    // A message it does not hear changes nothing; a flush drops everything.
    applyInvalidation(db, ['unit:1', 'ref:catalogue']);
    expect(cache.peek(db, 'b')).toBe('B');
    applyInvalidation(db, ['session:all']);
    expect(cache.peek(db, 'b')).toBeUndefined();
    expect(cacheStats.get('peek-test')).toEqual({ hits: 4, misses: 4 });
  });

  it('is a miss past its TTL unless served while renewed; off with CACHE=off unless told to stay on', async () => {
    const db = fakeDb();
    const short = valueCache<number>({ name: 'ttl-test', prefixes: ['x:'], maxEntries: 10, ttlMs: 0 });
    short.keep(db, 'k', { value: 1, tags: [] }, short.generation(db));
    expect(short.peek(db, 'k')).toBeUndefined();

    const off = fakeDb();
    setCaching(off, false);
    const plain = valueCache<number>({ name: 'off-test', prefixes: ['x:'], maxEntries: 10, ttlMs: 60_000 });
    const kept = valueCache<number>({
      name: 'on-test',
      prefixes: ['x:'],
      maxEntries: 10,
      ttlMs: 60_000,
      isOnWithCachesOff: true,
    });
    let loads = 0;
    const load = async () => ({ value: ++loads, tags: [] });
    await plain.get(off, 'k', load);
    expect(await plain.get(off, 'k', load)).toBe(2);
    await kept.get(off, 'k', load);
    expect(await kept.get(off, 'k', load)).toBe(3);
  });
});

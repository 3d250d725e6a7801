import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { answerCache } from './answer-cache.ts';
import { applyInvalidation } from './invalidation.ts';

// The bus is keyed by the database's client: a bare object stands for one database (no SQL is sent here).
const fakeDb = () => ({ $client: {} }) as unknown as Db;

function counted(json: string, tags: string[]) {
  let loads = 0;
  const load = async () => {
    loads++;
    return { json, tags };
  };
  return { load, loads: () => loads };
}

describe('answerCache', () => {
  it('answers a repeat from memory until a message names one of its tags', async () => {
    const db = fakeDb();
    const cache = answerCache({ name: 't', prefixes: ['unit:'], maxEntries: 10 });
    const a = counted('{"a":1}', ['unit:1']);
    const b = counted('{"b":1}', ['unit:2']);
    expect(await cache.get(db, 'a', a.load)).toBe('{"a":1}');
    expect(await cache.get(db, 'a', a.load)).toBe('{"a":1}');
    await cache.get(db, 'b', b.load);
    expect([a.loads(), b.loads()]).toEqual([1, 1]);
    applyInvalidation(db, ['unit:1']);
    await cache.get(db, 'a', a.load);
    await cache.get(db, 'b', b.load);
    expect([a.loads(), b.loads()]).toEqual([2, 1]);
    // Other caches' messages and other databases' messages change nothing.
    applyInvalidation(db, ['rma:all', 'part:*']);
    applyInvalidation(fakeDb(), ['unit:*']);
    await cache.get(db, 'a', a.load);
    expect(a.loads()).toBe(2);
  });

  it('drops everything on its prefix flush or on *', async () => {
    const db = fakeDb();
    const cache = answerCache({ name: 't', prefixes: ['unit:', 'part:'], maxEntries: 10 });
    const a = counted('1', ['unit:1']);
    await cache.get(db, 'a', a.load);
    applyInvalidation(db, ['part:*']);
    await cache.get(db, 'a', a.load);
    applyInvalidation(db, ['*']);
    await cache.get(db, 'a', a.load);
    expect(a.loads()).toBe(3);
    expect(cache.size(db)).toBe(1);
  });

  it('shares one load between concurrent misses, and does not keep an answer whose load saw a message', async () => {
    const db = fakeDb();
    const cache = answerCache({ name: 't', prefixes: ['notif:'], maxEntries: 10 });
    let loads = 0;
    let release: () => void = () => {};
    const load = () => {
      loads++;
      return new Promise<{ json: string; tags: string[] }>((resolve) => {
        release = () => resolve({ json: `v${loads}`, tags: ['notif:7'] });
      });
    };
    const first = cache.get(db, 'k', load);
    const second = cache.get(db, 'k', load);
    // A write commits while the read runs (its message names another user: the read may still predate it).
    applyInvalidation(db, ['notif:8']);
    release();
    expect([await first, await second]).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);
    const third = cache.get(db, 'k', load);
    release();
    expect(await third).toBe('v2');
    expect(await cache.get(db, 'k', load)).toBe('v2');
    expect(loads).toBe(2);
  });

  it('keeps neither a failed load nor an answer over maxChars; evicts the oldest past maxEntries', async () => {
    const db = fakeDb();
    const cache = answerCache({ name: 't', prefixes: ['x:'], maxEntries: 2, maxChars: 5 });
    await expect(cache.get(db, 'bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.size(db)).toBe(0);
    const big = counted('123456', []);
    await cache.get(db, 'big', big.load);
    await cache.get(db, 'big', big.load);
    expect(big.loads()).toBe(2);
    const one = counted('1', []);
    await cache.get(db, 'one', one.load);
    await cache.get(db, 'two', counted('2', []).load);
    await cache.get(db, 'three', counted('3', []).load);
    expect(cache.size(db)).toBe(2);
    await cache.get(db, 'one', one.load);
    expect(one.loads()).toBe(2);
  });

  it('after its TTL, answers the kept answer while one load renews it', async () => {
    const db = fakeDb();
    const cache = answerCache({ name: 't', prefixes: ['x:'], maxEntries: 2, ttlMs: 0 });
    let version = 0;
    let loads = 0;
    const load = async () => {
      loads++;
      return { json: `v${version}`, tags: ['x:1'] };
    };
    expect(await cache.get(db, 'a', load)).toBe('v0');
    version = 1;
    expect(await cache.get(db, 'a', load)).toBe('v0');
    expect(loads).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get(db, 'a', load)).toBe('v1');
    // The renewed entry keeps its tags.
    applyInvalidation(db, ['x:1']);
    version = 2;
    expect(await cache.get(db, 'a', load)).toBe('v2');
  });
});

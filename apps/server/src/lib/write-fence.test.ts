import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { busOf } from './invalidation.ts';
import { fenceWritesOf } from './write-fence.ts';

/** A pooled client whose statements answer at once, and a fence that resolves when the test says so. */
function setUp() {
  const pool = {};
  const fences: Array<() => void> = [];
  busOf({ $client: pool } as unknown as Db).fence = () =>
    new Promise<void>((resolve) => fences.push(resolve));
  const client = {
    query: (...args: unknown[]) => {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        (last as (err: unknown, result: unknown) => void)(null, { rows: [] });
        return undefined;
      }
      return Promise.resolve({ rows: [] });
    },
  };
  fenceWritesOf(pool, client as unknown as pg.ClientBase);
  const c = client as unknown as { query: (...args: unknown[]) => Promise<unknown> | undefined };
  /** Whether the statement has resolved after the microtasks ran. */
  const settles = async (text: string | { text: string }) => {
    let isDone = false;
    void c.query(text)?.then(() => {
      isDone = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    return isDone;
  };
  return { c, fences, settles };
}

describe('fenceWritesOf', () => {
  it('lets reads through and holds a write outside a transaction until the fence is heard', async () => {
    const { fences, settles } = setUp();
    expect(await settles('select 1')).toBe(true);
    expect(await settles({ text: 'with x as (select 1) select * from x' })).toBe(true);
    expect(fences).toHaveLength(0);
    expect(await settles({ text: 'insert into cart_items values ($1)' })).toBe(false);
    expect(await settles('  UPDATE users set x = 1')).toBe(false);
    expect(await settles('with d as (delete from t returning id) select * from d')).toBe(false);
    expect(fences).toHaveLength(3);
  });

  it('holds only the COMMIT of a transaction that wrote, and never a rollback', async () => {
    const { fences, settles } = setUp();
    expect(await settles('begin')).toBe(true);
    expect(await settles('insert into t values (1)')).toBe(true);
    expect(await settles('rollback to savepoint s1')).toBe(true);
    expect(await settles('commit')).toBe(false);
    expect(fences).toHaveLength(1);
    fences[0]();
    expect(await settles('begin')).toBe(true);
    expect(await settles('select 1')).toBe(true);
    expect(await settles('commit')).toBe(true);
    expect(await settles('begin')).toBe(true);
    expect(await settles('delete from t')).toBe(true);
    expect(await settles('rollback')).toBe(true);
    expect(fences).toHaveLength(1);
  });

  it('holds a callback-style write too (pg-pool calls its client so)', async () => {
    const { c, fences } = setUp();
    let answered = false;
    c.query('delete from sessions where id = $1', [1], () => {
      answered = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    fences[0]();
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(true);
  });
});

import type pg from 'pg';
import { awaitPoolFence } from './invalidation.ts';

/**
 * Read-your-writes for the per-instance caches on PostgreSQL, for every writer of the process (routes, jobs,
 * scripts, tests' factories): a pooled connection's write statement outside a transaction, or the COMMIT of a
 * transaction that wrote, resolves only once this instance's listener has heard everything committed before it
 * (lib/invalidation.ts `awaitPoolFence`), so the messages its triggers sent are applied here before the writer
 * goes on. Reads (everything else) pass straight through; a statement is told by its first word (a `with`
 * that inserts, updates or deletes is a write).
 */
export function fenceWritesOf(pool: object, client: pg.ClientBase) {
  let isInTransaction = false;
  let hasWritten = false;

  /** Whether the statement's completion must wait for the fence (and the transaction state it implies). */
  const needsFence = (text: string): boolean => {
    const head = text.trimStart().slice(0, 12).toLowerCase();
    if (head.startsWith('begin') || head.startsWith('start trans')) {
      isInTransaction = true;
      hasWritten = false;
      return false;
    }
    if (head.startsWith('commit') || head.startsWith('end')) {
      const wrote = isInTransaction && hasWritten;
      isInTransaction = false;
      return wrote;
    }
    if (head.startsWith('rollback')) {
      // `rollback to savepoint` keeps the transaction open.
      if (!head.startsWith('rollback to')) isInTransaction = false;
      return false;
    }
    const isWrite =
      /^(insert|update|delete|merge)\b/.test(head) ||
      (head.startsWith('with') && /\b(insert|update|delete)\b/i.test(text));
    if (!isWrite) return false;
    if (isInTransaction) {
      hasWritten = true;
      return false;
    }
    return true;
  };

  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text =
      typeof first === 'string'
        ? first
        : first && typeof first.submit !== 'function' && typeof first.text === 'string'
          ? first.text
          : undefined;
    if (text === undefined || !needsFence(text)) return query(...args);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      const callback = last as (err: unknown, result: unknown) => void;
      args[args.length - 1] = (err: unknown, result: unknown) => {
        if (err) return callback(err, result);
        awaitPoolFence(pool).then(
          () => callback(err, result),
          () => callback(err, result),
        );
      };
      return query(...args);
    }
    return (query(...args) as Promise<unknown>).then(async (result) => {
      await awaitPoolFence(pool);
      return result;
    });
  };
}

import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { awaitInvalidationFence } from '../lib/invalidation.ts';

/**
 * Counts the SQL statements the app sends to its database, to pin a hot route's round trips in a test.
 *
 *   const { count, statements, result } = await countStatements(ctx.deps.db, () =>
 *     ctx.app.inject({ method: 'GET', url: '/api/health' }),
 *   );
 *   expect(count, statements.join('\n')).toBeLessThanOrEqual(1);
 *
 * The wrapper sits on the driver (the pg Pool's clients or the PGlite instance), below Drizzle, so it sees
 * every statement, prepared or not. A transaction counts its BEGIN and COMMIT/ROLLBACK on both drivers
 * (Drizzle sends them as statements on pg; PGlite runs them inside `transaction()`), so a route gets the same
 * count on PGlite and PostgreSQL. Connections outside the app's pool (a LISTEN client) are not counted.
 */
export type StatementLog = {
  /** Statements sent while `fn` ran. */
  count: number;
  /** Their SQL text (first 200 characters each), in order: print it when a count assertion fails. */
  statements: string[];
};

type Sink = (text: string) => void;

const installed = new WeakMap<object, { sinks: Set<Sink> }>();
const wrapped = Symbol('statementCountWrapped');

function textOf(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg && typeof arg === 'object' && 'text' in arg) return String((arg as { text: unknown }).text);
  return String(arg);
}

function wrapMethod<T extends object>(target: T, key: keyof T & string, emit: Sink) {
  const original = (target as Record<string, unknown>)[key] as (...args: unknown[]) => unknown;
  (target as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
    emit(textOf(args[0]));
    return original.apply(this, args);
  };
}

function installOnPool(pool: pg.Pool, emit: Sink) {
  // pool.query() checks a client out through pool.connect() too, so wrapping the clients covers both paths.
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const mark = (client: pg.PoolClient) => {
    const c = client as pg.PoolClient & { [wrapped]?: true };
    if (!c[wrapped]) {
      c[wrapped] = true;
      wrapMethod(c, 'query', emit);
    }
    return client;
  };
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const cb = args[0];
    if (typeof cb === 'function') {
      return connect((err: unknown, client: pg.PoolClient, done: unknown) =>
        cb(err, client ? mark(client) : client, done),
      );
    }
    return (connect() as Promise<pg.PoolClient>).then(mark);
  };
}

function installOnPglite(client: PGlite, emit: Sink) {
  wrapMethod(client, 'query', emit);
  wrapMethod(client, 'exec', emit);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) => {
    emit('BEGIN');
    return transaction(async (tx) => {
      wrapMethod(tx, 'query', emit);
      wrapMethod(tx, 'exec', emit);
      return fn(tx);
    }).then(
      (value) => {
        emit('COMMIT');
        return value;
      },
      (err: unknown) => {
        emit('ROLLBACK');
        throw err;
      },
    );
  }) as PGlite['transaction'];
}

function install(db: Db) {
  const client = (db as unknown as { $client: object }).$client;
  let entry = installed.get(client);
  if (entry) return entry;
  const sinks = new Set<Sink>();
  entry = { sinks };
  installed.set(client, entry);
  const emit: Sink = (text) => {
    for (const sink of sinks) sink(text);
  };
  if (typeof (client as pg.Pool).connect === 'function' && 'totalCount' in client) {
    installOnPool(client as pg.Pool, emit);
  } else {
    installOnPglite(client as PGlite, emit);
  }
  return entry;
}

/** Runs `fn` (once earlier writes' notifications have arrived) and reports the statements the app's database client sent meanwhile. */
export async function countStatements<T>(
  db: Db,
  fn: () => Promise<T>,
): Promise<StatementLog & { result: T }> {
  await settleNotifications(db);
  const { sinks } = install(db);
  const statements: string[] = [];
  // Work of the server's own timers is never the counted request's, though it may run meanwhile on the same
  // pool: usage events written by the event buffer (the request only appends to memory), the mail outbox's
  // drain (it claims mails by raising their attempts) and the job queue's polling.
  const sink: Sink = (text) => {
    if (/^insert into "stat_events"|^update "mail_outbox" set "attempts"|\bpgboss\./.test(text)) return;
    statements.push(text.replace(/\s+/g, ' ').slice(0, 200));
  };
  sinks.add(sink);
  try {
    const result = await fn();
    return { count: statements.length, statements, result };
  } finally {
    sinks.delete(sink);
  }
}

/** A message for a failed count: the statements, numbered. */
export function describeStatements(log: StatementLog): string {
  return `${log.count} statements:\n${log.statements.map((s, i) => `  ${i + 1}. ${s}`).join('\n')}`;
}

/**
 * Waits until the change notifications of earlier writes have been applied on this instance. PostgreSQL
 * delivers a NOTIFY to the listener asynchronously: one from a write a test made a moment before (outside the
 * fenced pool, or a `pg_notify` of its own) could land in the middle of a counted read and drop the entry being
 * read (a correct re-read, but a miscount). The listener's fence (lib/invalidation.ts) resolves once everything
 * committed before it has been applied. PGlite calls its listeners at commit: nothing to wait for.
 * `countStatements` calls it before counting.
 */
export async function settleNotifications(db: Db): Promise<void> {
  await awaitInvalidationFence(db);
}

/**
 * The statements other than the session check's: the session row and the session user (with its type's
 * permissions), which a cache keeps for a while and renews whenever its time is up, so any request may send them.
 */
export function withoutSessionChecks(statements: string[]): string[] {
  return statements.filter((s) => !/\bsessions\b|"user_types"/.test(s));
}

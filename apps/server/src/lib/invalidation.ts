import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../db/client.ts';
import { invalidationStats } from './metrics.ts';

/**
 * Per-instance caches (session check, reference data) learn of changes through one bus per database:
 *
 * - a write calls `publishInvalidation(db, tx, messages)` inside its transaction: `pg_notify` on the
 *   `pp_invalidate` channel (PostgreSQL delivers it to every listening instance when the transaction commits,
 *   never when it rolls back) and the same messages applied to this instance at once (read-your-writes);
 * - `startInvalidationListener` (called by buildApp) LISTENs on a dedicated connection (PostgreSQL) or through
 *   PGlite's own `listen`, and applies each message again when it arrives after the commit, which also
 *   closes the window where a concurrent request re-read the old row between the local apply and the commit;
 * - the LISTEN connection has TCP keepalive and a heartbeat; a gap (lost, closed or silent) drops every cache
 *   at once and again on reconnection (messages may have been missed meanwhile). The caches' TTLs bound what
 *   a message missed otherwise can cost.
 *
 * Messages are short strings: `ref:<topic>` (reference data), `session:user:<id>`, `session:id:<id>`,
 * `session:all`, and `*` (everything). Tables behind answer caches also announce their own changes: statement
 * triggers (migration `change_notify`) `pg_notify` messages such as `unit:<id>`, `notif:<user id>`, `rma:c:<company id>`,
 * `rma:all`, `part:*` in the writer's transaction, whoever the writer is (lib/answer-cache.ts).
 *
 * Read-your-writes on PostgreSQL: a write statement (or the COMMIT of a transaction that wrote) resolves only
 * once this instance's listener has heard a fence sent after it (lib/write-fence.ts, `awaitInvalidationFence`):
 * PostgreSQL delivers notifications in commit order, so everything the write announced (its `pg_notify` calls
 * and its triggers') has been applied here by then. Only the one LISTEN connection per instance hears the
 * messages: each listening connection costs PostgreSQL and Node work for every notification of every instance
 * (docs/decisions.md "One listening connection per instance"). PGlite calls its listeners at the commit.
 */
export const INVALIDATION_CHANNEL = 'pp_invalidate';

type Listener = (message: string) => void;

export type InvalidationBus = {
  /** Counts the `*` messages (every cache flushed: a lost listener connection, a reconnect). */
  epoch: number;
  listeners: Set<Listener>;
  stop?: () => Promise<void>;
  /** Resolves once the listener has heard everything committed before the call (PostgreSQL). */
  fence?: () => Promise<void>;
};

const buses = new WeakMap<object, InvalidationBus>();

function clientOf(db: Db): object {
  return (db as unknown as { $client: object }).$client;
}

/** The bus of a database (one per pool / PGlite instance, so each test app has its own). */
export function busOf(db: Db): InvalidationBus {
  return busOfClient(clientOf(db));
}

function busOfClient(client: object): InvalidationBus {
  let bus = buses.get(client);
  if (!bus) {
    bus = { epoch: 0, listeners: new Set() };
    buses.set(client, bus);
  }
  return bus;
}

/** Applies messages to this instance's caches. */
export function applyInvalidation(db: Db, messages: string[]) {
  applyToBus(busOf(db), messages);
}

function applyToBus(bus: InvalidationBus, messages: string[]) {
  for (const message of messages) {
    if (message === '*') bus.epoch++;
    for (const listener of bus.listeners) listener(message);
  }
}

/** Subscribes to every message applied on this instance; returns the unsubscribe function. */
export function onInvalidation(db: Db, listener: Listener): () => void {
  const bus = busOf(db);
  bus.listeners.add(listener);
  return () => bus.listeners.delete(listener);
}

/**
 * Announces changes: delivered to every instance when `via`'s transaction commits (or at once outside one),
 * and applied to this instance now. Call it inside the transaction that makes the change.
 */
export async function publishInvalidation(db: Db, via: DbOrTx, messages: string[]) {
  if (messages.length === 0) return;
  applyInvalidation(db, messages);
  await via.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${messages.join('\n')})`);
}

/** Messages heard by the listener (PGlite's `listen` or the dedicated LISTEN connection), counted once. */
function onPayload(db: Db, payload: string) {
  const messages = payload.split('\n').filter(Boolean);
  invalidationStats.received += messages.length;
  applyInvalidation(db, messages);
}

/** The LISTEN connection's name in pg_stat_activity (operators and tests find it by it). */
export const LISTENER_APPLICATION_NAME = 'pp_invalidation_listener';

export type ListenerOptions = {
  /** How often the listener proves it still hears (a notification to itself); default 10 s. */
  heartbeatMs?: number;
  /** How long a heartbeat may take before the connection counts as lost; default 5 s. */
  heartbeatTimeoutMs?: number;
};

const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** A fence not heard back within this flushes this instance's caches instead (the write then answers). */
const FENCE_TIMEOUT_MS = 2_000;
const listenerClients = new WeakMap<InvalidationBus, () => pg.Client | null>();

/** The LISTEN connection of a database now, if any (tests: to break it). */
export function listenerClientOf(db: Db): pg.Client | null {
  return listenerClients.get(busOf(db))?.() ?? null;
}

/**
 * Resolves once this instance has applied every message committed before the call: at once on PGlite (its
 * listeners run at the commit) or without a listener; on PostgreSQL when the listener hears a fence it sends on
 * its own channel after the call (the notification queue is one, in commit order, for every channel).
 */
export function awaitInvalidationFence(db: Db): Promise<void> {
  return busOf(db).fence?.() ?? Promise.resolve();
}

/** The fence of the database a pool serves (lib/write-fence.ts, which sees the pool, not the Db). */
export function awaitPoolFence(pool: object): Promise<void> {
  return busOfClient(pool).fence?.() ?? Promise.resolve();
}

/**
 * Starts listening for other instances' messages (and this one's after commit). Idempotent per database.
 * `onError` hears a lost connection (the listener reconnects by itself).
 *
 * On PostgreSQL the connection has TCP keepalive, and a heartbeat: every `heartbeatMs` it notifies a channel
 * of its own and must hear it back within `heartbeatTimeoutMs`, which proves the whole path a message takes.
 * A gap (the connection failed or closed, or a heartbeat went unanswered: a half-open connection stays
 * silent) flushes every cache at once and again when a new connection listens: messages sent meanwhile are
 * lost, and what was loaded meanwhile may have missed them.
 */
export async function startInvalidationListener(
  db: Db,
  kind: 'pglite' | 'postgres',
  onError: (err: unknown) => void = () => {},
  options: ListenerOptions = {},
): Promise<void> {
  const bus = busOf(db);
  if (bus.stop) return;
  if (kind === 'pglite') {
    const client = clientOf(db) as PGlite;
    const unlisten = await client.listen(INVALIDATION_CHANNEL, (payload) => onPayload(db, payload));
    bus.stop = async () => {
      bus.stop = undefined;
      if (!client.closed) await unlisten();
    };
    return;
  }
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  const pool = clientOf(db) as pg.Pool & { options: pg.PoolConfig };
  let isStopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let hasListened = false;
  listenerClients.set(bus, () => current);

  const scheduleRetry = (err: unknown) => {
    onError(err);
    if (!isStopped) retry = setTimeout(() => void connect().catch(scheduleRetry), 2000);
  };

  /** The connection is gone or silent: flush, drop it and listen again on a new one. */
  const lost = (client: pg.Client, err: unknown) => {
    if (current !== client) return;
    current = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    onError(err);
    invalidationStats.gaps++;
    applyInvalidation(db, ['*']);
    fences.use(null, '');
    // A silent socket would keep `end` waiting: destroy it.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    void client.end().catch(() => {});
    if (!isStopped) retry = setTimeout(() => void connect().catch(scheduleRetry), 1000);
  };

  const beat = async (client: pg.Client, channel: string, heard: { resolve: (() => void) | null }) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        new Promise<void>((resolve, reject) => {
          heard.resolve = resolve;
          client.query(`notify ${channel}`).catch(reject);
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('invalidation listener: heartbeat missed')),
            heartbeatTimeoutMs,
          );
        }),
      ]);
    } catch (err) {
      lost(client, err);
    } finally {
      clearTimeout(timer);
      heard.resolve = null;
    }
  };

  const connect = async () => {
    retry = null;
    const client = new pg.Client({
      ...pool.options,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    const channel = `pp_heartbeat_${randomBytes(6).toString('hex')}`;
    const heard: { resolve: (() => void) | null } = { resolve: null };
    client.on('notification', (n) => {
      if (n.channel === INVALIDATION_CHANNEL && n.payload) onPayload(db, n.payload);
      else if (n.channel === channel && n.payload) fences.heard(n.payload);
      else if (n.channel === channel) heard.resolve?.();
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('invalidation listener: connection closed')));
    try {
      await client.connect();
      await client.query(`listen ${INVALIDATION_CHANNEL}; listen ${channel}`);
    } catch (err) {
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      throw err;
    }
    if (isStopped) {
      await client.end();
      return;
    }
    current = client;
    fences.use(client, channel);
    // Messages sent while no connection listened are lost: every cache starts again.
    if (hasListened) applyInvalidation(db, ['*']);
    hasListened = true;
    let isBeating = false;
    heartbeat = setInterval(() => {
      if (isBeating || current !== client) return;
      isBeating = true;
      void beat(client, channel, heard).finally(() => {
        isBeating = false;
      });
    }, heartbeatMs);
    heartbeat.unref();
  };
  const fences = fenceSender(db, FENCE_TIMEOUT_MS);
  bus.fence = fences.fence;
  await connect();
  bus.stop = async () => {
    isStopped = true;
    bus.stop = undefined;
    bus.fence = undefined;
    fences.use(null, '');
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    const client = current;
    current = null;
    listenerClients.delete(bus);
    if (client) await client.end().catch(() => {});
  };
}

/** Stops listening (app close). */
export async function stopInvalidationListener(db: Db) {
  await busOf(db).stop?.();
}

/**
 * The listener's fences: one in flight at a time, shared by every caller that came before it was sent; a caller
 * that comes while one is in flight waits for the next (the one in flight may have been sent before its
 * write committed). Without a connection, or past `timeoutMs`, this instance's caches are flushed instead.
 */
function fenceSender(db: Db, timeoutMs: number) {
  let client: pg.Client | null = null;
  let channel = '';
  let count = 0;
  const waiting = new Map<string, () => void>();
  let sending: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const flush = () => applyInvalidation(db, ['*']);

  const sendOne = (): Promise<void> => {
    const via = client;
    if (!via) {
      flush();
      return Promise.resolve();
    }
    const id = `f${++count}`;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        flush();
        resolve();
      }, timeoutMs);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
      via.query('select pg_notify($1, $2)', [channel, id]).catch(() => {
        // A lost connection flushes the caches (the listener's `lost`), which the timer or `use` completes.
      });
    });
  };

  const fence = (): Promise<void> => {
    if (!sending) {
      sending = sendOne().finally(() => {
        sending = null;
      });
      return sending;
    }
    if (!queued) {
      queued = sending.then(() => {
        queued = null;
        return fence();
      });
    }
    return queued;
  };

  return {
    fence,
    heard(id: string) {
      const resolve = waiting.get(id);
      waiting.delete(id);
      resolve?.();
    },
    /** The connection fences go through now (null: none; what waits is released, the caches flushed). */
    use(next: pg.Client | null, nextChannel: string) {
      client = next;
      channel = nextChannel;
      if (waiting.size) {
        flush();
        for (const resolve of waiting.values()) resolve();
        waiting.clear();
      }
    },
  };
}

// The LISTEN connection of lib/invalidation.ts on a real PostgreSQL (DATABASE_URL; skipped on PGlite, which
// listens in process): a lost or silent connection is a gap, after which every cache is flushed and messages
// are heard again.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { adminQuery, randomDbName, withDatabase } from '../test/databases.ts';
import {
  busOf,
  INVALIDATION_CHANNEL,
  LISTENER_APPLICATION_NAME,
  listenerClientOf,
  onInvalidation,
  startInvalidationListener,
  stopInvalidationListener,
} from './invalidation.ts';

const url = process.env.DATABASE_URL;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!url)('the invalidation listener on PostgreSQL', () => {
  const name = randomDbName('pp_listen');
  let database: Database;
  let dbUrl: string;

  /** Sends a message from a connection of its own (the pool of `database` is never used: it listens too). */
  async function notify(message: string) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      await client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, message]);
    } finally {
      await client.end();
    }
  }

  /** True once a message sent now is heard (the listener may still be reconnecting). */
  async function hearsAgain() {
    const heard: string[] = [];
    const off = onInvalidation(database.db, (m) => heard.push(m));
    try {
      await until(async () => {
        await notify('probe:1');
        await new Promise((resolve) => setTimeout(resolve, 100));
        return heard.includes('probe:1');
      });
    } finally {
      off();
    }
  }

  beforeAll(async () => {
    await adminQuery(url!, `create database ${name}`);
    dbUrl = withDatabase(url!, name);
    database = openPostgres(dbUrl, 2);
  });

  afterEach(async () => {
    await stopInvalidationListener(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await adminQuery(url!, `drop database if exists ${name} with (force)`);
  });

  it('answers its heartbeats without flushing anything', async () => {
    await startInvalidationListener(database.db, 'postgres', () => {}, {
      heartbeatMs: 100,
      heartbeatTimeoutMs: 2_000,
    });
    const epoch = busOf(database.db).epoch;
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(busOf(database.db).epoch).toBe(epoch);
    await hearsAgain();
  });

  it('flushes every cache when its connection is lost, and hears messages again', async () => {
    const errors: unknown[] = [];
    await startInvalidationListener(database.db, 'postgres', (err) => errors.push(err), {
      heartbeatMs: 200,
      heartbeatTimeoutMs: 1_000,
    });
    const epoch = busOf(database.db).epoch;
    await adminQuery(
      url!,
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = '${name}' and application_name = '${LISTENER_APPLICATION_NAME}'`,
    );
    await until(() => busOf(database.db).epoch > epoch);
    await hearsAgain();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('flushes every cache when a heartbeat is missed (a silent connection), and hears messages again', async () => {
    await startInvalidationListener(database.db, 'postgres', () => {}, {
      heartbeatMs: 200,
      heartbeatTimeoutMs: 500,
    });
    const epoch = busOf(database.db).epoch;
    // A half-open connection: the socket stays up, nothing arrives.
    const client = listenerClientOf(database.db) as unknown as { connection: { stream: { pause(): void } } };
    client.connection.stream.pause();
    await until(() => busOf(database.db).epoch > epoch);
    await hearsAgain();
  });
});

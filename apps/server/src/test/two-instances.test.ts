// Several instances, proven: two real server processes (node main.ts, two ports) on one PostgreSQL
// database and one S3-compatible store (s3rver), called over HTTP. PostgreSQL lane only (DATABASE_URL).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { periodKeyOf } from '../lib/periods.ts';
import { SESSION_TTL_MS } from '../caches.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { adminQuery, randomDbName, withDatabase } from './databases.ts';
import { multipart, sampleFiles } from './files.ts';

const mainTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');
const origin = 'http://localhost:3000';
const url = process.env.DATABASE_URL;
const template = inject('pgTemplate');

type Instance = { base: string; child: ChildProcess; dataDir: string; output: () => string };
type Answer = { status: boolean; code: number; data: { id: number } | null };

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-two-'));
  const child = spawn(process.execPath, [mainTs], {
    env: { ...process.env, ...env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, PUBLIC_URL: origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`instance exited (${code}):\n${output}`)));
  });
  return { base, child, dataDir, output: () => output };
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await exited;
  }
  await rm(instance.dataDir, { recursive: true, force: true });
}

async function call(instance: Instance, method: string, route: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${instance.base}${route}`, {
    method,
    headers: {
      origin,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    http: res.status,
    headers: res.headers,
    json: text.startsWith('{') ? JSON.parse(text) : null,
    text,
  };
}

async function login(instance: Instance, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${instance.base}/api/login`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'login', email, password }),
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  return { http: res.status, json: (await res.json()) as Answer, cookie: setCookie.split(';')[0] };
}

async function query(databaseUrl: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The scheduler's "scheduled job done" log lines (pino JSON) of an instance: `job:period` each. */
function runsOf(instance: Instance): string[] {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.includes('"scheduled job done"'))
    .map((line) => {
      const { job, period } = JSON.parse(line) as { job: string; period: string };
      return `${job}:${period}`;
    });
}

const timeZone = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), PUBLIC_URL: origin }).timeZone;
const today = periodKeyOf('daily', new Date(), timeZone);
const yesterday = periodKeyOf('daily', new Date(Date.now() - 86_400_000), timeZone);

describe.skipIf(!url || !template)('two server processes on one PostgreSQL database and one S3 store', () => {
  let dbName = '';
  let s3: { run: () => Promise<{ port: number }>; close: () => Promise<void> } | undefined;
  let s3Dir = '';
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    if (!url) return;
    dbName = randomDbName('pp_two');
    await adminQuery(url, `create database ${dbName} template ${template}`);
    // A run that crashed: yesterday's housekeeping claimed by an instance that is gone, its lease run out.
    await query(
      withDatabase(url, dbName),
      `insert into job_claims (job, period, claimed_by, lease_until) values ($1, $2, 'crashed', now() - interval '1 hour')`,
      ['access-housekeeping', yesterday],
    );
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'pp-two-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: 'pp-two' }],
    });
    const { port } = await (s3 as NonNullable<typeof s3>).run();
    const env = {
      DATABASE_URL: withDatabase(url, dbName),
      S3_BUCKET: 'pp-two',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await s3?.close();
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
    if (url && dbName) await adminQuery(url, `drop database if exists ${dbName} with (force)`);
  }, 60_000);

  it('runs each scheduled job once per period across both, and takes over a crashed run', async () => {
    const A = a as Instance;
    const B = b as Instance;
    const databaseUrl = withDatabase(url as string, dbName);
    // Both instances ran their start-up catch-up at the same time on one database.
    const deadline = Date.now() + 20_000;
    let claims: { job: string; period: string; claimed_by: string; done_at: Date | null }[] = [];
    while (Date.now() < deadline) {
      claims = await query(databaseUrl, 'select job, period, claimed_by, done_at from job_claims');
      if (claims.length >= 4 && claims.every((c) => c.done_at)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const runs = [...runsOf(A), ...runsOf(B)];
    for (const job of ['access-housekeeping', 'personal-data-retention']) {
      expect(
        runs.filter((r) => r === `${job}:${today}`),
        job,
      ).toHaveLength(1);
    }
    // The crashed run of yesterday was taken over by exactly one of them and finished.
    expect(runs.filter((r) => r === `access-housekeeping:${yesterday}`)).toHaveLength(1);
    const takenOver = claims.find((c) => c.job === 'access-housekeeping' && c.period === yesterday);
    expect(takenOver?.claimed_by).not.toBe('crashed');
    expect(takenOver?.done_at).not.toBeNull();
    // No job ran twice for one period anywhere.
    expect(new Set(runs).size).toBe(runs.length);
  }, 60_000);

  it('shares sessions: logged in on A, used on B, logged off on B, refused on A within the cache bound', async () => {
    const A = a as Instance;
    const B = b as Instance;
    const { cookie, json } = await login(A, 'service@demo.test');
    expect(json.code).toBe(0);
    // A has the session in its cache (used once), B has never seen it.
    expect((await call(A, 'GET', '/api/dashboard', undefined, cookie)).json.code).toBe(0);
    expect((await call(B, 'GET', '/api/dashboard', undefined, cookie)).json.code).toBe(0);
    expect((await call(B, 'POST', '/api/login', { method: 'logoff' }, cookie)).json.code).toBe(0);
    expect((await call(B, 'GET', '/api/dashboard', undefined, cookie)).json.code).toBe(-5);
    const started = Date.now();
    let code = 0;
    while (Date.now() - started < SESSION_TTL_MS + 2000) {
      code = (await call(A, 'GET', '/api/dashboard', undefined, cookie)).json.code;
      if (code === -5) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(code).toBe(-5);
    expect(Date.now() - started).toBeLessThanOrEqual(SESSION_TTL_MS + 2000);
  }, 60_000);

  it('shares rate limits: wrong logins counted across both instances', async () => {
    const A = a as Instance;
    const B = b as Instance;
    // 10 wrong logins on one account from one address are allowed, the 11th is throttled (throttle.test.ts).
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? A : B, 'distributor@demo.test', 'wrong-password');
      expect(res.http, `attempt ${i + 1}`).not.toBe(429);
    }
    const blockedOnA = await login(A, 'distributor@demo.test', 'wrong-password');
    expect(blockedOnA.http).toBe(429);
    expect(blockedOnA.json.code).toBe(-8);
    const blockedOnB = await login(B, 'distributor@demo.test', DEMO_PASSWORD);
    expect(blockedOnB.http).toBe(429);
  }, 60_000);

  it('shares uploads through S3: stored on A, read on B', async () => {
    const A = a as Instance;
    const B = b as Instance;
    const { cookie } = await login(A, 'service@demo.test');
    const png = sampleFiles.png();
    const { payload, headers } = multipart('two.png', png);
    const uploaded = await fetch(`${A.base}/api/upload?kind=image`, {
      method: 'POST',
      headers: { ...headers, origin, cookie },
      body: new Uint8Array(payload),
    });
    const answer = (await uploaded.json()) as Answer;
    expect(answer.code).toBe(0);
    const read = await fetch(`${B.base}/api/files/${answer.data?.id}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
  }, 60_000);
});

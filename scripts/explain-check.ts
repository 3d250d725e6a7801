// npm run db:explain [-- --natural] [-- --only <name part>]: calls every hot route of scripts/explain-targets.ts
// in-process on the PostgreSQL database of DATABASE_URL, captures each SQL statement the route sends (text
// and parameters), ANALYZEs, then EXPLAINs (FORMAT JSON) each statement twice: with its values (the custom
// plan) and as a generic plan (what a prepared statement runs after five calls). It fails when a plan reads a
// big table (explain-targets.ts `bigTables`) with a sequential scan.
//
// By default it plans with enable_seqscan = off: on a small generated set (CI: seed:scale --fraction 0.02) a
// sequential scan of a few hundred rows is cheaper than an index and would be chosen anyway, so only a scan
// that remains with sequential scans disabled (no index can serve the query) fails. `--natural` plans with the
// server's settings, for the full scale set (pp_bench), where the planner's own choice is what counts.
//
// `--analyze` (with `--natural` settings) also runs each statement as the app runs it, a prepared statement
// after five calls, under EXPLAIN (ANALYZE, BUFFERS), and prints its planning time (what the bind of a custom
// plan costs; about zero for a generic plan), execution time and shared buffers: the per-statement cost of a
// miss (docs/benchmarks.md "Cheap misses"). Only a measure: a slow statement does not fail the check.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createLocalStorage } from '../apps/server/src/plugins/storage.ts';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { bigTables, explainTargets } from './explain-targets.ts';

const { values: args } = parseArgs({
  options: {
    natural: { type: 'boolean', default: false },
    analyze: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) {
  console.error('db:explain needs DATABASE_URL=postgres://… (a database holding seed:scale data).');
  process.exit(2);
}

type Captured = { target: string; text: string; values: unknown[] };
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  'Total Cost'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
};

let sink: ((text: string, values: unknown[]) => void) | null = null;

/** Records every statement the pool's clients send while `sink` is set (below Drizzle: prepared ones too). */
function capture(pool: pg.Pool) {
  const marked = new WeakSet<object>();
  const mark = (client: pg.PoolClient) => {
    if (client && !marked.has(client)) {
      marked.add(client);
      const query = client.query.bind(client) as (...a: unknown[]) => unknown;
      (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
        const first = a[0] as string | { text: string; values?: unknown[] };
        const text = typeof first === 'string' ? first : first.text;
        const values = (typeof first === 'string' ? a[1] : (first.values ?? a[1])) as unknown[] | undefined;
        sink?.(text, Array.isArray(values) ? values : []);
        return query(...a);
      };
    }
    return client;
  };
  // pool.query() checks a client out with a callback, the app's transactions with a promise: wrap both.
  const connect = pool.connect.bind(pool) as (...a: unknown[]) => unknown;
  (pool as unknown as { connect: (...a: unknown[]) => unknown }).connect = (...a: unknown[]) => {
    const cb = a[0];
    if (typeof cb === 'function') {
      return connect((err: unknown, client: pg.PoolClient, done: unknown) => cb(err, mark(client), done));
    }
    return (connect() as Promise<pg.PoolClient>).then(mark);
  };
}

/** Row counts per table (pg_class.reltuples after ANALYZE): `--natural` flags only tables over 10,000 rows. */
const tableRows = new Map<string, number>();
const NATURAL_MIN_ROWS = 10_000;

function isBig(table: string | undefined): boolean {
  if (!table || !bigTables.includes(table)) return false;
  return !args.natural || (tableRows.get(table) ?? 0) > NATURAL_MIN_ROWS;
}

function seqScansOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'].includes('Seq Scan') && isBig(node['Relation Name'])) {
    found.push(node['Relation Name']!);
  }
  for (const child of node.Plans ?? []) seqScansOf(child, found);
  return found;
}

function literalOf(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.join(',')}}`);
  if (typeof value === 'object') return client.escapeLiteral(JSON.stringify(value));
  return client.escapeLiteral(String(value));
}

// A union of selects starts with parentheses: `((select …) union all (select …))`.
const isExplainable = (text: string) => /^[\s(]*(select|with|insert|update|delete)\b/i.test(text);

async function main() {
  const step = (s: string) => process.env.EXPLAIN_DEBUG && console.log(`[${new Date().toISOString()}] ${s}`);
  const database = openPostgres(url!, 10);
  step('migrate');
  await migrateDatabase(database);
  step('app');
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  capture(pool);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-explain-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    db: database.db,
    dbKind: 'postgres',
    config,
    clock: systemClock,
    storage: createLocalStorage(path.join(dataDir, 'files')),
  });
  await app.ready();
  const explainer = new pg.Client({ connectionString: url });
  await explainer.connect();
  let failures = 0;
  try {
    step('analyze');
    await explainer.query('analyze');
    const sizes = await explainer.query(
      "select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
    );
    for (const r of sizes.rows) tableRows.set(r.relname, Number(r.n));
    step('targets');
    const cookies = new Map<string, string>();
    const cookieOf = async (email: string) => {
      if (!cookies.has(email)) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { method: 'login', email, password: DEMO_PASSWORD },
        });
        const cookie = res.cookies.find((c) => c.name === 'pp_session');
        if (!cookie) throw new Error(`login ${email} failed: ${res.body}`);
        cookies.set(email, `pp_session=${cookie.value}`);
      }
      return cookies.get(email)!;
    };
    const cursors = new Map<string, string>();
    const captured: Captured[] = [];
    const targets = explainTargets.filter((t) => !args.only || t.name.includes(args.only));
    for (const target of targets) {
      const headers = target.as ? { cookie: await cookieOf(target.as) } : {};
      const missing = [...target.url.matchAll(/\{([^}]+)\}/g)]
        .map((m) => m[1])
        .filter((k) => !cursors.has(k));
      if (missing.length) {
        console.log(`FAIL ${target.name}: "${missing[0]}" answered no nextCursor`);
        failures++;
        continue;
      }
      const targetUrl = target.url.replace(/\{([^}]+)\}/g, (_, key: string) => cursors.get(key)!);
      const statements: Captured[] = [];
      sink = (text, values) => statements.push({ target: target.name, text, values });
      const res = await app.inject({
        method: target.method ?? 'GET',
        url: targetUrl,
        headers,
        payload: target.body as object | undefined,
      });
      sink = null;
      const body = res.json() as { status: boolean; data?: { nextCursor?: string } };
      if (!body.status) {
        console.log(`FAIL ${target.name}: ${targetUrl} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        failures++;
        continue;
      }
      if (body.data?.nextCursor) cursors.set(target.name, body.data.nextCursor);
      captured.push(...statements);
    }

    if (!args.natural && !args.analyze) await explainer.query('set enable_seqscan = off');
    let n = 0;
    for (const s of captured) {
      if (!isExplainable(s.text)) continue;
      const custom = await explainer.query(`explain (format json) ${s.text}`, s.values as unknown[]);
      const scans = seqScansOf(custom.rows[0]['QUERY PLAN'][0].Plan);
      // A prepared statement (the app prepares its hot queries) switches to a generic plan after five runs
      // when that looks no dearer than the custom ones: run it five times, then see the plan it settles on.
      let generic: string[] = [];
      if (s.values.length > 0 && /^[\s(]*(select|with)\b/i.test(s.text)) {
        const name = `pp_explain_${n++}`;
        const literals = s.values.map((v) => literalOf(explainer, v)).join(', ');
        await explainer.query(`prepare ${name} as ${s.text}`);
        for (let i = 0; i < 5; i++) await explainer.query(`execute ${name}(${literals})`);
        const plan = await explainer.query(`explain (format json) execute ${name}(${literals})`);
        generic = seqScansOf(plan.rows[0]['QUERY PLAN'][0].Plan);
        if (args.analyze) {
          // The best of five: a shared machine's noise only ever adds time.
          let best = { planning: Number.POSITIVE_INFINITY, execution: Number.POSITIVE_INFINITY, buffers: 0 };
          for (let i = 0; i < 5; i++) {
            const run = await explainer.query(
              `explain (analyze, buffers, format json) execute ${name}(${literals})`,
            );
            const out = run.rows[0]['QUERY PLAN'][0] as { Plan: PlanNode } & Record<string, number>;
            const planning = out['Planning Time'] ?? 0;
            const execution = out['Execution Time'];
            if (planning + execution < best.planning + best.execution) {
              best = {
                planning,
                execution,
                buffers: (out.Plan['Shared Hit Blocks'] ?? 0) + (out.Plan['Shared Read Blocks'] ?? 0),
              };
            }
          }
          const short = s.text.replace(/\s+/g, ' ').slice(0, 60);
          console.log(
            `time ${s.target.padEnd(36)} plan ${best.planning.toFixed(2)} ms  run ${best.execution.toFixed(2)} ms  ${best.buffers} buffers  ${short}`,
          );
        }
        await explainer.query(`deallocate ${name}`);
      }
      const cost = custom.rows[0]['QUERY PLAN'][0].Plan['Total Cost'] as number;
      const short = s.text.replace(/\s+/g, ' ').slice(0, 110);
      if (scans.length || generic.length) {
        failures++;
        const where = [scans.length ? 'custom plan' : '', generic.length ? 'prepared' : ''].filter(Boolean);
        const tables = [...new Set([...scans, ...generic])].join(', ');
        console.log(`FAIL ${s.target}: sequential scan of ${tables} (${where.join(' and ')})`);
        console.log(`     ${short}`);
      } else {
        console.log(`ok   ${s.target.padEnd(36)} cost ${cost.toFixed(0).padStart(7)}  ${short.slice(0, 70)}`);
      }
    }
  } finally {
    await explainer.end();
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (failures) {
    console.log(
      `\n${failures} hot ${failures === 1 ? 'query reads' : 'queries read'} a big table sequentially.`,
    );
    process.exitCode = 1;
  } else {
    console.log('\nNo sequential scan of a big table in the hot queries.');
  }
}

await main();

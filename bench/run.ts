// npm run bench: the budgets of DESIGN.md section 6, each target measured right after the two routes it is
// compared with, each in a process of its own: bare (a Fastify route answering a constant) and floor (a
// Fastify route running one `select 1` on a pg pool of the server's size). The load generator is autocannon,
// in a process of its own per measurement (bench/cannon.ts). With DATABASE_URL the server runs on that
// PostgreSQL database as it is (build it first with `npm run seed:scale`); without it, on an embedded data dir
// (BENCH_DATA_DIR, or a fresh demo one), where there is no floor. BENCH_BEFORE_REF=<git ref> also starts that
// commit's server and measures both, alternating, against the same database. See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BeforeTree, unpackBeforeTree } from './before-tree.ts';
import { type LoadResult, runLoad } from './load.ts';
import { root, type Started, startProcess, stopProcess, withPeakRss } from './processes.ts';
import { readSamples, type Samples } from './samples.ts';
import { measureWeb } from './web-size.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const poolSize = process.env.DATABASE_POOL_SIZE ?? '10';
const beforeRef = process.env.BENCH_BEFORE_REF;
/** BENCH_ONLY=health,dashboard,…: target names, and `export`, `web`, `start` for the other measurements. */
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const isSelected = (name: string) => !only || only.includes(name);
const serving = /serving http:\/\/localhost:(\d+)/;

const budget = { p95Ms: 50, ofFloor: 0.8, moonshotOfBare: 0.25 };

type Server = {
  label: 'before' | 'after';
  dir: string;
  started: Started;
  base: string;
  service: string;
  admin: string;
};

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'login', email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Runs an export job as the admin: start, poll its progress, stream its file; answers time, rows and bytes. */
async function exportThroughJob(server: Server, body: object) {
  const t0 = performance.now();
  const headers = { cookie: server.admin, 'content-type': 'application/json' };
  const start = await fetch(`${server.base}/api/export/jobs`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  let job = (
    (await start.json()) as { data?: { id: string; status: string; rowsDone: number; downloadUrl: string } }
  ).data;
  while (job?.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const res = await fetch(`${server.base}/api/export/jobs/${job.id}`, { headers });
    job = ((await res.json()) as { data?: typeof job }).data;
  }
  if (job?.status !== 'done') return { status: start.status, ms: performance.now() - t0, bytes: 0, rows: 0 };
  const file = await fetch(server.base + job.downloadUrl, { headers });
  let bytes = 0;
  for await (const chunk of file.body ?? []) bytes += (chunk as Uint8Array).length;
  return { status: file.status, ms: performance.now() - t0, bytes, rows: job.rowsDone };
}

/** GET as `cookie`; answers the envelope's data when the route answered status true. */
async function probe(base: string, urlPath: string, cookie: string): Promise<unknown | undefined> {
  const res = await fetch(base + urlPath, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (!res.ok) return undefined;
  try {
    const body = JSON.parse(text) as { status?: boolean; data?: unknown };
    return body.status === false ? undefined : (body.data ?? null);
  } catch {
    return undefined;
  }
}

/** An embedded data dir holding the demo seed (made by one start with SEED=demo). */
async function demoDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pp-bench-'));
  const first = await startProcess(
    ['apps/server/src/main.ts'],
    { DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'warn', SEED: 'demo', DATABASE_URL: undefined },
    serving,
  );
  await stopProcess(first);
  return dir;
}

/** Start of the embedded server on an existing data dir until its first answer; median and max of 3. */
async function measureEmbeddedStart(dataDir: string, cwd = root) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const server = await startProcess(
      ['apps/server/src/main.ts'],
      { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED: 'none', DATABASE_URL: undefined },
      serving,
      cwd,
    );
    const res = await fetch(`http://127.0.0.1:${server.match[1]}/api/health`);
    await res.arrayBuffer();
    runs.push(performance.now() - t0);
    await stopProcess(server);
  }
  runs.sort((a, b) => a - b);
  return { runsMs: runs, medianMs: runs[1], maxMs: runs[2], budgetMs: 3000, isUnderBudget: runs[1] < 3000 };
}

function buildWebIfNeeded(): boolean {
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], { cwd: root, stdio: 'inherit' });
  return built.status === 0;
}

type Kind = 'budget' | 'moonshot';
/** A target answers the paths to cycle through on a server (its routes may differ: before/after), or null. */
type Target = {
  name: string;
  what: string;
  who: 'none' | 'service' | 'admin';
  kind: Kind;
  paths: (server: Server) => Promise<string[] | null>;
  /** A JSON body: the target POSTs it to its path (the spares part search). */
  body?: unknown;
};

/** The first candidate path the server answers (status true), for routes that changed shape between versions. */
function firstAnswering(...candidates: string[]) {
  return async (server: Server, cookie: string) => {
    for (const c of candidates) if ((await probe(server.base, c, cookie)) !== undefined) return c;
    return null;
  };
}

function targetsOf(samples: Samples): Target[] {
  const cookieOf = (s: Server, who: Target['who']) => (who === 'none' ? '' : s[who]);
  const fixed =
    (who: Target['who'], ...candidates: string[]) =>
    async (s: Server) => {
      const found = await firstAnswering(...candidates)(s, cookieOf(s, who));
      return found ? [found] : null;
    };
  const rotating =
    (who: Target['who'], list: string[], pathOf: (key: string) => string) => async (s: Server) =>
      (await probe(s.base, pathOf(list[0]), cookieOf(s, who))) === undefined ? null : list.map(pathOf);
  const enc = encodeURIComponent;
  // A POST target answers its path when the server accepts the body (status true).
  const postAnswering = (urlPath: string, body: unknown) => async (s: Server) => {
    const res = await fetch(`${s.base}${urlPath}`, {
      method: 'POST',
      headers: { cookie: s.service, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null);
    const answer = res ? ((await res.json().catch(() => null)) as { status?: boolean } | null) : null;
    return answer?.status ? [urlPath] : null;
  };
  // Page 2000 of the admin RMA history. A keyset list (docs/ARCHITECTURE.md "Hot paths — lists") is read deep
  // with `after=<cursor>`: the cursor of page 1999 is asked once (an offset read) and every request then asks the
  // page after it. A server that pages by offset only (BENCH_BEFORE_REF) is asked for page=2000.
  const deepPage = async (s: Server) => {
    const previous = (await probe(s.base, '/api/rma/requests?page=1999&pageSize=10', s.admin)) as
      | { nextCursor?: string | null }
      | undefined;
    if (previous?.nextCursor) return [`/api/rma/requests?pageSize=10&after=${enc(previous.nextCursor)}`];
    return fixed('admin', '/api/rma/requests?page=2000&pageSize=10')(s);
  };
  return [
    {
      name: 'health',
      what: 'GET /api/health (select 1, no session)',
      who: 'none',
      kind: 'budget',
      paths: fixed('none', '/api/health'),
    },
    {
      name: 'serialLookup',
      what: `GET /api/robots/sn/{sn}, ${samples.serials.length} serials`,
      who: 'service',
      kind: 'budget',
      paths: rotating('service', samples.serials, (sn) => `/api/robots/sn/${enc(sn)}`),
    },
    {
      name: 'compatibility',
      what: `GET /api/compatibility/{pn}, ${samples.compatibilityPns.length} PNs`,
      who: 'service',
      kind: 'budget',
      paths: rotating('service', samples.compatibilityPns, (pn) => `/api/compatibility/${enc(pn)}`),
    },
    {
      name: 'descriptions',
      what: `GET /api/descriptions/{pn}, ${samples.partPns.length} PNs`,
      who: 'service',
      kind: 'budget',
      paths: rotating('service', samples.partPns, (pn) => `/api/descriptions/${enc(pn)}`),
    },
    {
      name: 'dashboard',
      what: 'GET /api/dashboard, service',
      who: 'service',
      kind: 'moonshot',
      paths: fixed('service', '/api/dashboard'),
    },
    {
      name: 'dashboardAdmin',
      what: 'GET /api/dashboard, admin',
      who: 'admin',
      kind: 'moonshot',
      paths: fixed('admin', '/api/dashboard'),
    },
    {
      name: 'notificationBell',
      what: 'notification bell of service (summary route, else the full list)',
      who: 'service',
      kind: 'moonshot',
      paths: fixed('service', '/api/notifications/summary', '/api/notifications'),
    },
    {
      name: 'rmaHistory',
      what: 'GET /api/rma/requests page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/rma/requests?page=1&pageSize=10'),
    },
    {
      name: 'rmaHistoryAdmin',
      what: 'GET /api/rma/requests page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/rma/requests?page=1&pageSize=10'),
    },
    {
      name: 'rmaHistoryAdminDeep',
      what: 'GET /api/rma/requests page 2000 (keyset: after the cursor of page 1999), admin',
      who: 'admin',
      kind: 'budget',
      paths: deepPage,
    },
    {
      name: 'unfinishedAdmin',
      what: 'GET /api/rma/requests/unfinished, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/rma/requests/unfinished?admin=true&page=1&pageSize=10'),
    },
    {
      name: 'notSentAdmin',
      what: 'GET /api/rma/not_sent?admin=true (summary), admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/rma/not_sent?admin=true&page=1&pageSize=10'),
    },
    {
      name: 'usersAdmin',
      what: 'GET /api/users page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/users?page=1&pageSize=10'),
    },
    {
      name: 'companiesAdmin',
      what: 'GET /api/companies page 1 (search "pool"), admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/companies?page=1&pageSize=20&filter=pool'),
    },
    {
      name: 'staffSearch',
      what: `GET /api/search?q={sn}, ${samples.serials.length} serials, admin`,
      who: 'admin',
      kind: 'budget',
      paths: rotating('admin', samples.serials, (sn) => `/api/search?q=${enc(sn)}`),
    },
    {
      name: 'completeUnits',
      what: 'GET /api/completeUnits page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/completeUnits?page=1&pageSize=10'),
    },
    {
      name: 'completeUnitsAdmin',
      what: 'GET /api/completeUnits page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/completeUnits?page=1&pageSize=10'),
    },
    {
      name: 'partSearch',
      what: `POST /api/robots/parts by PN (${samples.partPns[0] ?? '—'}), service`,
      who: 'service',
      kind: 'budget',
      body: { searchType: 'pn', input: samples.partPns[0] ?? 'AB-BRS-01' },
      paths: postAnswering('/api/robots/parts', {
        searchType: 'pn',
        input: samples.partPns[0] ?? 'AB-BRS-01',
      }),
    },
    {
      name: 'partSearchGlobal',
      what: 'POST /api/robots/parts global "filter", service',
      who: 'service',
      kind: 'budget',
      body: { searchType: 'global', input: 'filter' },
      paths: postAnswering('/api/robots/parts', { searchType: 'global', input: 'filter' }),
    },
    {
      name: 'cart',
      what: 'GET /api/cart, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/cart'),
    },
    {
      name: 'orders',
      what: 'GET /api/order page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/order?page=1&pageSize=10'),
    },
    {
      name: 'ordersAdmin',
      what: 'GET /api/order page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/order?page=1&pageSize=10'),
    },
    {
      name: 'ordersAdminDeep',
      what: 'GET /api/order page 2000 (keyset: after the cursor of page 1999), admin',
      who: 'admin',
      kind: 'budget',
      paths: async (s: Server) => {
        const previous = (await probe(s.base, '/api/order?page=1999&pageSize=10', s.admin)) as
          | { nextCursor?: string | null }
          | undefined;
        return previous?.nextCursor ? [`/api/order?pageSize=10&after=${enc(previous.nextCursor)}`] : null;
      },
    },
    {
      name: 'feedback',
      what: 'GET /api/feedback page 1, service',
      who: 'service',
      kind: 'budget',
      paths: fixed('service', '/api/feedback?page=1&pageSize=10'),
    },
    {
      name: 'feedbackAdmin',
      what: 'GET /api/feedback page 1, admin',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/feedback?page=1&pageSize=10'),
    },
    {
      name: 'feedbackAdminDeep',
      what: 'GET /api/feedback page 200, admin (offset)',
      who: 'admin',
      kind: 'budget',
      paths: fixed('admin', '/api/feedback?page=200&pageSize=10'),
    },
  ];
}

type Measured = LoadResult & { path: string; bytes: number };
type Row = {
  name: string;
  server: 'before' | 'after';
  kind: Kind;
  what: string;
  path: string;
  rps: number;
  floorRps: number;
  ofFloor: number;
  bareRps: number;
  ofBare: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  bytesPerAnswer: number;
  verdict: string;
};

function verdictOf(kind: Kind, r: LoadResult, ofFloor: number, ofBare: number): string {
  if (r.requests === 0) return 'NO ANSWER';
  const parts: string[] = [];
  const isOk = r.p95 < budget.p95Ms && (Number.isNaN(ofFloor) || ofFloor >= budget.ofFloor) && r.errors === 0;
  parts.push(isOk ? 'ok' : 'OVER');
  if (kind === 'moonshot') parts.push(ofBare >= budget.moonshotOfBare ? 'moonshot ok' : 'moonshot missed');
  return parts.join(', ');
}

async function startServer(label: Server['label'], dir: string, env: Record<string, string | undefined>) {
  const started = await startProcess(['apps/server/src/main.ts'], env, serving, dir);
  const base = `http://127.0.0.1:${started.match[1]}`;
  const server: Server = { label, dir, started, base, service: '', admin: '' };
  server.service = await login(base, 'service@demo.test');
  server.admin = await login(base, 'admin@demo.test');
  return server;
}

async function main() {
  const startedAt = new Date();
  const results: Record<string, unknown> = {
    startedAt: startedAt.toISOString(),
    lane: databaseUrl ? 'postgresql' : 'embedded',
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    settings: { connections, seconds, warmupSeconds, poolSize: Number(poolSize), only: only ?? null, budget },
  };
  const isWebBuilt = isSelected('web') ? buildWebIfNeeded() : false;
  const bare = await startProcess(['bench/baseline.ts'], {}, /READY (\d+)/);
  const bareOrigin = `http://127.0.0.1:${bare.match[1]}`;
  const floor = databaseUrl
    ? await startProcess(['bench/floor.ts'], { DATABASE_POOL_SIZE: poolSize }, /READY (\d+)/)
    : undefined;
  const floorOrigin = floor ? `http://127.0.0.1:${floor.match[1]}` : undefined;

  const ownDataDir = !databaseUrl && !process.env.BENCH_DATA_DIR;
  const dataDir = databaseUrl
    ? await mkdtemp(path.join(os.tmpdir(), 'pp-bench-files-'))
    : (process.env.BENCH_DATA_DIR ?? (await demoDataDir()));
  const samples = await readSamples({ url: databaseUrl, dataDir }, exportRows);
  results.dataSet = {
    ...samples.counts,
    scaleFraction: samples.scaleFraction,
    serviceRmas: samples.serviceRmas,
  };

  let before: BeforeTree | undefined;
  const servers: Server[] = [];
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED: 'none',
    NODE_ENV: 'development',
    DATABASE_POOL_SIZE: poolSize,
  };
  servers.push(await startServer('after', root, env));
  if (beforeRef) {
    // The embedded lane's data dir admits one server at a time: before/after needs PostgreSQL.
    if (!databaseUrl) throw new Error('BENCH_BEFORE_REF needs DATABASE_URL (two servers on one database)');
    before = await unpackBeforeTree(beforeRef);
    servers.push(await startServer('before', before.dir, env));
    results.before = { ref: before.ref, commit: before.commit };
  }
  console.error(`servers: ${servers.map((s) => `${s.label} ${s.base}`).join(', ')}`);

  const rows: Row[] = [];
  const targets = targetsOf(samples).filter((t) => isSelected(t.name));
  for (const [i, target] of targets.entries()) {
    const load = (origin: string, paths: string[], cookie = '', body?: unknown) =>
      runLoad({
        origin,
        paths,
        headers: cookie ? { cookie } : undefined,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        connections,
        seconds,
        warmupSeconds,
      });
    const bareRun = await load(bareOrigin, ['/constant']);
    const floorRun = floorOrigin ? await load(floorOrigin, ['/floor']) : undefined;
    // Alternate which server goes first, so neither always runs right after the floor.
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    for (const server of order) {
      const paths = await target.paths(server);
      const base = { name: target.name, server: server.label, kind: target.kind, what: target.what };
      if (!paths) {
        console.error(`${target.name} (${server.label}): no answer to its probe; skipped`);
        continue;
      }
      const cookie = target.who === 'none' ? '' : server[target.who];
      const r: Measured = {
        ...(await load(server.base, paths, cookie, target.body)),
        path: paths[0],
        bytes: 0,
      };
      const ofFloor = floorRun ? r.rps / floorRun.rps : Number.NaN;
      const ofBare = r.rps / bareRun.rps;
      const row: Row = {
        ...base,
        path: paths.length > 1 ? `${paths[0]} (+${paths.length - 1} more)` : paths[0],
        rps: r.rps,
        floorRps: floorRun?.rps ?? Number.NaN,
        ofFloor,
        bareRps: bareRun.rps,
        ofBare,
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        errors: r.errors,
        bytesPerAnswer: r.bytesPerRequest,
        verdict: verdictOf(target.kind, r, ofFloor, ofBare),
      };
      rows.push(row);
      console.error(
        `${target.name} (${server.label}): ${Math.round(r.rps)} req/s (floor ${Math.round(row.floorRps)}, bare ` +
          `${Math.round(bareRun.rps)}), p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors: ${row.verdict}`,
      );
    }
  }
  results.targets = rows;

  // Excel export of ~100,000 lines (rmaHistoryWithLines of the newest RMAs), as provider administrator.
  if (isSelected('export')) {
    const exports: Record<string, unknown> = {};
    for (const server of servers) {
      // The same rows as the web asks for them, first (before the base64 answer grows the heap): an export
      // job (progress polled), then the file streamed.
      // BENCH_EXPORT_PDF=1 measures the PDF too (minutes for 100,000 lines: it shows progress, no budget).
      for (const type of process.env.BENCH_EXPORT_PDF === '1' ? ['excel', 'pdf'] : ['excel']) {
        const job = await withPeakRss(server.started.child.pid, () =>
          exportThroughJob(server, { type, report: 'rmaHistoryWithLines', rmas: samples.exportRmaIds }),
        );
        exports[`${server.label} job ${type}`] = {
          report: 'rmaHistoryWithLines',
          rows: job.result.rows,
          status: job.result.status,
          seconds: job.result.ms / 1000,
          answerMB: job.result.bytes / 1024 / 1024,
          rssBeforeMB: job.beforeMb,
          rssPeakMB: job.peakMb,
          rssGrowthMB: job.peakMb - job.beforeMb,
          isUnderBudget: type === 'pdf' || (job.result.ms < 15_000 && job.peakMb - job.beforeMb < 200),
        };
      }
      const run = await withPeakRss(server.started.child.pid, async () => {
        const t0 = performance.now();
        const res = await fetch(`${server.base}/api/export`, {
          method: 'PUT',
          headers: { cookie: server.admin, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'excel', report: 'rmaHistoryWithLines', rmas: samples.exportRmaIds }),
        });
        const text = await res.text();
        return { status: res.status, ms: performance.now() - t0, bytes: text.length };
      });
      exports[server.label] = {
        report: 'rmaHistoryWithLines',
        rows: samples.exportLines,
        status: run.result.status,
        seconds: run.result.ms / 1000,
        answerMB: run.result.bytes / 1024 / 1024,
        rssBeforeMB: run.beforeMb,
        rssPeakMB: run.peakMb,
        rssGrowthMB: run.peakMb - run.beforeMb,
        isUnderBudget: run.result.ms < 15_000 && run.peakMb - run.beforeMb < 200,
      };
    }
    results.export = exports;
  }

  if (isSelected('web') && isWebBuilt) {
    const after = servers[0];
    results.web = await measureWeb(after.base, after.service).catch((e: Error) => ({ error: e.message }));
  }
  for (const server of servers) await stopProcess(server.started);

  if (isSelected('start')) {
    const startDir = databaseUrl ? await demoDataDir() : dataDir;
    const starts: Record<string, unknown> = {};
    starts.after = await measureEmbeddedStart(startDir);
    if (before) starts.before = await measureEmbeddedStart(startDir, before.dir);
    results.embeddedStart = starts;
    if (databaseUrl) await rm(startDir, { recursive: true, force: true });
  }
  if (ownDataDir || databaseUrl) await rm(dataDir, { recursive: true, force: true });
  await before?.remove();
  await stopProcess(bare);
  if (floor) await stopProcess(floor);
  (results.machine as Record<string, unknown>).loadAverageAtEnd = os.loadavg();

  const round = (_k: string, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v);
  const outDir = path.join(root, 'bench/results');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(results, round, 2)}\n`);
  printSummary(results, rows);
  console.log(`\nwritten: ${path.relative(root, file)}`);
}

function printSummary(results: Record<string, unknown>, rows: Row[]) {
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  const machine = results.machine as { loadAverage: number[]; loadAverageAtEnd: number[] };
  console.log(`\nload average: ${load(machine.loadAverage)} → ${load(machine.loadAverageAtEnd)}`);
  const n = (x: number, digits = 0) => (Number.isNaN(x) ? '–' : x.toFixed(digits));
  const header = [
    'target',
    'server',
    'req/s',
    'floor',
    '×floor',
    'bare',
    '×bare',
    'p50 ms',
    'p95 ms',
    'errors',
    'verdict',
  ];
  // Each target's rows together, before then after.
  const order = [...new Set(rows.map((r) => r.name))];
  const sorted = [...rows].sort(
    (a, b) => order.indexOf(a.name) - order.indexOf(b.name) || a.server.localeCompare(b.server),
  );
  const table = sorted.map((r) => [
    r.name,
    r.server,
    n(r.rps),
    n(r.floorRps),
    n(r.ofFloor, 2),
    n(r.bareRps),
    n(r.ofBare, 3),
    n(r.p50, 1),
    n(r.p95, 1),
    String(r.errors),
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < 2 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  console.log(
    `budget: p95 < ${budget.p95Ms} ms and ≥ ${budget.ofFloor} of floor; moonshot ≥ ${budget.moonshotOfBare} of bare`,
  );
  console.log(line(header));
  for (const row of table) console.log(line(row));

  const exports = results.export as Record<string, Record<string, number | boolean>> | undefined;
  for (const [label, ex] of Object.entries(exports ?? {})) {
    console.log(
      `export (${label}) ${ex.rows} rows: HTTP ${ex.status}, ${Number(ex.seconds).toFixed(1)} s (budget 15), ` +
        `RSS +${Math.round(Number(ex.rssGrowthMB))} MB (budget 200): ${ex.isUnderBudget ? 'ok' : 'OVER'}`,
    );
  }
  const starts = results.embeddedStart as Record<
    string,
    { medianMs: number; runsMs: number[]; isUnderBudget: boolean }
  >;
  for (const [label, s] of Object.entries(starts ?? {})) {
    console.log(
      `embedded start (${label}) to first answer: ${Math.round(s.medianMs)} ms median of ` +
        `${s.runsMs.map(Math.round).join(', ')} (budget 3000): ${s.isUnderBudget ? 'ok' : 'OVER'}`,
    );
  }
  const web = results.web as Awaited<ReturnType<typeof measureWeb>> | { error: string } | undefined;
  if (web && 'login' in web) {
    console.log(
      `web: /login JS ${web.login.gzipKB.toFixed(1)} KB gzipped (budget 170): ${web.isLoginUnderBudget ? 'ok' : 'OVER'}; ` +
        `dashboard JS ${web.dashboard.gzipKB.toFixed(1)} KB; other routes lazy: ${web.otherRoutesLazy}; ` +
        `largest chunk ${web.largestChunk.kB.toFixed(0)} kB (warning above 600)`,
    );
  } else if (web) console.log(`web: ${web.error}`);
}

await main();

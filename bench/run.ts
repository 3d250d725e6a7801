// npm run bench: measures DESIGN.md section 6 as ratios against a bare Fastify route in the same run.
// With DATABASE_URL the server runs on that PostgreSQL database as it is (build it first with
// `npm run seed:scale`); without it, on an embedded data dir (BENCH_DATA_DIR, or a fresh demo one).
// Embedded start-up is always measured on an existing embedded data dir. See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type LoadResult, runLoad } from './load.ts';
import { root, type Started, startProcess, stopProcess, withPeakRss } from './processes.ts';
import { readSamples } from './samples.ts';
import { measureWeb } from './web-size.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const serving = /serving http:\/\/localhost:(\d+)/;

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'login', email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
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
async function measureEmbeddedStart(dataDir: string) {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const server = await startProcess(
      ['apps/server/src/main.ts'],
      { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED: 'none', DATABASE_URL: undefined },
      serving,
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

async function main() {
  const results: Record<string, unknown> = {
    lane: databaseUrl ? 'postgresql' : 'embedded',
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), connections, seconds },
  };
  const isWebBuilt = buildWebIfNeeded();
  // The bare route runs all along and is measured right before each target: other processes come and go on
  // a shared machine, so each ratio compares two measurements a few seconds apart.
  const baseline = await startProcess(['bench/baseline.ts'], {}, /READY (\d+)/);
  const bareUrl = `http://127.0.0.1:${baseline.match[1]}/constant`;
  await runLoad(bareUrl, { connections, seconds: 1 });

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

  const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED: 'none', NODE_ENV: 'development' };
  const server: Started = await startProcess(['apps/server/src/main.ts'], env, serving);
  const base = `http://127.0.0.1:${server.match[1]}`;
  const service = await login(base, 'service@demo.test');
  const admin = await login(base, 'admin@demo.test');

  const at =
    <T>(list: T[]) =>
    (n: number) =>
      list[n % list.length];
  const serial = at(samples.serials);
  const compatPn = at(samples.compatibilityPns);
  const partPn = at(samples.partPns);
  type Target = { cookie: string; url: (n: number) => string; isBudget: boolean };
  const targets: Record<string, Target> = {
    health: { cookie: '', url: () => '/api/health', isBudget: false },
    serialLookup: { cookie: service, url: (n) => `/api/robots/sn/${serial(n)}`, isBudget: true },
    partSearch: { cookie: service, url: (n) => `/api/compatibility/${compatPn(n)}`, isBudget: true },
    partLookup: { cookie: service, url: (n) => `/api/descriptions/${partPn(n)}`, isBudget: true },
    dashboard: { cookie: service, url: () => '/api/dashboard', isBudget: true },
    dashboardAdmin: { cookie: admin, url: () => '/api/dashboard', isBudget: true },
    rmaHistory: { cookie: service, url: () => '/api/rma/requests?page=1&pageSize=10', isBudget: true },
    rmaHistoryAdmin: { cookie: admin, url: () => '/api/rma/requests?page=1&pageSize=10', isBudget: true },
    rmaHistoryAdminUnfinished: {
      cookie: admin,
      url: () => '/api/rma/requests?page=1&pageSize=10&finished=false',
      isBudget: false,
    },
    notSentAdmin: { cookie: admin, url: () => '/api/rma/not_sent?page=1&pageSize=10', isBudget: false },
    usersAdmin: { cookie: admin, url: () => '/api/users?page=1&pageSize=10', isBudget: false },
    notifications: { cookie: service, url: () => '/api/notifications', isBudget: false },
  };
  const measured: Record<string, LoadResult & { isBudget: boolean; bareRps: number }> = {};
  for (const [name, t] of Object.entries(targets)) {
    const probe = await fetch(base + t.url(0), { headers: { cookie: t.cookie } });
    const body = (await probe.json()) as { code: number };
    if (!probe.ok) {
      const failed = { requests: 0, errors: 1, rps: 0, p50: 0, p95: 0, p99: 0 };
      measured[name] = { ...failed, isBudget: t.isBudget, bareRps: Number.NaN };
      console.error(`${name}: HTTP ${probe.status} code ${body.code}; skipped`);
      continue;
    }
    const url = (n: number) => base + t.url(n);
    const headers = t.cookie ? { cookie: t.cookie } : undefined;
    await runLoad(url, { connections, seconds: 1, headers });
    const bare = await runLoad(bareUrl, { connections, seconds });
    const result = await runLoad(url, { connections, seconds, headers });
    measured[name] = { ...result, isBudget: t.isBudget, bareRps: bare.rps };
    console.error(
      `${name}: ${Math.round(result.rps)} req/s (bare ${Math.round(bare.rps)}), p95 ${result.p95.toFixed(1)} ms`,
    );
  }

  // Excel export of ~100,000 lines (rmaHistoryWithLines of the newest RMAs), as provider administrator.
  const exportRun = await withPeakRss(server.child.pid, async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/export`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'excel', report: 'rmaHistoryWithLines', rmas: samples.exportRmaIds }),
    });
    const text = await res.text();
    return { status: res.status, ms: performance.now() - t0, bytes: text.length };
  });
  results.export = {
    report: 'rmaHistoryWithLines',
    rows: samples.exportLines,
    status: exportRun.result.status,
    seconds: exportRun.result.ms / 1000,
    answerMB: exportRun.result.bytes / 1024 / 1024,
    rssBeforeMB: exportRun.beforeMb,
    rssPeakMB: exportRun.peakMb,
    rssGrowthMB: exportRun.peakMb - exportRun.beforeMb,
    isUnderBudget: exportRun.result.ms < 15_000 && exportRun.peakMb - exportRun.beforeMb < 200,
  };

  results.web = isWebBuilt
    ? await measureWeb(base, service).catch((e: Error) => ({ error: e.message }))
    : null;
  await stopProcess(server);

  const startDir = databaseUrl ? await demoDataDir() : dataDir;
  results.embeddedStart = await measureEmbeddedStart(startDir);
  if (databaseUrl || ownDataDir) await rm(startDir, { recursive: true, force: true });
  if (databaseUrl) await rm(dataDir, { recursive: true, force: true });

  await stopProcess(baseline);
  const bares = Object.values(measured)
    .map((r) => r.bareRps)
    .filter((r) => r > 0);
  results.bare = { minRps: Math.min(...bares), maxRps: Math.max(...bares) };
  const rows = Object.entries(measured).map(([name, r]) => {
    const ratio = r.rps / r.bareRps;
    return {
      name,
      rps: r.rps,
      bareRps: r.bareRps,
      ratioToBare: ratio,
      p50: r.p50,
      p95: r.p95,
      p99: r.p99,
      errors: r.errors,
      verdict: r.isBudget ? (r.p95 < 50 && ratio >= 0.25 && r.errors === 0 ? 'ok' : 'OVER') : '',
    };
  });
  results.targets = rows;
  (results.machine as Record<string, unknown>).loadAverageAtEnd = os.loadavg();
  console.log(
    JSON.stringify(results, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v), 2),
  );
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `\nload average: ${load((results.machine as { loadAverage: number[] }).loadAverage)} → ${load(os.loadavg())}`,
  );
  console.log(`bare route measured before each target: ${bares.map(Math.round).join(', ')} req/s`);
  console.log('target                      req/s   bare  ratio   p50 ms  p95 ms  p99 ms  errors  budget');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(26)} ${String(Math.round(r.rps)).padStart(6)} ${String(Math.round(r.bareRps)).padStart(6)}` +
        `  ${r.ratioToBare.toFixed(3)}  ` +
        `${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)}  ` +
        `${String(r.errors).padStart(6)}  ${r.verdict}`,
    );
  }
  const ex = results.export as Record<string, number | boolean>;
  console.log(
    `export ${ex.rows} rows: ${Number(ex.seconds).toFixed(1)} s (budget 15), RSS +${Math.round(Number(ex.rssGrowthMB))} MB ` +
      `(budget 200): ${ex.isUnderBudget ? 'ok' : 'OVER'}`,
  );
  const start = results.embeddedStart as { medianMs: number; isUnderBudget: boolean };
  console.log(
    `embedded start to first answer: ${Math.round(start.medianMs)} ms median (budget 3000): ${start.isUnderBudget ? 'ok' : 'OVER'}`,
  );
  const web = results.web as Awaited<ReturnType<typeof measureWeb>> | null;
  if (web && 'login' in web) {
    console.log(
      `web: /login JS ${web.login.gzipKB.toFixed(1)} KB gzipped (budget 170): ${web.isLoginUnderBudget ? 'ok' : 'OVER'}; ` +
        `dashboard JS ${web.dashboard.gzipKB.toFixed(1)} KB; other routes lazy: ${web.otherRoutesLazy}; ` +
        `largest chunk ${web.largestChunk.kB.toFixed(0)} kB (warning above 600)`,
    );
  }
}

await main();

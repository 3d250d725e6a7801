// npm run bench: the budgets of DESIGN.md section 6, each target measured right after the two routes it is
// compared with, each in a process of its own: bare (a Fastify route answering a constant) and floor (a
// Fastify route running one `select 1` on a pg pool of the server's size). The load generator is autocannon,
// in a process of its own per measurement (bench/cannon.ts). With DATABASE_URL the server runs on that
// PostgreSQL database as it is (build it first with `npm run seed:scale`); without it, on an embedded data dir
// (BENCH_DATA_DIR, or a fresh demo one), where there is no floor. BENCH_BEFORE_REF=<git ref> also starts that
// commit's server and measures both, alternating, against the same database. The working-day targets
// (bench/working-day.ts: generated lists of requests) run on PostgreSQL only, the mix and the first reads also on
// a server with CACHE=off (BENCH_CACHE_OFF=0: not). See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BeforeTree, unpackBeforeTree } from './before-tree.ts';
import { runLoad } from './load.ts';
import { root, serving, startProcess, stopProcess, withPeakRss } from './processes.ts';
import { legacyTargets } from './legacy-targets.ts';
import { logIn } from './partners.ts';
import { budget, printSummary, progressLine, type Row, rowOf } from './report.ts';
import { waitForQuietDatabase } from './quiet.ts';
import { readSamples } from './samples.ts';
import { type Server, type Target, targetsOf } from './targets.ts';
import { measureStatistics } from './statistics.ts';
import { measureWeb } from './web-size.ts';
import { type ListTarget, measureListRun, prepareWorkingDay, workingDayNames } from './working-day.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const poolSize = process.env.DATABASE_POOL_SIZE ?? '10';
const beforeRef = process.env.BENCH_BEFORE_REF;
/** BENCH_ONLY=health,dashboard,…: target names, and `export`, `statistics`, `web`, `start` for the other measurements. */
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const isSelected = (name: string) => !only || only.includes(name);

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

/** One export's figures as the results file keeps them; with a budget, under 15 s and 200 MB of RSS growth. */
function exportFigures(
  run: { result: { status: number; ms: number; bytes: number }; beforeMb: number; peakMb: number },
  rows: number,
  hasBudget = true,
) {
  return {
    report: 'rmaHistoryWithLines',
    rows,
    status: run.result.status,
    seconds: run.result.ms / 1000,
    answerMB: run.result.bytes / 1024 / 1024,
    rssBeforeMB: run.beforeMb,
    rssPeakMB: run.peakMb,
    rssGrowthMB: run.peakMb - run.beforeMb,
    isUnderBudget: !hasBudget || (run.result.ms < 15_000 && run.peakMb - run.beforeMb < 200),
  };
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

async function startServer(label: Server['label'], dir: string, env: Record<string, string | undefined>) {
  // As `npm start` runs it: V8's young generation capped (docs/deployment.md "Node flags").
  const started = await startProcess(
    ['--max-semi-space-size=16', 'apps/server/src/main.ts'],
    env,
    serving,
    dir,
  );
  const base = `http://127.0.0.1:${started.match[1]}`;
  const server: Server = { label, dir, started, base, service: '', admin: '' };
  server.service = await logIn(base, 'service@demo.test');
  server.admin = await logIn(base, 'admin@demo.test');
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
  const listNames = workingDayNames.filter(isSelected);
  if (listNames.length && !databaseUrl)
    console.error(`${listNames.join(', ')}: PostgreSQL only (DATABASE_URL)`);
  const workingDay =
    listNames.length && databaseUrl
      ? await prepareWorkingDay(databaseUrl, servers[0].base, listNames)
      : undefined;
  const noCache =
    workingDay?.targets.some((t) => t.withoutCache) && process.env.BENCH_CACHE_OFF !== '0'
      ? await startServer('no cache', root, { ...env, CACHE: 'off' })
      : undefined;
  console.error(
    `servers: ${[...servers, ...(noCache ? [noCache] : [])].map((s) => `${s.label} ${s.base}`).join(', ')}`,
  );

  const rows: Row[] = [];
  const targets: (Target | ListTarget)[] = [
    ...targetsOf(samples),
    ...legacyTargets(),
    ...(workingDay?.targets ?? []),
  ].filter((t) => isSelected(t.name));
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
    // Every run on a quiet database: what the previous runs left queued on a server's pool is done.
    const settle = async (what: string) => {
      const waited = databaseUrl ? await waitForQuietDatabase(databaseUrl) : 0;
      if (waited > 1) console.error(`${what}: waited ${waited.toFixed(1)} s for the database to finish`);
    };
    await settle(target.name);
    const bareRun = await load(bareOrigin, ['/constant']);
    const floorRun = floorOrigin ? await load(floorOrigin, ['/floor']) : undefined;
    // Alternate which server goes first, so neither always runs right after the floor.
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    if ('plan' in target) {
      for (const server of target.withoutCache && noCache ? [...order, noCache] : order) {
        const settings = {
          connections,
          seconds,
          warmupSeconds,
          settle: () => settle(`${target.name} (${server.label})`),
        };
        const row = await measureListRun(target, server, settings, bareRun, floorRun);
        if (row) rows.push(row);
        console.error(
          row ? progressLine(row) : `${target.name} (${server.label}): nothing to measure; skipped`,
        );
      }
      continue;
    }
    for (const server of order) {
      const paths = await target.paths(server);
      if (!paths) {
        console.error(`${target.name} (${server.label}): no answer to its probe; skipped`);
        continue;
      }
      const cookie = target.who === 'none' ? '' : server[target.who];
      await settle(`${target.name} (${server.label})`);
      const r = await load(server.base, paths, cookie, target.body);
      const path = paths.length > 1 ? `${paths[0]} (+${paths.length - 1} more)` : paths[0];
      const row = rowOf(target, server.label, path, r, bareRun, floorRun);
      // What went wrong, when something did (the first few answers).
      if (r.errors) row.errorSamples = r.errorSamples;
      rows.push(row);
      console.error(progressLine(row));
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
        // A server older than the export jobs answers 404 at their route: nothing measured.
        exports[`${server.label} job ${type}`] =
          job.result.status === 404
            ? { report: 'rmaHistoryWithLines', skipped: 'no export job route (HTTP 404)' }
            : exportFigures(job, job.result.rows, type !== 'pdf');
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
      exports[server.label] = exportFigures(run, samples.exportLines);
    }
    results.export = exports;
  }

  // The statistics composer's reports, one request at a time (bench/statistics.ts): not under load.
  if (isSelected('statistics')) {
    const timings: Record<string, unknown> = {};
    for (const server of servers) timings[server.label] = await measureStatistics(server.base, server.admin);
    results.statistics = timings;
  }

  if (isSelected('web') && isWebBuilt) {
    const after = servers[0];
    results.web = await measureWeb(after.base, after.service).catch((e: Error) => ({ error: e.message }));
  }
  await workingDay?.close();
  for (const server of [...servers, ...(noCache ? [noCache] : [])]) await stopProcess(server.started);

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

await main();

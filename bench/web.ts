// npm run bench:web: Lighthouse (from npm) with Debian Chromium, default mobile profile (simulated slow 4G,
// 4× CPU slowdown), on /login (fresh) and the dashboard `/` (logged in as service@demo.test: the session cookie
// travels in Lighthouse's extraHeaders). Budget (DESIGN.md section 6): performance ≥ 90, accessibility 100.
// The server runs the built web app in a process of its own, on a fresh demo data dir (or DATABASE_URL as it
// is). Each page is measured BENCH_WEB_RUNS times (3); the run with the median performance score is reported.
// Simulated throttling replays the page's own CPU work 4× slower, so a busy machine inflates TBT and LCP: each run
// first waits for a quiet moment (1-minute load average at most BENCH_WEB_QUIET_LOAD, the number of CPUs by
// default; BENCH_WEB_QUIET_WAIT seconds at most, 180) and records the load and Lighthouse's benchmark index.
// Writes bench/results/web-<timestamp>.json, and each page's last full report to bench/.out/lighthouse-<page>.json
// (open it in the Lighthouse viewer). See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, serving, startProcess, stopProcess } from './processes.ts';

const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const quietLoad = Number(process.env.BENCH_WEB_QUIET_LOAD ?? os.cpus().length);
const quietWaitMs = Number(process.env.BENCH_WEB_QUIET_WAIT ?? 180) * 1000;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const databaseUrl = process.env.DATABASE_URL;
const budget = { performance: 90, accessibility: 100 };

type PageResult = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  speedIndexMs: number;
  /** What Lighthouse blames: failing performance audits with their estimated savings. */
  opportunities: { id: string; title: string; savingsMs?: number; display?: string }[];
  failedAccessibility: string[];
  /** Lighthouse's measure of the machine's speed at the time (higher is faster; ~2,000 here when idle). */
  benchmarkIndex: number;
  /** 1-minute load average when the run started, and whether it had come down to BENCH_WEB_QUIET_LOAD. */
  loadAverage: number;
  wasQuiet: boolean;
};

/** Waits (at most quietWaitMs) for the 1-minute load average to come down to quietLoad; answers whether it did. */
async function quietMoment(): Promise<boolean> {
  const until = Date.now() + quietWaitMs;
  let hasSaid = false;
  while (os.loadavg()[0] > quietLoad) {
    if (Date.now() >= until) return false;
    if (!hasSaid)
      console.error(`waiting for a quiet moment (load ${os.loadavg()[0].toFixed(1)} > ${quietLoad})…`);
    hasSaid = true;
    await new Promise((r) => setTimeout(r, 5000));
  }
  return true;
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'login', email, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`login ${email}: HTTP ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

const reportDir = path.join(root, 'bench/.out');

async function audit(
  name: string,
  url: string,
  port: number,
  headers?: Record<string, string>,
): Promise<PageResult> {
  const wasQuiet = await quietMoment();
  const loadAverage = os.loadavg()[0];
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: headers ?? null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The whole report of the last run of each page, for a look at what it blames (gitignored).
  await mkdir(reportDir, { recursive: true });
  await writeFile(path.join(reportDir, `lighthouse-${name}.json`), result.report as string);
  const a = lhr.audits;
  const num = (id: string) => Number(a[id]?.numericValue ?? Number.NaN);
  const perfRefs = lhr.categories.performance.auditRefs.map((r) => r.id);
  const opportunities = Object.values(a)
    .filter(
      (x) =>
        (perfRefs.includes(x.id) || x.details?.type === 'opportunity') &&
        x.score !== null &&
        x.score < 0.9 &&
        x.scoreDisplayMode !== 'informative' &&
        x.scoreDisplayMode !== 'notApplicable',
    )
    .map((x) => ({
      id: x.id,
      title: x.title,
      savingsMs: (x.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs,
      display: x.displayValue,
    }));
  const failedAccessibility = lhr.categories.accessibility.auditRefs
    .filter((r) => r.weight > 0 && a[r.id]?.score !== null && (a[r.id]?.score ?? 1) < 1)
    .map((r) => r.id);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    fcpMs: num('first-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    opportunities,
    failedAccessibility,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    loadAverage: Number(loadAverage.toFixed(1)),
    wasQuiet,
  };
}

async function main() {
  const startedAt = new Date();
  // BENCH_WEB_NO_BUILD=1 measures apps/web/dist as it is (a build made with other settings, say).
  if (process.env.BENCH_WEB_NO_BUILD !== '1') {
    const built = spawnSync(process.execPath, ['scripts/build-if-needed.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-bench-web-'));
  const server = await startProcess(
    ['apps/server/src/main.ts'],
    {
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED: databaseUrl ? 'none' : 'demo',
      NODE_ENV: 'production',
      // The demo accounts in a production-mode build, on purpose (a throwaway data dir): the explicit override.
      ALLOW_DEMO_SEED_IN_PRODUCTION: 'true',
    },
    serving,
  );
  const base = `http://localhost:${server.match[1]}`;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const pages: Record<string, { url: string; runs: PageResult[]; median: PageResult }> = {};
  try {
    const cookie = await login(base, 'service@demo.test');
    const targets = [
      { name: 'login', url: `${base}/login`, headers: undefined },
      { name: 'dashboard', url: `${base}/`, headers: { Cookie: cookie } },
    ];
    for (const t of targets) {
      const results: PageResult[] = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse now and then fails to record the trace (NO_NAVSTART) on a busy machine: once more.
        const r = await audit(t.name, t.url, chrome.port, t.headers).catch((e: Error) => {
          console.error(`${t.name} run ${i + 1}: ${e.message}; again`);
          return audit(t.name, t.url, chrome.port, t.headers);
        });
        results.push(r);
        console.error(
          `${t.name} run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
            `LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, FCP ${Math.round(r.fcpMs)} ms ` +
            `(load ${r.loadAverage}${r.wasQuiet ? '' : ', not quiet'}, benchmark index ${r.benchmarkIndex})`,
        );
      }
      const sorted = [...results].sort((x, y) => x.performance - y.performance);
      pages[t.name] = {
        url: new URL(t.url).pathname,
        runs: results,
        median: sorted[Math.floor(sorted.length / 2)],
      };
    }
  } finally {
    chrome.kill();
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }

  const results = {
    startedAt: startedAt.toISOString(),
    lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
    chromium: spawnSync(chromePath, ['--version']).stdout.toString().trim(),
    profile: 'default (mobile, simulated throttling: slow 4G, CPU 4× slower)',
    quiet: { load: quietLoad, waitSeconds: quietWaitMs / 1000 },
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
    budget,
    pages,
  };
  const outDir = path.join(root, 'bench/results');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `web-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nload average at start: ${results.machine.loadAverage.map((x) => x.toFixed(1)).join(' ')}`);
  console.log('page        performance  accessibility   LCP ms   TBT ms   FCP ms   verdict');
  for (const [name, p] of Object.entries(pages)) {
    const m = p.median;
    const isOk = m.performance >= budget.performance && m.accessibility >= budget.accessibility;
    console.log(
      `${p.url.padEnd(10)}  ${String(m.performance).padStart(11)}  ${String(m.accessibility).padStart(13)}  ` +
        `${String(Math.round(m.lcpMs)).padStart(7)}  ${String(Math.round(m.tbtMs)).padStart(7)}  ` +
        `${String(Math.round(m.fcpMs)).padStart(7)}   ${isOk ? 'ok' : 'OVER'}` +
        `  (runs: ${p.runs.map((r) => r.performance).join(', ')})`,
    );
    for (const o of m.opportunities)
      console.log(
        `    ${name}: ${o.id}${o.display ? ` (${o.display})` : ''}${o.savingsMs ? `, ~${Math.round(o.savingsMs)} ms` : ''}`,
      );
    if (m.failedAccessibility.length)
      console.log(`    ${name}: accessibility fails ${m.failedAccessibility.join(', ')}`);
  }
  console.log(`\nwritten: ${path.relative(root, file)}`);
}

await main();

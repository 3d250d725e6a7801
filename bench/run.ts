// npm run bench: measures DESIGN.md section 6 budgets as ratios against a bare Fastify route in the same run.
// PostgreSQL lane with DATABASE_URL (seed it first with `npm run seed:scale` for the full-size set), else embedded.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runLoad } from './load.ts';

const root = path.resolve(import.meta.dirname, '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(readyPattern);
      if (match) resolve({ child, match });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out.slice(-2000)}`)));
  });
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'login', email, password: 'demo1234' }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

async function webBudget() {
  const dist = path.join(root, 'apps/web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null);
  if (!html) return null;
  const entry = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const file of entry) bytes += gzipSync(await readFile(path.join(dist, file))).length;
  const chunks = (await readdir(path.join(dist, 'assets'))).filter((f) => f.endsWith('.js')).length;
  return { loginEntryGzipKB: bytes / 1024, jsChunks: chunks };
}

async function main() {
  const results: Record<string, unknown> = {};
  const baseline = await startProcess(['bench/baseline.ts'], {}, /READY (\d+)/);
  const bare = await runLoad(`http://127.0.0.1:${baseline.match[1]}/constant`, { connections, seconds });
  baseline.child.kill('SIGTERM');
  results.bare = bare;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  };
  if (!process.env.DATABASE_URL) env.SEED = 'demo';
  const first = await startProcess(['apps/server/src/main.ts'], env, /serving http:\/\/localhost:(\d+)/);
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));

  // Embedded start to first answer on an existing data dir.
  const t0 = performance.now();
  const server = await startProcess(
    ['apps/server/src/main.ts'],
    { ...env, SEED: 'none' },
    /serving http:\/\/localhost:(\d+)/,
  );
  const base = `http://127.0.0.1:${server.match[1]}`;
  await fetch(`${base}/api/health`);
  results.startToFirstAnswerMs = Math.round(performance.now() - t0);

  const cookie = await login(base, 'service@demo.test');
  const targets: Record<string, string> = {
    health: '/api/health',
    dashboard: '/api/dashboard',
    serialLookup: '/api/robots/sn/SN100001',
    rmaHistory: '/api/rma/requests?page=1&pageSize=10',
  };
  for (const [name, url] of Object.entries(targets)) {
    const probe = await fetch(base + url, { headers: { cookie } });
    if (probe.status === 404 && ((await probe.json()) as { code: number }).code === -1) continue; // not built yet
    const r = await runLoad(base + url, { connections, seconds, headers: { cookie } });
    results[name] = { ...r, ratioToBare: Number((r.rps / bare.rps).toFixed(3)), p95Budget50ms: r.p95 < 50 };
  }
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
  results.web = await webBudget();
  console.log(
    JSON.stringify(results, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v), 2),
  );
}

await main();

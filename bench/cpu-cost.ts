// CPU cost per request: a measure that holds on a busy machine, where throughput ratios do not. Starts the
// floor route and one server (CACHE as given), opens the working day's partner sessions, then for each
// group of the working-day mix (and the mix itself, and the floor) runs a short load and reads the CPU time
// the server process and every PostgreSQL process spent (/proc/<pid>/stat), divided by the answers.
// The ratio floor-cost / route-cost approximates the throughput ratio a quiet machine would show.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pp_bench node bench/cpu-cost.ts [group,...]
// CPU_COST_SECONDS (default 4), CPU_COST_CONNECTIONS (default 50), CACHE (default off), CPU_COST_PROFILE (a
// directory: the server writes a V8 CPU profile there when it stops).
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './load.ts';
import { mixRequests, mixShares } from './mix.ts';
import { logInAll, logOffAll, readWorkingDayData } from './partners.ts';
import { serving, startProcess, stopProcess } from './processes.ts';
import { writeRequestList } from './request-list.ts';
import { putCarts, readCarts } from './working-day.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench/cpu-cost.ts needs DATABASE_URL');
const seconds = Number(process.env.CPU_COST_SECONDS ?? 4);
const connections = Number(process.env.CPU_COST_CONNECTIONS ?? 50);
const ticksPerSecond = 100;

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of every postgres process (backends come and go; the pool's stay for the run). */
function postgresTicks(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return sum;
}

type Cost = { name: string; rps: number; nodeUs: number; pgUs: number; totalUs: number; errors: number };

async function measure(name: string, pid: number, job: Parameters<typeof runLoad>[0]): Promise<Cost> {
  const node0 = ticksOf(pid);
  const pg0 = postgresTicks();
  const r = await runLoad(job);
  const nodeTicks = ticksOf(pid) - node0;
  const pgTicks = postgresTicks() - pg0;
  // The warm-up run's answers count too: they spent CPU inside the window.
  const answers = r.issued || r.requests;
  const us = (t: number) => Math.round(((t / ticksPerSecond) * 1e6) / Math.max(1, answers));
  return {
    name,
    rps: Math.round(r.rps),
    nodeUs: us(nodeTicks),
    pgUs: us(pgTicks),
    totalUs: us(nodeTicks + pgTicks),
    errors: r.errors,
  };
}

const env = { DATABASE_URL: databaseUrl, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
const floor = await startProcess(['bench/floor.ts'], { ...env, PORT: '0' }, /READY (\d+)/);
const server = await startProcess(
  [
    '--max-semi-space-size=16',
    ...(process.env.CPU_COST_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_COST_PROFILE}`] : []),
    'apps/server/src/main.ts',
  ],
  { ...env, PORT: '0', CACHE: process.env.CACHE ?? 'off' },
  serving,
);
const base = `http://127.0.0.1:${server.match[1]}`;
const floorBase = `http://127.0.0.1:${floor.match[1]}`;
const dir = await mkdtemp(path.join(os.tmpdir(), 'pp-cpu-cost-'));
const data = await readWorkingDayData(databaseUrl, 200, 0);
const cookies = await logInAll(base, data.partners);
const sessions = data.partners.map((p) => cookies.get(p.userId) as string);
const all = mixRequests(data, 100_000);
// The mix adds cart lines: every session's cart is put back as it was at the end.
const carts = await readCarts(base, sessions);
const wanted = process.argv[2]?.split(',') ?? ['floor', 'mix', ...Object.keys(mixShares)];
const results: Cost[] = [];
try {
  for (const name of wanted) {
    if (name === 'floor') {
      results.push(
        await measure('floor', floor.child.pid as number, {
          origin: floorBase,
          paths: ['/floor'],
          connections,
          seconds,
          warmupSeconds: 1,
        }),
      );
      continue;
    }
    const requests = name === 'mix' ? all : all.filter((r) => r.g === name);
    const file = path.join(dir, `${name}.json`);
    await writeRequestList(file, { sessions, requests });
    results.push(
      await measure(name, server.child.pid as number, {
        origin: base,
        paths: [],
        requestsFile: file,
        connections,
        seconds,
        warmupSeconds: 1,
      }),
    );
  }
} finally {
  const failed = await putCarts(base, carts);
  if (failed) console.error(`${failed} carts not put back`);
  await logOffAll(base, sessions);
  await stopProcess(server);
  await stopProcess(floor);
  await rm(dir, { recursive: true, force: true });
}
const floorCost = results.find((r) => r.name === 'floor')?.totalUs;
console.log('target            rps   node µs   pg µs  total µs  floor/total  errors');
for (const r of results) {
  const ratio = floorCost ? (floorCost / r.totalUs).toFixed(2) : '-';
  console.log(
    `${r.name.padEnd(16)} ${String(r.rps).padStart(6)} ${String(r.nodeUs).padStart(8)} ${String(r.pgUs).padStart(7)} ${String(r.totalUs).padStart(9)} ${ratio.padStart(12)} ${String(r.errors).padStart(7)}`,
  );
}

// What the Prometheus metrics cost a request: the server's CPU time per GET /api/health answered, with
// METRICS=on and METRICS=off, two servers running at once on one database, the load alternating between
// them in short slices (on, off, off, on, …) so that whatever else the machine does weighs on both alike. Run:
//   DATABASE_URL=postgres://… node bench/metrics-cost.ts   (an empty database is migrated; no seed needed)
// BENCH_ROUNDS (default 10 slices of each), BENCH_SECONDS (default 2 per slice), BENCH_CONNECTIONS (default 50).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from './load.ts';
import { type Started, startProcess, stopProcess } from './processes.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serving = /serving http:\/\/localhost:(\d+)/;

/** User + system CPU seconds of a process so far (Linux /proc; clock ticks of 10 ms). */
function cpuSeconds(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Measured = { metrics: 'on' | 'off'; requests: number; errors: number; cpu: number };

/** Both servers run at once; the load alternates between them, so a busy machine weighs on both alike. */
async function startServer(metrics: 'on' | 'off', dataDir: string) {
  const started: Started = await startProcess(
    ['--max-semi-space-size=16', 'apps/server/src/main.ts'],
    { PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATA_DIR: dataDir, METRICS: metrics },
    serving,
  );
  return { metrics, started, origin: `http://127.0.0.1:${started.match[1]}` };
}

async function slice(
  server: Awaited<ReturnType<typeof startServer>>,
  secondsOfLoad: number,
): Promise<Measured> {
  const job = { origin: server.origin, paths: ['/api/health'], connections, warmupSeconds: 0 };
  const before = cpuSeconds(server.started.child.pid);
  const r = await runLoad({ ...job, seconds: secondsOfLoad });
  const cpu = cpuSeconds(server.started.child.pid) - before;
  return { metrics: server.metrics, requests: r.requests, errors: r.errors, cpu };
}

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is needed: both servers run at once on one database');
  process.exit(1);
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pp-metrics-cost-'));
const servers = [await startServer('on', dataDir), await startServer('off', dataDir)];
try {
  for (const server of servers) await slice(server, 2);
  const runs: Measured[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const server of i % 2 === 0 ? servers : [...servers].reverse()) {
      const run = await slice(server, seconds);
      runs.push(run);
      console.log(
        `metrics ${run.metrics}: ${run.requests} requests (${run.errors} errors), ` +
          `${run.cpu.toFixed(2)} s CPU, ${((run.cpu / run.requests) * 1e6).toFixed(1)} µs/request`,
      );
    }
  }
  const total = (m: 'on' | 'off') => {
    const of = runs.filter((r) => r.metrics === m);
    const cpu = of.reduce((a, r) => a + r.cpu, 0);
    const requests = of.reduce((a, r) => a + r.requests, 0);
    return { perRequest: (cpu / requests) * 1e6, perSecond: requests / (of.length * seconds) };
  };
  const on = total('on');
  const off = total('off');
  console.log(
    `CPU per request over all slices: on ${on.perRequest.toFixed(1)} µs, off ${off.perRequest.toFixed(1)} µs ` +
      `(${(((on.perRequest - off.perRequest) / off.perRequest) * 100).toFixed(1)}%); requests/s: on ` +
      `${on.perSecond.toFixed(0)}, off ${off.perSecond.toFixed(0)}`,
  );
} finally {
  for (const server of servers) await stopProcess(server.started);
  await rm(dataDir, { recursive: true, force: true });
}

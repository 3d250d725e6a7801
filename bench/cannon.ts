// The load generator, run by bench/load.ts in a process of its own (so the bench process and the server keep
// their own cores): autocannon against one origin, a warm-up run, then the measured run. Reads its job as JSON
// on stdin and writes its result as JSON on stdout.
// Percentiles: autocannon's own latency histogram gives p2.5/p50/p97.5/p99 but no p95, so every response time
// of the measured run (the 'response' event, in ms with sub-ms precision) is kept and the percentiles are
// computed from the sorted list; autocannon's p97.5 is reported beside them as a cross-check.
import autocannon from 'autocannon';

export type CannonJob = {
  origin: string;
  /** Paths to cycle through (one path = a fixed URL; several = rotating keys such as serials). */
  paths: string[];
  headers?: Record<string, string>;
  /** A JSON body: the requests are POSTs of it (a search the spec makes a POST); GETs without one. */
  body?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

export type CannonResult = {
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** autocannon's own figures, for comparison with the list above. */
  autocannon: { rpsMean: number; p50: number; p97_5: number; p99: number };
  bytesPerRequest: number;
};

type Instance = {
  on(event: 'response', fn: (c: unknown, status: number, bytes: number, ms: number) => void): void;
};
type Result = {
  requests: { mean: number; total: number };
  latency: { p50: number; p97_5: number; p99: number; max: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  '2xx': number;
};
type Run = (opts: Record<string, unknown>, cb: (err: Error | null, result: Result) => void) => Instance;

function run(job: CannonJob, seconds: number, onResponse?: (ms: number, status: number) => void) {
  let next = 0;
  const method = job.body === undefined ? 'GET' : 'POST';
  const withBody = job.body === undefined ? {} : { body: job.body };
  const requests =
    job.paths.length === 1
      ? [{ method, path: job.paths[0], ...withBody }]
      : [
          {
            method,
            ...withBody,
            setupRequest: (request: { path: string }) => {
              request.path = job.paths[next++ % job.paths.length];
              return request;
            },
          },
        ];
  return new Promise<Result>((resolve, reject) => {
    const instance = (autocannon as unknown as Run)(
      {
        url: job.origin,
        connections: job.connections,
        duration: seconds,
        headers: {
          ...(job.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...job.headers,
        },
        requests,
        // A slow target may take seconds to answer under load: count it as slow, not as an error.
        timeout: 30,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(ms, status));
  });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

const job = JSON.parse(await readStdin()) as CannonJob;
if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
let latencies = new Float64Array(1 << 16);
let count = 0;
const result = await run(job, job.seconds, (ms) => {
  if (count === latencies.length) {
    const bigger = new Float64Array(latencies.length * 2);
    bigger.set(latencies);
    latencies = bigger;
  }
  latencies[count++] = ms;
});
const sorted = latencies.subarray(0, count).sort();
const pct = (p: number) => (count === 0 ? 0 : sorted[Math.min(count - 1, Math.ceil(count * p) - 1)]);
const answer: CannonResult = {
  requests: count,
  errors: result.errors + result.non2xx,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  // Completed answers over the run's wall time (autocannon's mean is of its one-second samples).
  rps: count / (result.duration || job.seconds),
  p50: pct(0.5),
  p95: pct(0.95),
  p99: pct(0.99),
  max: count === 0 ? 0 : sorted[count - 1],
  autocannon: {
    rpsMean: result.requests.mean,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  },
  bytesPerRequest: count === 0 ? 0 : result.throughput.total / count,
};
process.stdout.write(JSON.stringify(answer));

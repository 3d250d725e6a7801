// The load generator, run by bench/load.ts in a process of its own (so the bench process and the server keep
// their own cores): autocannon against one origin, a warm-up run, then the measured run. Reads its job as JSON
// on stdin and writes its result as JSON on stdout.
// Percentiles: autocannon's own latency histogram gives p2.5/p50/p97.5/p99 but no p95, so every response time
// of the measured run (the 'response' event, in ms with sub-ms precision) is kept and the percentiles are
// computed from the sorted list; autocannon's p97.5 is reported beside them as a cross-check.
// Answers are checked: a non-2xx status is an error, and so is a 2xx whose envelope says `"status":false`.
// A job either cycles `paths` (one fixed request or rotating keys) or a generated list of requests
// (`requestsFile`, bench/request-list.ts), cycled by one index across every connection, warm-up included, so
// each request of the list is sent once before any is sent again.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { ListedRequest, RequestList } from './request-list.ts';

export type CannonJob = {
  origin: string;
  /** Paths to cycle through (one path = a fixed URL; several = rotating keys such as serials). */
  paths: string[];
  headers?: Record<string, string>;
  /** A JSON body: the requests are POSTs of it (a search the spec makes a POST); GETs without one. */
  body?: string;
  /** A JSON RequestList: each request its own method, path, session and body (`paths` is then ignored). */
  requestsFile?: string;
  /** The list index the first request takes (a first-read run continues where the previous one stopped). */
  startAt?: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

/** One group of a generated list's requests (serial lookups, cart lines, …) in the measured run. */
export type GroupFigures = { requests: number; errors: number; p50: number; p95: number };
export type ErrorSample = { group: string; method: string; path: string; status: number; body: string };

export type CannonResult = {
  requests: number;
  /** Connection errors, non-2xx answers and 2xx answers whose envelope says status false. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx answers with `"status":false` (counted in errors too). */
  refused: number;
  rps: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** autocannon's own figures, for comparison with the list above. */
  autocannon: { rpsMean: number; p50: number; p97_5: number; p99: number };
  bytesPerRequest: number;
  /** Requests built from the list (warm-up included) and the list's length: more built than listed = reused. */
  issued: number;
  listLength: number;
  groups: Record<string, GroupFigures>;
  /** The first few failed answers, to say what went wrong. */
  errorSamples: ErrorSample[];
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
type RequestData = { method: string; path: string; headers: Record<string, string>; body?: string };
type Context = { index?: number };

const job = JSON.parse(await readStdin()) as CannonJob;
const list: RequestList | undefined = job.requestsFile
  ? (JSON.parse(await readFile(job.requestsFile, 'utf8')) as RequestList)
  : undefined;
let next = job.startAt ?? 0;
let issued = 0;
/** The request whose answer was just checked: autocannon records the body, then emits 'response'. */
let answered: { group: string; isError: boolean } = { group: 'all', isError: false };
let isMeasuring = false;
let refused = 0;
const errorSamples: ErrorSample[] = [];

/** The listed request at the next index (wrapping at the end), as autocannon builds it. */
function listedRequest(data: RequestData, context: Context): RequestData {
  const items = (list as RequestList).requests;
  const index = next++ % items.length;
  issued++;
  context.index = index;
  const r: ListedRequest = items[index];
  const headers: Record<string, string> = { ...data.headers, cookie: (list as RequestList).sessions[r.s] };
  if (r.b !== undefined) headers['content-type'] = 'application/json';
  return { ...data, method: r.m, path: r.p, headers, ...(r.b === undefined ? {} : { body: r.b }) };
}

function checkAnswer(status: number, body: string, context: Context) {
  const r = list && context.index !== undefined ? list.requests[context.index] : undefined;
  const isRefused = status >= 200 && status < 300 && body.slice(0, 40).includes('"status":false');
  const isError = status < 200 || status >= 300 || isRefused;
  answered = { group: r?.g ?? 'all', isError };
  if (!isMeasuring || !isError) return;
  if (isRefused) refused++;
  if (errorSamples.length < 8) {
    errorSamples.push({
      group: answered.group,
      method: r?.m ?? (job.body === undefined ? 'GET' : 'POST'),
      path: r?.p ?? job.paths[0],
      status,
      body: body.slice(0, 300),
    });
  }
}

function requestsOf() {
  if (list) return [{ setupRequest: listedRequest, onResponse: checkAnswer }];
  const method = job.body === undefined ? 'GET' : 'POST';
  const withBody = job.body === undefined ? {} : { body: job.body };
  if (job.paths.length === 1) return [{ method, path: job.paths[0], ...withBody, onResponse: checkAnswer }];
  return [
    {
      method,
      ...withBody,
      setupRequest: (request: { path: string }) => {
        request.path = job.paths[next++ % job.paths.length];
        issued++;
        return request;
      },
      onResponse: checkAnswer,
    },
  ];
}

function run(seconds: number, onResponse?: (ms: number, status: number) => void) {
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
        requests: requestsOf(),
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

/** p-th percentile of a sorted list (0 when empty). */
const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

if (job.warmupSeconds > 0) await run(job.warmupSeconds);
isMeasuring = true;
let latencies = new Float64Array(1 << 16);
let count = 0;
const byGroup = new Map<string, { ms: number[]; errors: number }>();
const result = await run(job.seconds, (ms) => {
  if (count === latencies.length) {
    const bigger = new Float64Array(latencies.length * 2);
    bigger.set(latencies);
    latencies = bigger;
  }
  latencies[count++] = ms;
  let group = byGroup.get(answered.group);
  if (!group) {
    group = { ms: [], errors: 0 };
    byGroup.set(answered.group, group);
  }
  group.ms.push(ms);
  if (answered.isError) group.errors++;
});
const sorted = latencies.subarray(0, count).sort();
const groups: Record<string, GroupFigures> = {};
for (const [name, g] of byGroup) {
  const ms = Float64Array.from(g.ms).sort();
  groups[name] = {
    requests: ms.length,
    errors: g.errors,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
  };
}
const answer: CannonResult = {
  requests: count,
  errors: result.errors + result.non2xx + refused,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  refused,
  // Completed answers over the run's wall time (autocannon's mean is of its one-second samples).
  rps: count / (result.duration || job.seconds),
  p50: percentile(sorted, 0.5),
  p95: percentile(sorted, 0.95),
  p97_5: percentile(sorted, 0.975),
  p99: percentile(sorted, 0.99),
  max: count === 0 ? 0 : sorted[count - 1],
  autocannon: {
    rpsMean: result.requests.mean,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  },
  bytesPerRequest: count === 0 ? 0 : result.throughput.total / count,
  issued,
  listLength: list ? list.requests.length : job.paths.length,
  groups,
  errorSamples,
};
process.stdout.write(JSON.stringify(answer));

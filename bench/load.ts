// A small closed-loop load generator: `connections` concurrent clients for `seconds`, keep-alive (fetch).
export type LoadResult = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

/** `url` may be a function of the request number, to spread requests over many keys (serials, PNs). */
export async function runLoad(
  url: string | ((n: number) => string),
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const urlOf = typeof url === 'string' ? () => url : url;
  let sent = 0;
  let errors = 0;
  const endAt = performance.now() + options.seconds * 1000;
  async function client() {
    while (performance.now() < endAt) {
      const started = performance.now();
      try {
        const res = await fetch(urlOf(sent++), {
          method: options.method ?? 'GET',
          headers: options.headers,
          body: options.body,
        });
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p95: pct(0.95),
    p99: pct(0.99),
  };
}

/**
 * What `GET /metrics` shows (plugins/metrics.ts), kept as plain numbers so that counting costs an increment
 * on the hot path and nothing is imported at start: prom-client is loaded by the first scrape, which turns
 * these numbers into its registry and text format.
 *
 * - the caches' hits and misses are counted by their one machinery (lib/value-cache.ts `cacheStats`) and read
 *   by each scrape (plugins/metrics.ts).
 * - `invalidationStats`: messages heard by the LISTEN connection, and its gaps (lib/invalidation.ts).
 * - `defineCounter` / `defineGauge`: a metric of another part of the server (the job queue: depth and
 *   failures per kind), declared once at module level and shown by every scrape.
 */
export type Labels = Record<string, string>;

/** One sample as prom-client's registry formats it (`metricName` for a histogram's _bucket/_sum/_count). */
export type Sample = { labels: Labels; value: number; metricName?: string };

export type MetricDefinition = {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  /** The samples now (called by each scrape). */
  samples: () => Sample[];
};

const definitions = new Map<string, MetricDefinition>();

/** Adds a metric to what every scrape shows; a name is declared once per process. */
export function defineMetric(definition: MetricDefinition): MetricDefinition {
  if (definitions.has(definition.name)) throw new Error(`metric ${definition.name} is declared twice`);
  definitions.set(definition.name, definition);
  return definition;
}

/** The process-wide metrics (each app adds its own per-instance ones: plugins/metrics.ts). */
export function processMetrics(): MetricDefinition[] {
  return [...definitions.values()];
}

function labelKey(labels: Labels): string {
  return JSON.stringify(Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export type CounterHandle = {
  /** Adds `by` (default 1) to the series of `labels`. */
  inc(labels?: Labels, by?: number): void;
};

/**
 * A counter for code outside this file (the job queue: failures per kind):
 *
 *   const jobFailures = defineCounter('pp_jobs_failed_total', 'Jobs that failed, per kind', ['kind']);
 *   jobFailures.inc({ kind: 'export' });
 */
export function defineCounter(name: string, help: string, labelNames: string[] = []): CounterHandle {
  const series = new Map<string, Sample>();
  defineMetric({ name, help, type: 'counter', samples: () => [...series.values()] });
  return {
    inc(labels = {}, by = 1) {
      checkLabels(name, labelNames, labels);
      const key = labelKey(labels);
      const sample = series.get(key);
      if (sample) sample.value += by;
      else series.set(key, { labels: { ...labels }, value: by });
    },
  };
}

export type GaugeHandle = {
  /** Sets the series of `labels` to `value`. */
  set(labels: Labels, value: number): void;
};

/**
 * A gauge for code outside this file. Either set from the code (`set`), or read at each scrape by `collect`
 * (the job queue's depth per kind and state, counted when Prometheus asks):
 *
 *   defineGauge('pp_jobs_queued', 'Jobs waiting, per kind', ['kind'], async () => depthPerKind());
 */
export function defineGauge(
  name: string,
  help: string,
  labelNames: string[] = [],
  collect?: () => Sample[] | Promise<Sample[]>,
): GaugeHandle {
  const series = new Map<string, Sample>();
  const definition = defineMetric({ name, help, type: 'gauge', samples: () => [...series.values()] });
  if (collect) collectors.set(definition, collect);
  return {
    set(labels, value) {
      checkLabels(name, labelNames, labels);
      series.set(labelKey(labels), { labels: { ...labels }, value });
    },
  };
}

/** Gauges read at scrape time: their samples replace the set ones. */
const collectors = new Map<MetricDefinition, () => Sample[] | Promise<Sample[]>>();

/** Runs the gauges' `collect` functions (each scrape, before formatting). */
export async function collectProcessMetrics(): Promise<MetricDefinition[]> {
  const out: MetricDefinition[] = [];
  for (const definition of definitions.values()) {
    const collect = collectors.get(definition);
    if (!collect) {
      out.push(definition);
      continue;
    }
    const samples = await collect();
    out.push({ ...definition, samples: () => samples });
  }
  return out;
}

function checkLabels(name: string, labelNames: string[], labels: Labels) {
  for (const key of Object.keys(labels)) {
    if (!labelNames.includes(key)) throw new Error(`metric ${name} has no label ${key}`);
  }
}

/** The invalidation listener's counters (lib/invalidation.ts). */
export const invalidationStats = { received: 0, gaps: 0 };

defineMetric({
  name: 'pp_invalidation_messages_received_total',
  help: 'Cache invalidation messages heard by the LISTEN connection (other instances and this one, after commit)',
  type: 'counter',
  samples: () => [{ labels: {}, value: invalidationStats.received }],
});
defineMetric({
  name: 'pp_invalidation_listener_gaps_total',
  help: 'Times the LISTEN connection was lost or went silent (every cache flushed)',
  type: 'counter',
  samples: () => [{ labels: {}, value: invalidationStats.gaps }],
});

// Per-cache hit rates of a working-day run: the server's GET /metrics read before and after the load
// (`pp_cache_hits_total` / `pp_cache_misses_total` per cache), the difference written into the row's notes.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export type CacheCounts = Map<string, { hits: number; misses: number }>;

/** Each cache's hit and miss counters in a Prometheus text answer. */
export function cacheCountsOf(text: string): CacheCounts {
  const counts: CacheCounts = new Map();
  for (const family of parsePrometheusTextFormat(text)) {
    const field =
      family.name === 'pp_cache_hits_total'
        ? 'hits'
        : family.name === 'pp_cache_misses_total'
          ? 'misses'
          : null;
    if (!field) continue;
    for (const sample of family.metrics) {
      const cache = sample.labels?.cache;
      if (!cache) continue;
      const entry = counts.get(cache) ?? { hits: 0, misses: 0 };
      entry[field] = Number(sample.value);
      counts.set(cache, entry);
    }
  }
  return counts;
}

/**
 * One note of the caches read between two readings, busiest first: `cache hit rates: robot-by-sn 62% of
 * 41,200, session-actor 100% of 45,000, …`. Caches not read in between are left out; none read: no note.
 */
export function cacheRateNotes(before: CacheCounts, after: CacheCounts): string[] {
  const rates: { cache: string; reads: number; rate: number }[] = [];
  for (const [cache, now] of after) {
    const then = before.get(cache) ?? { hits: 0, misses: 0 };
    const hits = now.hits - then.hits;
    const reads = hits + now.misses - then.misses;
    if (reads > 0) rates.push({ cache, reads, rate: hits / reads });
  }
  if (rates.length === 0) return [];
  rates.sort((a, b) => b.reads - a.reads || (a.cache < b.cache ? -1 : 1));
  const parts = rates.map(
    (r) => `${r.cache} ${Math.round(r.rate * 100)}% of ${r.reads.toLocaleString('en')}`,
  );
  return [`cache hit rates: ${parts.join(', ')}`];
}

/** The caches' counters of the server at `base` now; null when it has no /metrics (an older server). */
export async function readCacheCounts(base: string): Promise<CacheCounts | null> {
  const token = process.env.METRICS_TOKEN;
  try {
    const res = await fetch(`${base}/metrics`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) return null;
    return cacheCountsOf(await res.text());
  } catch {
    return null;
  }
}

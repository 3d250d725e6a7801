import { describe, expect, it } from 'vitest';
import { cacheCountsOf, cacheRateNotes } from './cache-rates.ts';

const scrape = (robot: [number, number], session: [number, number]) => `# HELP pp_cache_hits_total Hits
# TYPE pp_cache_hits_total counter
pp_cache_hits_total{cache="robot-by-sn"} ${robot[0]}
pp_cache_hits_total{cache="session"} ${session[0]}
pp_cache_hits_total{cache="carts"} 7

# HELP pp_cache_misses_total Misses
# TYPE pp_cache_misses_total counter
pp_cache_misses_total{cache="robot-by-sn"} ${robot[1]}
pp_cache_misses_total{cache="session"} ${session[1]}
pp_cache_misses_total{cache="carts"} 3

# HELP pp_http_requests_total Requests
# TYPE pp_http_requests_total counter
pp_http_requests_total{method="GET",route="/api/health",status_code="200"} 12
`;

describe('bench cache hit rates', () => {
  it('reads each cache hits and misses from a Prometheus text answer', () => {
    const counts = cacheCountsOf(scrape([10, 5], [100, 1]));
    expect(counts.get('robot-by-sn')).toEqual({ hits: 10, misses: 5 });
    expect(counts.get('session')).toEqual({ hits: 100, misses: 1 });
    expect(counts.has('pp_http_requests_total')).toBe(false);
  });

  it('notes the hit rate of each cache read during the run, busiest first, idle caches left out', () => {
    const before = cacheCountsOf(scrape([10, 5], [100, 1]));
    const after = cacheCountsOf(scrape([1_210, 805], [3_099, 2]));
    expect(cacheRateNotes(before, after)).toEqual([
      'cache hit rates: session 100% of 3,000, robot-by-sn 60% of 2,000',
    ]);
  });

  it('has no note when no cache was read', () => {
    const same = cacheCountsOf(scrape([1, 1], [1, 1]));
    expect(cacheRateNotes(same, same)).toEqual([]);
  });
});

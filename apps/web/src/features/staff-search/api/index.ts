import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const staffSearchKeys = { hits: (q: string) => ['staffSearch', q] as const };

/** GET /search?q: the hits of one search text (kept 30 s: typing back to a text shows it at once). */
export const staffSearchQuery = (q: string) =>
  queryOptions({
    queryKey: staffSearchKeys.hits(q),
    queryFn: ({ signal }) => api.get('/search', { query: { q }, signal }),
    staleTime: 30_000,
  });

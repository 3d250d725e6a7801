import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

function shouldRetry(failureCount: number, error: unknown) {
  // A 4xx answer (not logged in, not found, refused) will not change on a retry.
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * After a write whose answer the cache now holds (under `kept`): marks the other queries under `root` stale
 * (the lists that show the written object), never the written object itself, whose refetch could reach an
 * instance the write has not reached yet and show the old value.
 */
export function refreshRelated(client: QueryClient, root: readonly unknown[], kept: readonly unknown[]) {
  const keptHash = JSON.stringify(kept);
  return client.invalidateQueries({
    queryKey: root,
    predicate: (query) => JSON.stringify(query.queryKey) !== keptHash,
  });
}

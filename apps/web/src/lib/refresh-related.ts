// After a write: which cached queries to mark stale. A module of its own, loaded by the screens that write
// (the login's boot chunk does not carry it).
import type { QueryClient } from '@tanstack/react-query';

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

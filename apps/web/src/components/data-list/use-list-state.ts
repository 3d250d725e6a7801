import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { type ListSort, noSort, readSort, storeSort } from './list-sort';
import { readStoredPage, storePage } from './use-keyset-cursors';

/** What the reader chose on a list: its page, its filter (debounced for server lists) and its sort. */
export type ListState = ReturnType<typeof useListState>;

export function useListState(options: {
  isLocal: boolean;
  storeColumnsKey: string;
  defaultSort?: ListSort;
  pageStoreKey?: string;
  params?: Record<string, unknown>;
}) {
  const { isLocal, storeColumnsKey, pageStoreKey } = options;
  const [page, setPage] = useState(() => readStoredPage(pageStoreKey));
  useEffect(() => storePage(pageStoreKey, page), [pageStoreKey, page]);
  const [filter, setFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(filter, isLocal ? 0 : 300);
  const [sort, setSort] = useState<ListSort>(() => readSort(storeColumnsKey, options.defaultSort ?? noSort));
  const paramsKey = JSON.stringify(options.params ?? {});

  // A new filter or screen filter starts again at page 1 (not the first render: a remembered page stays).
  // Set during render, not in an effect, so the query never goes out with the new filter and the old page.
  const resetKey = `${debouncedFilter}|${paramsKey}`;
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (lastResetKey !== resetKey) {
    setLastResetKey(resetKey);
    if (page !== 1) setPage(1);
  }

  const onSort = <T>(status: DataTableSortStatus<T>) => {
    const columnAccessor = String(status.columnAccessor);
    // A newly chosen column starts ascending; the same column toggles.
    const direction = columnAccessor === sort.columnAccessor ? status.direction : 'asc';
    const next: ListSort = { columnAccessor, direction };
    setSort(next);
    setPage(1);
    if (!isLocal) storeSort(storeColumnsKey, next);
  };

  return { page, setPage, filter, setFilter, debouncedFilter, sort, onSort, paramsKey };
}

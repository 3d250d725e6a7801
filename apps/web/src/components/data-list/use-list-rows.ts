import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ListPath } from '../../lib/api-client';
import { getListPage } from '../../lib/api-lists';
import type { DataListProps, KeysetAnswer } from './data-list-types';
import { listQueryString, sortParam } from './list-query';
import { localPage } from './local-page';
import { useKeysetCursors } from './use-keyset-cursors';
import type { ListState } from './use-list-state';

/** The rows of the page shown: asked of the server (`endpoint`) or cut from the local `records`. */
export function useListRows<T extends Record<string, unknown>>(
  props: DataListProps<T>,
  state: ListState,
  pageSize: number,
) {
  const isLocal = props.records !== undefined;
  const { page, sort, debouncedFilter, paramsKey } = state;
  // Keyset lists answer nextCursor: the page after one shown is asked for with `after` (use-keyset-cursors.ts).
  const cursors = useKeysetCursors(`${sortParam(sort)}|${debouncedFilter.trim()}|${paramsKey}|${pageSize}`);
  const query = listQueryString(
    { page, pageSize, sort: sortParam(sort), filter: debouncedFilter },
    { ...props.params, after: cursors.afterFor(page) },
  );
  const server = useQuery({
    queryKey: [...(props.queryKey ?? []), query],
    // The endpoint's type admits only lists whose rows are T's, so its page is a KeysetAnswer<T>.
    queryFn: ({ signal }) =>
      getListPage(props.endpoint as ListPath, props.endpointPath, query, signal) as Promise<KeysetAnswer<T>>,
    placeholderData: keepPreviousData,
    enabled: !isLocal,
  });
  const shownAnswer = server.data && !server.isPlaceholderData ? server.data : undefined;
  if (shownAnswer) cursors.remember(page, shownAnswer.nextCursor);
  const { onPage } = props;
  useEffect(() => onPage?.(shownAnswer), [onPage, shownAnswer]);
  const accessorsKey = props.columns.map((c) => String(c.accessor)).join(',');
  const local = useMemo(
    () =>
      props.records
        ? localPage(props.records, accessorsKey.split(','), { filter: debouncedFilter, sort, page, pageSize })
        : undefined,
    [props.records, debouncedFilter, sort, page, pageSize, accessorsKey],
  );
  return {
    data: local ?? server.data,
    /** The server's answer (its capped total and cursor), undefined for local rows. */
    serverAnswer: isLocal ? undefined : server.data,
    isFetching: isLocal ? (props.fetching ?? false) : server.isFetching,
  };
}

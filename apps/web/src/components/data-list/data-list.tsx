import 'mantine-datatable/styles.css';
import type { Paged } from '@poolside/contract/envelope';
import { ActionIcon, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type DataTableColumn,
  DataTable,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
  useDataTableColumns,
} from 'mantine-datatable';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPath, ListPathOf } from '../../lib/api-client';
import { getListPage } from '../../lib/api-lists';
import { ColumnChooser } from './column-chooser';
import { type ColumnPriority, columnsHiddenForWidth, isEssentialAccessor } from './column-fit';
import { ExportButton } from './export-button';
import { localPage } from './local-page';
import { listQueryString, sortParam } from './list-query';
import { type ListSort as Sort, noSort, readSort, storeSort } from './list-sort';
import { pagerTotal, readStoredPage, storePage, useKeysetCursors } from './use-keyset-cursors';
import { useSortIconWords } from './use-sort-icon-words';

export { localPage } from './local-page';

/** A server page: {rows, total} and, from keyset lists, whether total is capped and the next page's cursor. */
export type KeysetAnswer<T> = Paged<T> & { totalCapped?: boolean; nextCursor?: string | null };

/**
 * A column of the shared list: a mantine-datatable column with a priority (column-fit.ts): when the
 * list is narrower than its columns, priority 5 hides first, then 4, 3, 2; 1 (and `status`, `actions`)
 * never hides. Hidden values show under the row with the row's "more" button.
 */
export type DataListColumn<T> = DataTableColumn<T> & {
  priority?: ColumnPriority;
  /** The width the column needs (px) when its `width` is not a number; 140 by default. */
  fitWidth?: number;
};

type Source<T> =
  | {
      /** The API path of the paged list, without /api (answers {rows, total}); its rows must be T's. */
      endpoint: ListPathOf<T>;
      /** The values of the path's `{name}` parts (a list under one object). */
      endpointPath?: Record<string, string | number>;
      queryKey: readonly unknown[];
      records?: never;
    }
  | {
      /** The rows, already loaded (a detail's lines, a search answer): sorted, filtered and paged here. */
      records: T[];
      endpoint?: never;
      endpointPath?: never;
      queryKey?: never;
      /** Loading state of the rows. */
      fetching?: boolean;
    };

export type DataListProps<T> = Source<T> & {
  columns: DataListColumn<T>[];
  /** The key of the list's column choice (local storage) and of its sort (session storage). */
  storeColumnsKey: string;
  caption: string;
  filterLabel?: string;
  emptyText?: string;
  /** The first sort (server lists always sort; local rows keep their order without one). */
  defaultSort?: Sort;
  /** Shows the filter box (default: server lists yes, local rows no). */
  withFilter?: boolean;
  pageSize?: number;
  params?: Record<string, string | number | boolean | undefined>;
  onRowClick?: (record: T) => void;
  /** A report name: shows the export menu (Excel or PDF) for the same filter. */
  exportReport?: string;
  idAccessor?: keyof T & string;
  /** Row selection (checkbox column) when both are given. */
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  /** Nested rows under a row (mantine-datatable row expansion). */
  rowExpansion?: DataTableRowExpansionProps<T>;
  /** Extra controls beside the filter (the screen's own filters). */
  toolbar?: ReactNode;
  /** Remembers the page for the session under this key (the admin history's "the chosen page is remembered"). */
  pageStoreKey?: string;
  /** Called with each server page once shown (undefined while the next one loads). */
  onPage?: (answer: KeysetAnswer<T> | undefined) => void;
  /** Row attributes (e.g. an aria-label per row). */
  rowAttributes?: (record: T) => Record<string, string | number | undefined>;
};

/**
 * The one list of the web app (mantine-datatable): server-paged (`endpoint`) or local rows (`records`),
 * sortable, filterable, with a column chooser, column priorities for narrow screens and an optional
 * Excel export.
 */
export function DataList<T extends Record<string, unknown>>(props: DataListProps<T>) {
  // A new key is another list (a statistics screen switching its report type): its column order, choice,
  // widths, sort and page start from its own store. Kept mounted, the column store's effects would write
  // the previous list's order into the new key.
  return <KeyedDataList<T> key={props.storeColumnsKey} {...props} />;
}

function KeyedDataList<T extends Record<string, unknown>>(props: DataListProps<T>) {
  const { t } = useTranslation('common');
  const isLocal = props.records !== undefined;
  const pageSize = props.pageSize ?? (isLocal ? 50 : 10);
  const withFilter = props.withFilter ?? !isLocal;
  const [page, setPage] = useState(() => readStoredPage(props.pageStoreKey));
  const { pageStoreKey } = props;
  useEffect(() => storePage(pageStoreKey, page), [pageStoreKey, page]);
  const [filter, setFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(filter, isLocal ? 0 : 300);
  const [sort, setSort] = useState<Sort>(() => readSort(props.storeColumnsKey, props.defaultSort ?? noSort));
  const paramsKey = JSON.stringify(props.params ?? {});
  const [expandedIds, setExpandedIds] = useState<unknown[]>([]);
  const { ref: sizeRef, width } = useElementSize();

  // A new filter or screen filter starts again at page 1 (not the first render: a remembered page stays).
  // Set during render, not in an effect, so the query never goes out with the new filter and the old page.
  const resetKey = `${debouncedFilter}|${paramsKey}`;
  const [lastResetKey, setLastResetKey] = useState(resetKey);
  if (lastResetKey !== resetKey) {
    setLastResetKey(resetKey);
    if (page !== 1) setPage(1);
  }

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
  const data = local ?? server.data;
  const isFetching = isLocal ? (props.fetching ?? false) : server.isFetching;

  const columnsKey = `poolside.columns.${props.storeColumnsKey}`;
  const { effectiveColumns, columnsToggle, setColumnsToggle } = useDataTableColumns<T>({
    key: columnsKey,
    // Every titled column can be hidden unless the screen says toggleable: false.
    columns: props.columns.map((c) => ({ toggleable: true, ...c })),
  });
  const titleOf = (accessor: string) => {
    const column = props.columns.find((c) => c.accessor === accessor);
    return typeof column?.title === 'string' ? column.title : accessor;
  };
  const choosable = columnsToggle.filter((c) => c.toggleable && titleOf(c.accessor).trim() !== '');
  const toggleColumn = (accessor: string, isShown: boolean) => {
    const shownCount = columnsToggle.filter((c) => c.toggled).length;
    if (!isShown && shownCount <= 1) return; // keep at least one column
    setColumnsToggle(columnsToggle.map((c) => (c.accessor === accessor ? { ...c, toggled: isShown } : c)));
  };

  const onSort = (status: DataTableSortStatus<T>) => {
    const columnAccessor = String(status.columnAccessor);
    // A newly chosen column starts ascending; the same column toggles.
    const direction = columnAccessor === sort.columnAccessor ? status.direction : 'asc';
    const next: Sort = { columnAccessor, direction };
    setSort(next);
    setPage(1);
    if (!isLocal) storeSort(props.storeColumnsKey, next);
  };

  // Column priorities: what the user chose, less what does not fit the list's width.
  const chosen = effectiveColumns as DataListColumn<T>[];
  // Widths and priorities as the screen wrote them (the column store may rewrite widths).
  const written = new Map(props.columns.map((c) => [String(c.accessor), c]));
  const hiddenForWidth = columnsHiddenForWidth(
    chosen.map((c) => {
      const w = written.get(String(c.accessor));
      return { accessor: String(c.accessor), priority: w?.priority, fitWidth: w?.fitWidth, width: w?.width };
    }),
    // The "more" button's column takes its place too.
    width - 48,
  );
  const shown = chosen.filter((c) => !hiddenForWidth.has(String(c.accessor)));
  const squeezed = chosen.filter((c) => hiddenForWidth.has(String(c.accessor)));
  const idOf = (record: T) => record[(props.idAccessor ?? 'id') as keyof T];
  // The "more" button controls the row's other columns (aria-controls), shown under the row.
  const moreIdPrefix = useId();
  const moreIdOf = (index: number) => `${moreIdPrefix}-more-${index}`;
  const moreColumn: DataListColumn<T> = {
    accessor: '__more',
    title: '',
    width: 40,
    render: (record, index) => {
      const isOpen = expandedIds.includes(idOf(record));
      return (
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={isOpen ? moreIdOf(index) : undefined}
          aria-label={isOpen ? t('list.less') : t('list.more')}
          onClick={(event) => {
            event.stopPropagation();
            const id = idOf(record);
            setExpandedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
          }}
        >
          {isOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        </ActionIcon>
      );
    },
  };
  const squeezedExpansion: DataTableRowExpansionProps<T> | undefined =
    squeezed.length > 0 && !props.rowExpansion
      ? {
          trigger: 'never',
          allowMultiple: true,
          expanded: { recordIds: expandedIds, onRecordIdsChange: setExpandedIds },
          content: ({ record, index }) => (
            <SimpleGrid
              id={moreIdOf(index)}
              cols={{ base: 1, xs: 2 }}
              spacing="xs"
              verticalSpacing={4}
              p="xs"
            >
              {squeezed.map((c) => (
                <div key={String(c.accessor)}>
                  <Text size="xs" c="dimmed">
                    {typeof c.title === 'string' ? c.title : String(c.accessor)}
                  </Text>
                  <Text size="sm" component="div">
                    {c.render ? c.render(record, index) : String(record[c.accessor as keyof T] ?? '')}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          ),
        }
      : undefined;
  const tableColumns = squeezedExpansion ? [moreColumn, ...shown] : shown;
  // Local rows that fit one page show no pager (the DataTable pages when `page` is given).
  const paging = (isLocal && (data?.total ?? 0) <= pageSize
    ? {}
    : {
        totalRecords: isLocal ? (data?.total ?? 0) : pagerTotal(server.data, page, pageSize),
        recordsPerPage: pageSize,
        page,
        onPageChange: setPage,
        paginationWithEdges: true,
        // A capped count (a free-text search over a big list) is a lower bound: "1–35 of 10,000+".
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          !isLocal && server.data?.totalCapped
            ? t('list.rangeCapped', { from, to, total: server.data.total })
            : t('list.range', { from, to, total: totalRecords }),
        getPaginationControlProps: (control: string) => ({ 'aria-label': t(`list.page.${control}`) }),
      }) as unknown as {
    totalRecords: number;
    recordsPerPage: number;
    page: number;
    onPageChange: (p: number) => void;
  };

  // The sort icons in the reader's words (use-sort-icon-words.ts).
  const table = useRef<HTMLTableElement | null>(null);
  useSortIconWords(table);

  return (
    <Stack gap="sm" ref={sizeRef}>
      <Group justify={withFilter ? 'space-between' : 'flex-end'}>
        {withFilter && (
          <TextInput
            aria-label={props.filterLabel ?? t('list.filter')}
            placeholder={props.filterLabel ?? t('list.filter')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        )}
        <Group gap="xs">
          {props.toolbar}
          <ColumnChooser columns={choosable} titleOf={titleOf} onToggle={toggleColumn} />
          {props.exportReport && (
            <ExportButton
              report={props.exportReport}
              params={() => ({ filter: debouncedFilter.trim() || undefined, ...props.params })}
            />
          )}
        </Group>
      </Group>
      <DataTable<T>
        aria-label={props.caption}
        tableRef={(element: HTMLTableElement | null) => {
          table.current = element;
        }}
        withTableBorder
        striped
        highlightOnHover={Boolean(props.onRowClick)}
        minHeight={180}
        fetching={isFetching}
        idAccessor={props.idAccessor ?? 'id'}
        records={data?.rows ?? []}
        {...paging}
        sortStatus={sort as DataTableSortStatus<T>}
        onSortStatusChange={onSort}
        noRecordsText={props.emptyText ?? t('list.empty')}
        onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
        // The Columns menu above chooses them; the table itself shows no per-header hide buttons.
        // A status or actions column is drawn as wide as its content in the language shown (its numeric width
        // only counts for the fit): a fixed width set from the English words cut "En traitement" or "Ajouter".
        columns={tableColumns.map(({ priority: _p, fitWidth: _w, ...c }) => ({
          ...c,
          ...(isEssentialAccessor(String(c.accessor)) ? { width: 'auto' } : {}),
          toggleable: false,
        }))}
        selectedRecords={props.selectedRecords}
        onSelectedRecordsChange={props.onSelectedRecordsChange}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t('list.selectAll') }}
        getRecordSelectionCheckboxProps={(_record, index) => ({
          'aria-label': t('list.selectRow', { index: index + 1 }),
        })}
        // The row's status or actions stay on screen even when the table scrolls sideways.
        pinLastColumn={['actions', 'status'].includes(String(tableColumns.at(-1)?.accessor))}
        rowExpansion={props.rowExpansion ?? squeezedExpansion}
        customRowAttributes={props.rowAttributes}
      />
    </Stack>
  );
}

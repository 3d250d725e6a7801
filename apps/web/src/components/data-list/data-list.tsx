import 'mantine-datatable/styles.css';
import type { Paged } from '@poolside/contract/envelope';
import { Button, Checkbox, Group, Menu, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconColumns, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type DataTableColumn,
  DataTable,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
  useDataTableColumns,
} from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { ExportButton } from './export-button';
import { listQueryString, sortParam } from './list-query';

type Sort = { columnAccessor: string; direction: 'asc' | 'desc' };

export type DataListProps<T> = {
  /** The API path of the paged list, without /api (answers {rows, total}). */
  endpoint: string;
  queryKey: readonly unknown[];
  columns: DataTableColumn<T>[];
  /** The key of the list's column choice (local storage) and of its sort (session storage). */
  storeColumnsKey: string;
  caption: string;
  filterLabel?: string;
  emptyText?: string;
  defaultSort: Sort;
  pageSize?: number;
  params?: Record<string, string | number | boolean | undefined>;
  onRowClick?: (record: T) => void;
  /** A report name: shows "Export to Excel" for the same filter. */
  exportReport?: string;
  idAccessor?: keyof T & string;
  /** Row selection (checkbox column) when both are given. */
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
  /** Nested rows under a row (mantine-datatable row expansion). */
  rowExpansion?: DataTableRowExpansionProps<T>;
  /** Extra controls beside the filter (the screen's own filters). */
  toolbar?: React.ReactNode;
};

function readSort(key: string, fallback: Sort): Sort {
  try {
    const raw = window.sessionStorage.getItem(`poolside.sort.${key}`);
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as Sort;
    return typeof parsed.columnAccessor === 'string' &&
      (parsed.direction === 'asc' || parsed.direction === 'desc')
      ? parsed
      : fallback;
  } catch {
    return fallback;
  }
}

/** A server-paged, sortable, filterable list (DataTable) with an optional Excel export. */
export function DataList<T extends Record<string, unknown>>(props: DataListProps<T>) {
  const { t } = useTranslation('common');
  const pageSize = props.pageSize ?? 10;
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(filter, 300);
  const [sort, setSort] = useState<Sort>(() => readSort(props.storeColumnsKey, props.defaultSort));
  const paramsKey = JSON.stringify(props.params ?? {});

  // A new filter or screen filter starts again at page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: paramsKey stands for params
  useEffect(() => setPage(1), [debouncedFilter, paramsKey]);

  const query = listQueryString(
    { page, pageSize, sort: sortParam(sort), filter: debouncedFilter },
    props.params,
  );
  const { data, isFetching } = useQuery({
    queryKey: [...props.queryKey, query],
    queryFn: ({ signal }) => api.get<Paged<T>>(`${props.endpoint}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

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
    const next = { columnAccessor: String(status.columnAccessor), direction: status.direction };
    setSort(next);
    setPage(1);
    try {
      window.sessionStorage.setItem(`poolside.sort.${props.storeColumnsKey}`, JSON.stringify(next));
    } catch {
      // Storage unavailable: the sort lasts for this page only.
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          aria-label={props.filterLabel ?? t('list.filter')}
          placeholder={props.filterLabel ?? t('list.filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={280}
        />
        <Group gap="xs">
          {props.toolbar}
          {choosable.length > 1 && (
            <Menu closeOnItemClick={false} position="bottom-end">
              <Menu.Target>
                <Button variant="default" leftSection={<IconColumns size={18} aria-hidden />}>
                  {t('list.columns')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {choosable.map((c) => (
                  <Menu.Item key={c.accessor} component="div">
                    <Checkbox
                      label={titleOf(c.accessor)}
                      checked={c.toggled}
                      onChange={(event) => toggleColumn(c.accessor, event.currentTarget.checked)}
                    />
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
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
        withTableBorder
        striped
        highlightOnHover={Boolean(props.onRowClick)}
        minHeight={180}
        fetching={isFetching}
        idAccessor={props.idAccessor ?? 'id'}
        records={data?.rows ?? []}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        sortStatus={sort as DataTableSortStatus<T>}
        onSortStatusChange={onSort}
        noRecordsText={props.emptyText ?? t('list.empty')}
        paginationText={({ from, to, totalRecords }) => t('list.range', { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
        onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
        // The Columns menu above chooses them; the table itself shows no per-header hide buttons.
        columns={effectiveColumns.map((c) => ({ ...c, toggleable: false }))}
        paginationWithEdges
        selectedRecords={props.selectedRecords}
        onSelectedRecordsChange={props.onSelectedRecordsChange}
        rowExpansion={props.rowExpansion}
      />
    </Stack>
  );
}

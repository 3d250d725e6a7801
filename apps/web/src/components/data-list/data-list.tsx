import 'mantine-datatable/styles.css';
import { Stack } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DataListTable } from './data-list-table';
import type { DataListProps } from './data-list-types';
import { listPaging } from './list-paging';
import { ListToolbar } from './list-toolbar';
import { useColumnChoice } from './use-column-choice';
import { useListRows } from './use-list-rows';
import { useListState } from './use-list-state';
import { useSqueezedColumns } from './use-squeezed-columns';

export type { DataListColumn, DataListProps, KeysetAnswer } from './data-list-types';
export { localPage } from './local-page';

/**
 * The one list of the web app (mantine-datatable): server-paged (`endpoint`) or local rows (`records`),
 * sortable, filterable, with a column chooser, column priorities for narrow screens and an optional
 * Excel export. Its parts: the reader's page, filter and sort (use-list-state.ts), the rows
 * (use-list-rows.ts), the columns (use-column-choice.ts, use-squeezed-columns.tsx), the pager
 * (list-paging.ts), the toolbar (list-toolbar.tsx) and the table (data-list-table.tsx).
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
  const state = useListState({ ...props, isLocal });
  const rows = useListRows(props, state, pageSize);
  const { ref: sizeRef, width } = useElementSize();
  const choice = useColumnChoice(props.columns, props.storeColumnsKey);
  const fit = useSqueezedColumns({
    chosen: choice.chosen,
    written: props.columns,
    width,
    idOf: (record: T) => record[(props.idAccessor ?? 'id') as keyof T],
    hasOwnExpansion: Boolean(props.rowExpansion),
  });
  const { debouncedFilter, page } = state;
  return (
    <Stack gap="sm" ref={sizeRef}>
      <ListToolbar
        withFilter={props.withFilter ?? !isLocal}
        filterLabel={props.filterLabel}
        filter={state.filter}
        onFilterChange={state.setFilter}
        toolbar={props.toolbar}
        choosable={choice.choosable}
        titleOf={choice.titleOf}
        onToggleColumn={choice.toggleColumn}
        exportReport={props.exportReport}
        exportParams={() => ({ filter: debouncedFilter.trim() || undefined, ...props.params })}
      />
      <DataListTable<T>
        {...props}
        columns={fit.columns}
        rows={rows.data?.rows ?? []}
        isFetching={rows.isFetching}
        paging={listPaging({
          t,
          isLocal,
          localTotal: rows.data?.total ?? 0,
          ...rows,
          page,
          pageSize,
          setPage: state.setPage,
        })}
        sort={state.sort}
        onSort={state.onSort}
        rowExpansion={props.rowExpansion ?? fit.rowExpansion}
      />
    </Stack>
  );
}

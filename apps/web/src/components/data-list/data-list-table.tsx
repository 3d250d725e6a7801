import { DataTable, type DataTableRowExpansionProps, type DataTableSortStatus } from 'mantine-datatable';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isEssentialAccessor } from './column-fit';
import type { DataListColumn, DataListProps } from './data-list-types';
import type { PagingProps } from './list-paging';
import type { ListSort } from './list-sort';
import { useSortIconWords } from './use-sort-icon-words';

/** The list's table (mantine-datatable) with the columns that fit, the pager and the reader's words. */
export function DataListTable<T extends Record<string, unknown>>(
  props: Pick<
    DataListProps<T>,
    | 'caption'
    | 'emptyText'
    | 'idAccessor'
    | 'onRowClick'
    | 'selectedRecords'
    | 'onSelectedRecordsChange'
    | 'rowAttributes'
  > & {
    columns: DataListColumn<T>[];
    rows: T[];
    isFetching: boolean;
    paging: PagingProps;
    sort: ListSort;
    onSort: (status: DataTableSortStatus<T>) => void;
    rowExpansion?: DataTableRowExpansionProps<T>;
  },
) {
  const { t } = useTranslation('common');
  // The sort icons in the reader's words (use-sort-icon-words.ts).
  const table = useRef<HTMLTableElement | null>(null);
  useSortIconWords(table);
  const { columns, onRowClick } = props;
  return (
    <DataTable<T>
      aria-label={props.caption}
      tableRef={(element: HTMLTableElement | null) => {
        table.current = element;
      }}
      withTableBorder
      striped
      highlightOnHover={Boolean(onRowClick)}
      minHeight={180}
      fetching={props.isFetching}
      idAccessor={props.idAccessor ?? 'id'}
      records={props.rows}
      // The pager's props come as a whole or not at all (mantine-datatable's union of paged and unpaged).
      {...(props.paging as {
        page: number;
        onPageChange: (p: number) => void;
        totalRecords: number;
        recordsPerPage: number;
      })}
      sortStatus={props.sort as DataTableSortStatus<T>}
      onSortStatusChange={props.onSort}
      noRecordsText={props.emptyText ?? t('list.empty')}
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      // The Columns menu above chooses them; the table itself shows no per-header hide buttons.
      // A status or actions column is drawn as wide as its content in the language shown (its numeric width
      // only counts for the fit): a fixed width set from the English words cut "En traitement" or "Ajouter".
      columns={columns.map(({ priority: _p, fitWidth: _w, ...c }) => ({
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
      pinLastColumn={['actions', 'status'].includes(String(columns.at(-1)?.accessor))}
      rowExpansion={props.rowExpansion}
      customRowAttributes={props.rowAttributes}
    />
  );
}

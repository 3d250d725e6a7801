import type { Paged } from '@poolside/contract/envelope';
import type { DataTableColumn, DataTableRowExpansionProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import type { ListPathOf } from '../../lib/api-client';
import type { ColumnPriority } from './column-fit';
import type { ListSort } from './list-sort';

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
  defaultSort?: ListSort;
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

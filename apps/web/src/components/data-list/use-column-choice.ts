import { useDataTableColumns } from 'mantine-datatable';
import type { DataListColumn } from './data-list-types';

/**
 * The reader's column choice (local storage under `poolside.columns.<key>`): the columns chosen, in their
 * stored order and widths, and what the "Columns" menu offers.
 */
export function useColumnChoice<T>(columns: DataListColumn<T>[], storeColumnsKey: string) {
  const { effectiveColumns, columnsToggle, setColumnsToggle } = useDataTableColumns<T>({
    key: `poolside.columns.${storeColumnsKey}`,
    // Every titled column can be hidden unless the screen says toggleable: false.
    columns: columns.map((c) => ({ toggleable: true, ...c })),
  });
  const titleOf = (accessor: string) => {
    const column = columns.find((c) => c.accessor === accessor);
    return typeof column?.title === 'string' ? column.title : accessor;
  };
  const choosable = columnsToggle.filter((c) => c.toggleable && titleOf(c.accessor).trim() !== '');
  const toggleColumn = (accessor: string, isShown: boolean) => {
    const shownCount = columnsToggle.filter((c) => c.toggled).length;
    if (!isShown && shownCount <= 1) return; // keep at least one column
    setColumnsToggle(columnsToggle.map((c) => (c.accessor === accessor ? { ...c, toggled: isShown } : c)));
  };
  return { chosen: effectiveColumns as DataListColumn<T>[], choosable, titleOf, toggleColumn };
}

/**
 * Column priorities of the shared list: which columns give way first when the list is narrow.
 *
 * priority 1 is essential (never hidden for width: the row's key, its status, its actions);
 * 2 (important) … 5 (detail) hide in that order, the highest number first, as the width shrinks.
 * A column without a priority is 3, except `status` and `actions`, which are 1.
 */
export type ColumnPriority = 1 | 2 | 3 | 4 | 5;

export type FitColumn = {
  accessor: string;
  priority?: ColumnPriority;
  /** The width the column needs (px); its `width` when that is a number, else `defaultFitWidth`. */
  fitWidth?: number;
  width?: number | string;
};

export const defaultFitWidth = 140;
/** Columns essential by name, whatever the screen says (actions and status stay visible). */
const essentialAccessors = new Set(['actions', 'status']);

/** A status or actions column: never hidden, and drawn as wide as its content (a badge's word, its buttons). */
export function isEssentialAccessor(accessor: string): boolean {
  return essentialAccessors.has(accessor);
}

export function priorityOf(column: FitColumn): ColumnPriority {
  if (isEssentialAccessor(column.accessor)) return 1;
  return column.priority ?? 3;
}

export function widthOf(column: FitColumn): number {
  if (column.fitWidth !== undefined) return column.fitWidth;
  return typeof column.width === 'number' ? column.width : defaultFitWidth;
}

/**
 * The accessors hidden to fit `available` px: essential columns always stay; the others are kept in
 * priority order (then screen order) while their widths fit, and the first that does not fit ends the
 * keeping, so a lower priority never shows while a higher one is hidden. 0 (not measured yet) hides none.
 */
export function columnsHiddenForWidth(columns: FitColumn[], available: number): Set<string> {
  const hidden = new Set<string>();
  if (available <= 0) return hidden;
  const essential = columns.filter((c) => priorityOf(c) === 1);
  let used = essential.reduce((sum, c) => sum + widthOf(c), 0);
  const optional = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => priorityOf(column) !== 1)
    .sort((a, b) => priorityOf(a.column) - priorityOf(b.column) || a.index - b.index);
  let isFull = false;
  for (const { column } of optional) {
    if (!isFull && used + widthOf(column) <= available) {
      used += widthOf(column);
    } else {
      isFull = true;
      hidden.add(column.accessor);
    }
  }
  return hidden;
}

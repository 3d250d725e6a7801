export type SortStatus = { columnAccessor: string; direction: 'asc' | 'desc' };

/** Sorts a small list in the browser by one column (numbers numerically, text by locale). */
export function sortRecords<T>(records: T[], sort: SortStatus): T[] {
  const key = sort.columnAccessor as keyof T;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * factor;
    return String(x).localeCompare(String(y), undefined, { numeric: true }) * factor;
  });
}

/** `column` ascending or `-column` descending, as the server's sort parameter reads it. */
export function sortParam(sort: SortStatus): string {
  return sort.direction === 'desc' ? `-${sort.columnAccessor}` : sort.columnAccessor;
}

/** Case-insensitive match of a filter text against some fields of a record. */
export function matchesText(fields: (string | number | null | undefined)[], text: string): boolean {
  const needle = text.trim().toLowerCase().replace(/^#/, '');
  if (!needle) return true;
  return fields.some((f) => f !== null && f !== undefined && String(f).toLowerCase().includes(needle));
}

import type { ListSort } from './list-sort';

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

/** Local rows: the filter matches any column's raw value (case-insensitive), then sort, then the page. */
export function localPage<T extends Record<string, unknown>>(
  records: T[],
  accessors: string[],
  options: { filter: string; sort: ListSort; page: number; pageSize: number },
): { rows: T[]; total: number } {
  const needle = options.filter.trim().toLowerCase();
  const matched = needle
    ? records.filter((r) =>
        accessors.some((key) => {
          const value = r[key];
          return (
            (typeof value === 'string' || typeof value === 'number') &&
            String(value).toLowerCase().includes(needle)
          );
        }),
      )
    : records;
  const key = options.sort.columnAccessor;
  const sorted = key
    ? [...matched].sort(
        (a, b) => compareValues(a[key], b[key]) * (options.sort.direction === 'desc' ? -1 : 1),
      )
    : matched;
  const start = (options.page - 1) * options.pageSize;
  return { rows: sorted.slice(start, start + options.pageSize), total: sorted.length };
}

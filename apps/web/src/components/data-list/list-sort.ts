/** A list's sort: the column's accessor and the direction (mantine-datatable's sort status). */
export type ListSort = { columnAccessor: string; direction: 'asc' | 'desc' };

/** No sort: local rows keep their order. */
export const noSort: ListSort = { columnAccessor: '', direction: 'asc' };

const storageKey = (key: string) => `poolside.sort.${key}`;

/** The sort a list last had this session (session storage), else the fallback. */
export function readSort(key: string, fallback: ListSort): ListSort {
  try {
    const raw = window.sessionStorage.getItem(storageKey(key));
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as ListSort;
    return typeof parsed.columnAccessor === 'string' &&
      (parsed.direction === 'asc' || parsed.direction === 'desc')
      ? parsed
      : fallback;
  } catch {
    return fallback;
  }
}

/** Remembers a list's sort for the session. */
export function storeSort(key: string, sort: ListSort): void {
  try {
    window.sessionStorage.setItem(storageKey(key), JSON.stringify(sort));
  } catch {
    // Storage unavailable: the sort lasts for this page only.
  }
}

/** The query string of a paged list (DESIGN.md: ?page&pageSize&sort&filter plus the screen's own filters). */
export function listQueryString(
  base: { page: number; pageSize: number; sort?: string; filter?: string },
  params: Record<string, string | number | boolean | undefined> = {},
): string {
  const search = new URLSearchParams();
  search.set('page', String(base.page));
  search.set('pageSize', String(base.pageSize));
  if (base.sort) search.set('sort', base.sort);
  const filter = base.filter?.trim();
  if (filter) search.set('filter', filter);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** `column` ascending or `-column` descending, as the server's orderOf reads it. */
export function sortParam(sort: { columnAccessor: string; direction: 'asc' | 'desc' }): string {
  return sort.direction === 'desc' ? `-${sort.columnAccessor}` : sort.columnAccessor;
}

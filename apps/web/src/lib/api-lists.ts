// The list part of the API client: one page of a list path, as the shared list (DataList) pages through it,
// kept apart so that the screens without a list (the login first) do not load it.
import { apiUrl, type ListPath, requestData } from './api-client';

/**
 * GETs one page of a list path with the pager's query string (page, pageSize, sort, filter, the screen's
 * own filters, the keyset cursor), and path values for a list under one object (a company's users).
 */
export function getListPage(
  path: ListPath,
  pathValues: Record<string, string | number> | undefined,
  search: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return requestData(`${apiUrl(path, { path: pathValues })}?${search}`, { method: 'GET', signal });
}

import { useRef } from 'react';

/**
 * Keyset paging of a server list (docs/performance.md "Hot paths — lists"): each answer's `nextCursor` is
 * kept as the way into the next page, so paging forward or back to a page already reached sends
 * `after=<cursor>` (cheap at any depth); a jump to a page never reached goes by offset. The cursors belong to
 * one sort, filter and page size: `resetKey` changing forgets them.
 */
export function useKeysetCursors(resetKey: string) {
  const state = useRef<{ key: string; cursors: Map<number, string> }>({ key: resetKey, cursors: new Map() });
  if (state.current.key !== resetKey) state.current = { key: resetKey, cursors: new Map() };
  const { cursors } = state.current;
  return {
    /** The cursor that leads into `page`, when the page before it has been shown. */
    afterFor: (page: number): string | undefined => (page > 1 ? cursors.get(page) : undefined),
    /** Keeps the way into the page after `page`. */
    remember: (page: number, nextCursor: string | null | undefined) => {
      if (nextCursor) cursors.set(page + 1, nextCursor);
    },
  };
}

/** The pager's record count: a capped total grows with the pages reached, so "next" stays possible. */
export function pagerTotal(
  answer: { total: number; totalCapped?: boolean; nextCursor?: string | null } | undefined,
  page: number,
  pageSize: number,
): number {
  if (!answer) return 0;
  if (!answer.totalCapped) return answer.total;
  return Math.max(answer.total, page * pageSize + (answer.nextCursor ? 1 : 0));
}

/** The page a list remembers for the session (`pageStoreKey`), 1 when none. */
export function readStoredPage(key: string | undefined): number {
  if (!key) return 1;
  try {
    const page = Number(window.sessionStorage.getItem(`poolside.page.${key}`));
    return Number.isInteger(page) && page > 0 ? page : 1;
  } catch {
    return 1;
  }
}

export function storePage(key: string | undefined, page: number): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(`poolside.page.${key}`, String(page));
  } catch {
    // Storage unavailable: the page is kept while the screen is open.
  }
}

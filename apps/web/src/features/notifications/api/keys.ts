/** Every notification query (summary, pages, lists) is under one root: an action refreshes them all. */
const all = ['notifications'] as const;

export const notificationKeys = {
  all,
  lists: () => all,
  summary: () => [...all, 'summary'] as const,
  /** The notifications page's lists (DataList appends its query). */
  page: (viewed: unknown) => [...all, 'page', viewed] as const,
};

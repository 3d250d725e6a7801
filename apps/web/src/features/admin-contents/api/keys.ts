import type { ApiContentType } from './queries';

/** The query keys of the contents (news, Q&A, texts): a write refreshes what it changed by these. */
const all = ['contents'] as const;

export const contentKeys = {
  all,
  list: (type: ApiContentType) => [...all, 'list', type] as const,
  one: (id: number) => [...all, id] as const,
};

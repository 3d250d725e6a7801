/** The query keys of the feedback screens: a write refreshes what it changed by these. */
const all = ['feedback'] as const;

export const feedbackKeys = {
  all,
  report: (id: number) => [...all, 'report', id] as const,
  /** The history (DataList pages under it). */
  list: () => [...all, 'list'] as const,
  robotByPn: (pn: string) => ['robots', 'pn', pn.toUpperCase()] as const,
  part: (pn: string) => ['descriptions', pn.toUpperCase()] as const,
};

/** Every query key of the repairs screens, under one root: a write refreshes what it changed by these. */
const all = ['rma'] as const;

export const repairKeys = {
  all,
  line: (id: number) => [...all, 'line', id] as const,
  request: (id: number) => [...all, 'request', id] as const,
  notSent: () => [...all, 'notSent'] as const,
  history: () => [...all, 'history'] as const,
  /** The warranty report messages of one robot serial (the admin's popups). */
  serialPopups: (sn: string) => ['popups', 'sn', sn.toUpperCase()] as const,
};

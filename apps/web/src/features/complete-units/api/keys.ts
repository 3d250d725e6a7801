/** Every query key of the complete-unit screens, under one root: a write refreshes what it changed by these. */
const all = ['completeUnits'] as const;

export const unitKeys = {
  all,
  options: () => [...all, 'options'] as const,
  request: (id: number) => [...all, 'request', id] as const,
  serialCheck: (sn: string, id: number | null) => [...all, 'check', sn, id] as const,
  /** The list (DataList pages under it). */
  list: () => [...all, 'list'] as const,
};

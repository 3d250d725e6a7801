/** Every query key of the warranty screens, under one root: a write refreshes what it changed by these. */
const all = ['warranty'] as const;

export const warrantyKeys = {
  all,
  /** The admin updates list's pages and each update. */
  updates: () => [...all, 'updates'] as const,
  updatesList: () => [...all, 'updates', 'list'] as const,
  update: (sn: string) => [...all, 'updates', 'sn', sn.toUpperCase()] as const,
  eligibility: (sn: string) => [...all, 'eligibility', sn.toUpperCase()] as const,
  changedParts: (sn: string) => [...all, 'changedParts', sn.toUpperCase()] as const,
  /** A robot's page (lib/robot-queries), which shows its warranty. */
  robot: (sn: string) => ['robots', 'sn', sn] as const,
};

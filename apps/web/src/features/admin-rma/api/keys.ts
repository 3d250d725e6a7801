/** Every query key of the admin RMA screens, under one root: a write refreshes what it changed by these. */
const all = ['adminRma'] as const;

export const adminRmaKeys = {
  all,
  notSent: () => [...all, 'notSent'] as const,
  /** The not-sent summary list (DataList adds its page query string). */
  notSentSummary: () => [...all, 'notSent', 'summary'] as const,
  notSentCustomer: (customer: string, userId?: number) =>
    [...all, 'notSent', 'summary', customer, userId] as const,
  notSentLines: (customer: string) => [...all, 'notSent', 'lines', customer] as const,
  unfinished: () => [...all, 'unfinished'] as const,
  finished: () => [...all, 'finished'] as const,
  rma: (id: number) => [...all, 'rma', id] as const,
};

import type { StatisticsBody } from '@poolside/contract/statistics';

/** The query keys of the statistics composer, under one root. */
const all = ['statistics'] as const;

export const statisticsKeys = {
  all,
  /** One report: its type and parameters as sent (the same body is the same report). */
  report: (body: StatisticsBody) => [...all, 'report', body] as const,
};

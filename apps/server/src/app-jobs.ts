import { purgeExpiredAccessData } from './modules/auth/housekeeping.ts';
import { applyRetention } from './modules/privacy/retention-job.ts';
import { autoSendDrafts } from './modules/rma/partner/auto-send-job.ts';
import type { PeriodJob } from './plugins/jobs.ts';

/** Every period job (one line each); the job queue runs each once per period across all instances. */
export const periodJobs: PeriodJob[] = [
  { name: 'access-housekeeping', period: 'daily', run: (deps) => purgeExpiredAccessData(deps) },
  {
    name: 'personal-data-retention',
    period: 'daily',
    run: async (deps, period) => void (await applyRetention(deps, period)),
  },
  {
    name: 'rma-auto-send',
    period: 'monthly',
    run: async (deps, period) => void (await autoSendDrafts(deps, period)),
  },
];

import type { RouteObject } from 'react-router';
import { requireAdminLoader } from './guards';
import { lazyPage as page } from './lazy-page';

/**
 * /reports: the statistics composer (spec 03), provider staff only (a partner goes to the dashboard). Its
 * chunk (and the chart library, loaded by the page when a report is shown) is never part of the login or
 * the shell's chunks.
 */
export const reportsRoute: RouteObject = {
  path: 'reports',
  loader: requireAdminLoader,
  lazy: page(() => import('../features/reports/pages/reports-page').then((m) => m.ReportsPage), 'reports'),
};

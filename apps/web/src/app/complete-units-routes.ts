import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, 'completeUnits');

const wizard = page(() =>
  import('../features/complete-units/pages/unit-request-page').then((m) => m.UnitRequestPage),
);
const reports = page(() =>
  import('../features/complete-units/pages/unit-reports-page').then((m) => m.UnitReportsPage),
);

/**
 * Complete-unit return requests. The spec's routes live under /repairs; the side menu's
 * /complete_unit/{item} entries open the same screens.
 */
export const completeUnitRoutes: RouteObject[] = [
  { path: 'repairs/complete_unit_request', lazy: wizard },
  { path: 'repairs/complete_unit_requests/:id', lazy: wizard },
  { path: 'repairs/complete_unit_reports', lazy: reports },
  { path: 'complete_unit/complete_unit_request', lazy: wizard },
  { path: 'complete_unit/complete_unit_reports', lazy: reports },
];

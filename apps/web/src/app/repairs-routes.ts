import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, 'repairs');

const report = page(() => import('../features/repairs/pages/report-page').then((m) => m.ReportPage));
const rmaView = page(() => import('../features/repairs/pages/rma-view-page').then((m) => m.RmaViewPage));
const history = page(() =>
  import('../features/repairs/pages/repair-history-page').then((m) => m.RepairHistoryPage),
);

/** Repair reports, unsent lines, RMA history and repair history. */
export const repairsRoutes: RouteObject[] = [
  { path: 'repairs/report/:sn?', lazy: report },
  {
    path: 'repairs/rma',
    lazy: page(() => import('../features/repairs/pages/manage-rma-page').then((m) => m.ManageRmaPage)),
  },
  {
    path: 'repairs/rma/line/:id',
    lazy: page(() => import('../features/repairs/pages/edit-line-page').then((m) => m.EditLinePage)),
  },
  { path: 'repairs/rma/:id', lazy: rmaView },
  {
    path: 'repairs/rma_history',
    lazy: page(() => import('../features/repairs/pages/rma-history-page').then((m) => m.RmaHistoryPage)),
  },
  { path: 'repairs/rma_history/:id', lazy: rmaView },
  { path: 'repairs/history/:sn?', lazy: history },
];

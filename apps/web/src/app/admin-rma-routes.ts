import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, 'adminRma');

const notSentCustomer = page(() =>
  import('../features/admin-rma/pages/not-sent-customer-page').then((m) => m.NotSentCustomerPage),
);
const manage = page(() => import('../features/admin-rma/pages/rma-manage-page').then((m) => m.RmaManagePage));

/** The admin RMA review under /admin: not sent, unfinished, manage, history. */
export const adminRmaRoutes: RouteObject[] = [
  {
    path: 'not_sent',
    lazy: page(() => import('../features/admin-rma/pages/not-sent-page').then((m) => m.NotSentPage)),
  },
  { path: 'not_sent/:customer', lazy: notSentCustomer },
  { path: 'not_sent/:customer/:user', lazy: notSentCustomer },
  {
    path: 'rma',
    lazy: page(() => import('../features/admin-rma/pages/rma-list-page').then((m) => m.RmaListPage)),
  },
  { path: 'rma/:id', lazy: manage },
  {
    path: 'rma_history',
    lazy: page(() => import('../features/admin-rma/pages/rma-history-page').then((m) => m.RmaHistoryPage)),
  },
  // Opened from the history, the manage screen is locked.
  { path: 'rma_history/:id', lazy: manage },
];

import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, 'spares');

const makeOrder = page(() => import('../features/spares/pages/make-order-page').then((m) => m.MakeOrderPage));
const bag = page(() => import('../features/spares/pages/bag-page').then((m) => m.BagPage));
const orders = page(() => import('../features/spares/pages/orders-page').then((m) => m.OrdersPage));
const order = page(() => import('../features/spares/pages/order-view-page').then((m) => m.OrderViewPage));

/** Spare parts: search and add to cart (optionally preloaded with a PN), cart, orders. */
export const sparesRoutes: RouteObject[] = [
  { path: 'spares/make_order', lazy: makeOrder },
  { path: 'spares/make_order/:pn', lazy: makeOrder },
  { path: 'spares/bag', lazy: bag },
  { path: 'spares/orders', lazy: orders },
  { path: 'spares/orders/:id', lazy: order },
];

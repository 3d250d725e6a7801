import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const page = (load: Parameters<typeof lazyPage>[0]) => lazyPage(load, 'adminWarranty', 'warranty');

/** Admin warranty updates and changed robot parts, under /admin. */
export const adminWarrantyRoutes: RouteObject[] = [
  {
    path: 'warranty_updates',
    lazy: page(() =>
      import('../features/warranty/pages/warranty-updates-page').then((m) => m.WarrantyUpdatesPage),
    ),
  },
  {
    path: 'warranty_updates/:sn',
    lazy: page(() =>
      import('../features/warranty/pages/warranty-update-page').then((m) => m.WarrantyUpdatePage),
    ),
  },
  {
    path: 'changed_robot_parts',
    lazy: page(() => import('../features/warranty/pages/changed-parts-page').then((m) => m.ChangedPartsPage)),
  },
];

import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n';

/** A lazy page with its translation namespaces (same shape as router.tsx's helper). */
function page(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces('adminWarranty', 'warranty')]);
    return { Component };
  };
}

/** Admin warranty updates and changed robot parts (issue 6), under /admin. */
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

import type { RouteObject } from 'react-router';
import { requireTopAdminLoader } from './guards';
import { lazyPage as page } from './lazy-page';

/** QA parameters, warranty report popups and the audit log (under /admin, types 1 and 2). */
export const adminSettingsRoutes: RouteObject[] = [
  {
    path: 'qaManagement',
    lazy: page(
      () => import('../features/admin-qa/pages/qa-management-page').then((m) => m.QaManagementPage),
      'adminQa',
    ),
  },
  {
    path: 'popups',
    lazy: page(
      () => import('../features/admin-popups/pages/popups-page').then((m) => m.PopupsPage),
      'adminPopups',
    ),
  },
  {
    path: 'import',
    loader: requireTopAdminLoader,
    lazy: page(
      () => import('../features/admin-import/pages/import-page').then((m) => m.ImportPage),
      'adminImport',
    ),
  },
  {
    path: 'audit',
    lazy: page(
      () => import('../features/admin-audit/pages/audit-page').then((m) => m.AuditPage),
      'adminAudit',
    ),
  },
];

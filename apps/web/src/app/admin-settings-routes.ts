import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n';

/** A lazy page with its translation namespaces (same shape as router.tsx's helper). */
function page(load: () => Promise<ComponentType>, ...namespaces: string[]) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component };
  };
}

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
    path: 'audit',
    lazy: page(
      () => import('../features/admin-audit/pages/audit-page').then((m) => m.AuditPage),
      'adminAudit',
    ),
  },
];

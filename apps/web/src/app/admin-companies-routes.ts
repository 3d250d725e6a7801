import type { RouteObject } from 'react-router';
import { lazyPage as page } from './lazy-page';

/** Companies (under /admin: provider staff read, the provider administrator edits). */
export const adminCompaniesRoutes: RouteObject[] = [
  {
    path: 'companies',
    lazy: page(
      () => import('../features/companies/pages/companies-list-page').then((m) => m.CompaniesListPage),
      'companies',
    ),
  },
  {
    path: 'companies/:companyId',
    lazy: page(
      () => import('../features/companies/pages/company-page').then((m) => m.CompanyPage),
      'companies',
      'users',
    ),
  },
];

import { contentIds } from '@poolside/contract/constants';
import { createBrowserRouter, type RouteObject } from 'react-router';
import {
  adminNotFoundLoader,
  guestOnlyLoader,
  notFoundLoader,
  requireAdminLoader,
  requireAuthLoader,
  rootLoader,
  toNotFoundLoader,
} from './guards';
import { adminCompaniesRoutes } from './admin-companies-routes';
import { adminRmaRoutes } from './admin-rma-routes';
import { adminSettingsRoutes } from './admin-settings-routes';
import { adminWarrantyRoutes } from './admin-warranty-routes';
import { contactRoute, contentAdminRoutes, peopleRoutes } from './people-routes';
import { adminPlaceholderPaths, placeholderPaths } from './placeholder-paths';
import { lazyPage } from './lazy-page';
import { repairsRoutes } from './repairs-routes';
import { reportsRoute } from './reports-routes';
import { completeUnitRoutes } from './complete-units-routes';
import { feedbackRoutes } from './feedback-routes';
import { sparesRoutes } from './spares-routes';
import { BootFallback } from './boot-fallback';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const brandPage = lazyPage(
  () => import('../features/catalogue/pages/brand-page').then((m) => m.BrandPage),
  'catalogue',
);
const robotPage = lazyPage(
  () => import('../features/catalogue/pages/robot-page').then((m) => m.RobotPage),
  'catalogue',
);
// Catalogue, robot data (warranty) and compatibility screens.
const catalogueRoutes: RouteObject[] = [
  { path: 'brands/:id/:name?', lazy: brandPage },
  { path: 'robots/:pn/:year/:sn?', lazy: robotPage },
  {
    path: 'repairs/data',
    lazy: lazyPage(
      () => import('../features/warranty/pages/robot-data-page').then((m) => m.RobotDataPage),
      'warranty',
    ),
  },
  {
    path: 'compatibility',
    lazy: lazyPage(
      () => import('../features/compatibility/pages/compatibility-page').then((m) => m.CompatibilityPage),
      'compatibility',
    ),
  },
];

const comingSoon = lazyPage(() => import('../components/coming-soon-page').then((m) => m.ComingSoonPage));
const contentPage = lazyPage(
  () => import('../features/content/pages/content-page').then((m) => m.ContentPage),
  'content',
);

function contentRoute(path: string, contentId: number): RouteObject {
  return { path, handle: { contentId }, lazy: contentPage };
}

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: RootLayout,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'login',
        loader: guestOnlyLoader,
        lazy: lazyPage(() => import('../features/auth/pages/login-page').then((m) => m.LoginPage), 'auth'),
      },
      {
        path: 'login/recovery',
        lazy: lazyPage(
          () => import('../features/auth/pages/recovery-request-page').then((m) => m.RecoveryRequestPage),
          'auth',
        ),
      },
      {
        path: 'login/recovery/:token',
        lazy: lazyPage(
          () => import('../features/auth/pages/recovery-reset-page').then((m) => m.RecoveryResetPage),
          'auth',
        ),
      },
      {
        // Public pages: inside the shell when logged in, with a way back to the login otherwise.
        lazy: lazyPage(
          () => import('./public-layout').then((m) => m.PublicLayout),
          'shell',
          'notifications',
          'warranty',
        ),
        children: [
          contentRoute('about_us', contentIds.aboutUs),
          contentRoute('privacy_policy', contentIds.privacyPolicy),
          contentRoute('terms_and_conditions', contentIds.termsAndConditions),
          contentRoute('general_privacy_policy', contentIds.generalPrivacyPolicy),
          contactRoute,
          {
            path: 'notFound',
            loader: notFoundLoader,
            lazy: lazyPage(() => import('../components/not-found-page').then((m) => m.NotFoundPage)),
          },
        ],
      },
      {
        loader: requireAuthLoader,
        lazy: lazyPage(
          () => import('./authenticated-layout').then((m) => m.AuthenticatedLayout),
          'shell',
          'notifications',
          'warranty',
        ),
        children: [
          {
            index: true,
            lazy: lazyPage(
              () => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage),
              'dashboard',
            ),
          },
          ...catalogueRoutes,
          ...peopleRoutes,
          ...repairsRoutes,
          ...completeUnitRoutes,
          ...feedbackRoutes,
          ...sparesRoutes,
          reportsRoute,
          ...placeholderPaths.map((path): RouteObject => ({ path, lazy: comingSoon })),
          {
            path: 'admin',
            loader: requireAdminLoader,
            children: [
              { index: true, loader: adminNotFoundLoader },
              ...contentAdminRoutes,
              ...adminRmaRoutes,
              ...adminSettingsRoutes,
              ...adminWarrantyRoutes,
              ...adminCompaniesRoutes,
              ...adminPlaceholderPaths.map((path): RouteObject => ({ path, lazy: comingSoon })),
              { path: '*', loader: adminNotFoundLoader },
            ],
          },
        ],
      },
      { path: '*', loader: toNotFoundLoader },
    ],
  },
];

/** The app's router: created when main.tsx starts the app (it matches and starts the first route's loaders). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

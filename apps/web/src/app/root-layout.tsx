import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ConsentBanner } from '../features/content/components/consent-banner';
import { usePageViewStatistic, useScrollToTop } from './use-navigation-effects';

export function RootLayout() {
  useScrollToTop();
  usePageViewStatistic();
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ConsentBanner />
    </>
  );
}

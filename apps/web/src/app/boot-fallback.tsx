import { Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { ConsentBanner } from '../features/content/components/consent-banner';

/**
 * The first render while the route's chunks and loaders arrive: the loader, and already the cookie banner (the
 * largest paint of a first visit; its text and the session are preloaded by route-preload), so it does not wait
 * for the layout's and the page's chunks. The banner waits for its translations and the session on its own.
 */
export function BootFallback() {
  return (
    <>
      <PageLoader />
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    </>
  );
}

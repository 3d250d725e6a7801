import './app/base-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { consentContentId } from '@poolside/contract/constants';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { contentQuery } from './features/content/api';
import { setNotLoggedInHandler } from './lib/api-client';
import { loginPathFor } from './lib/safe-redirect';
import { queryClient } from './lib/query-client';
import { clearSession, getSession } from './lib/session';
import { readStorage, storageKeys } from './lib/storage-keys';

// The cookie banner's text is the largest paint of a first visit: fetch it now, beside the session and the
// route's chunks, rather than after the first render (docs/benchmarks.md "Lighthouse").
if (readStorage(storageKeys.consent) !== 'yes') {
  void queryClient.prefetchQuery(contentQuery(consentContentId));
}

// Evaluating the modules and starting the app (the router matches and starts the first route's loaders, React
// renders) are two tasks: the main thread is free for a moment between them, not busy in one long task.
function start() {
  const router = createAppRouter();

  // A not-logged-in answer anywhere ends the session and asks for a login that leads back here.
  setNotLoggedInHandler(() => {
    if (!getSession()) return;
    clearSession();
    const { pathname, search } = window.location;
    void router.navigate(loginPathFor(pathname + search), { replace: true });
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  // As a transition, React renders the first tree in slices of a few milliseconds (yielding to the browser
  // between them) instead of one long task; the splash in index.html stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
setTimeout(start, 0);

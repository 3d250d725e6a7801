import './app/base-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { setNotLoggedInHandler } from './lib/api-client';
import { loginPathFor } from './lib/safe-redirect';
import { clearSession, getSession } from './lib/session';

// A not-logged-in answer anywhere ends the session and asks for a login that leads back here.
setNotLoggedInHandler(() => {
  if (!getSession()) return;
  clearSession();
  const { pathname, search } = window.location;
  void router.navigate(loginPathFor(pathname + search), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

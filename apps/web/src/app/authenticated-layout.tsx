import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSessionUser } from '../lib/session';
import { pageFadeClass } from './page-fade';
import { useIdle } from './use-idle';
import { onOverlaysRequested } from './layout/overlays-ready';
import { SideMenu } from './layout/side-menu';
import { TopBar } from './layout/top-bar';

// The warranty dialog (a form with upload and date fields) loads when first opened, not with the shell: the first
// paint of every logged-in page waits for the shell's chunks (docs/benchmarks.md "Lighthouse").
const UpdateWarrantyModal = lazy(() =>
  import('../features/warranty/components/update-warranty-modal').then((m) => ({
    default: m.UpdateWarrantyModal,
  })),
);
// Modals, notifications and the feedback dialog: after the first paint (layout/deferred-overlays.tsx).
const DeferredOverlays = lazy(() =>
  import('./layout/deferred-overlays').then((m) => ({ default: m.DeferredOverlays })),
);

/** The shell of every logged-in page: top bar, side menu from the user's menus, faded content. */
export function AuthenticatedLayout() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const { pathname } = useLocation();
  // Read at once (not in an effect): the phone's closed menu is not even rendered (below).
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const [isMobileOpened, mobileNav] = useDisclosure(false);
  const [isDesktopOpened, desktopNav] = useDisclosure(true);
  const [isWarrantyOpened, warranty] = useDisclosure(false);
  const [hasOpenedWarranty, setHasOpenedWarranty] = useState(false);
  const openWarranty = () => {
    setHasOpenedWarranty(true);
    warranty.open();
  };

  // The side menu renders once it is shown: on a phone (where it starts closed) at its first opening.
  const isNavShown = isPhone ? isMobileOpened : isDesktopOpened;
  const [hasShownNav, setHasShownNav] = useState(isNavShown);
  if (isNavShown && !hasShownNav) setHasShownNav(true);
  // The overlays' code loads after the first paint.
  const isIdleNow = useIdle();
  const [isOverlayAsked, setOverlayAsked] = useState(false);
  useEffect(() => onOverlaysRequested(() => setOverlayAsked(true)), []);
  const isIdle = isIdleNow || isOverlayAsked;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu after each navigation
  useEffect(() => {
    mobileNav.close();
  }, [pathname]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: 260,
          breakpoint: 'sm',
          collapsed: { mobile: !isMobileOpened, desktop: !isDesktopOpened },
        }}
        padding="md"
      >
        <AppShell.Header>
          <TopBar
            user={user}
            isNavOpened={isNavShown}
            onToggleNav={isPhone ? mobileNav.toggle : desktopNav.toggle}
            onOpenWarranty={openWarranty}
          />
        </AppShell.Header>
        <AppShell.Navbar id="side-menu" aria-label={t('sideMenu.label')} p="xs">
          {hasShownNav && <SideMenu menus={user.menus} onOpenWarranty={openWarranty} />}
        </AppShell.Navbar>
        <AppShell.Main id="main" pb={120}>
          <div key={pathname} className={pageFadeClass(pathname)}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </AppShell.Main>
      </AppShell>
      {hasOpenedWarranty && (
        <Suspense fallback={null}>
          <UpdateWarrantyModal opened={isWarrantyOpened} onClose={warranty.close} />
        </Suspense>
      )}
      {isIdle && (
        <Suspense fallback={null}>
          <DeferredOverlays />
        </Suspense>
      )}
    </>
  );
}

import { Anchor, Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { FeedbackDialogHost } from '../components/feedback-dialogs';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';
import { pageFadeClass } from './page-fade';
import { AuthenticatedLayout } from './authenticated-layout';
import { PublicHeaderBar } from '../components/public-header-bar';
import { paths } from './paths';

/** Public pages (policies, contact, not found): in the shell when logged in, a light frame otherwise. */
export function PublicLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  if (session) return <AuthenticatedLayout />;
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <header>
        <PublicHeaderBar homeLabel={t('publicHeader.home')} />
      </header>
      <Container component="main" id="main" size="lg" py="md" pb={200}>
        <Anchor component={Link} to={paths.login()} display="inline-block" mb="md">
          {t('publicHeader.backToLogin')}
        </Anchor>
        <div key={pathname} className={pageFadeClass(pathname)}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </Container>
      <FeedbackDialogHost />
    </>
  );
}

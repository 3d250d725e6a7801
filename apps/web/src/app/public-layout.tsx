import { Anchor, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { FeedbackDialogHost } from '../components/feedback-dialogs';
import { LanguagePicker } from '../components/language-picker';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';
import { pageFadeClass } from './page-fade';
import { AuthenticatedLayout } from './authenticated-layout';
import { BrandMark } from '../components/brand-mark';
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
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Anchor
              component={Link}
              to={paths.login()}
              underline="never"
              c="inherit"
              aria-label={t('publicHeader.home')}
            >
              <BrandMark />
            </Anchor>
            <LanguagePicker />
          </Group>
        </Container>
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

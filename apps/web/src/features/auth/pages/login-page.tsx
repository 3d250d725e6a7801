import { Box, Paper, Text, Title } from '@mantine/core';
import type { TwoFactorChallenge } from '@poolside/contract/auth';
import type { SessionUser } from '@poolside/contract/users';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { syncLanguageAfterLogin } from '../../../lib/language';
import { safeRedirect } from '../../../lib/safe-redirect';
import { reloadSession } from '../../../lib/session';
import { AuthFrame } from '../components/auth-frame';
import { LoginForm } from '../components/login-form';
import { LoginSlideshow } from '../components/login-slideshow';
import { FormMessage } from '../components/form-message';

export type LoginNotice = 'tokenOutdated' | 'passwordUpdated';

// The second step of two-step sign-in: its own chunk, loaded only when a login asks for it.
const TwoFactorStep = lazy(() => import('../components/login-two-factor-step'));

function noticeOf(state: unknown): LoginNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'tokenOutdated' || notice === 'passwordUpdated' ? notice : null;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = noticeOf(location.state);
  const [twoFactor, setTwoFactor] = useState<TwoFactorChallenge | null>(null);
  const [isChallengeExpired, setChallengeExpired] = useState(false);

  // The session (dashboard) is loaded before leaving, so the guards of the target see the user.
  const onLoggedIn = async (user: SessionUser) => {
    await reloadSession();
    await syncLanguageAfterLogin(user);
    await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  };

  return (
    <AuthFrame>
      <Box className="login-grid">
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Title order={1} mb={4}>
            {t('login.title')}
          </Title>
          <Text c="dimmed" mb="lg">
            {t('login.subtitle')}
          </Text>
          {notice && !twoFactor && (
            <Box mb="md">
              <FormMessage tone={notice === 'passwordUpdated' ? 'success' : 'warning'}>
                {notice === 'passwordUpdated' ? t('recovery.passwordUpdated') : t('recovery.tokenOutdated')}
              </FormMessage>
            </Box>
          )}
          {isChallengeExpired && !twoFactor && (
            <Box mb="md">
              <FormMessage tone="warning">{t('twoFactor.expired')}</FormMessage>
            </Box>
          )}
          {twoFactor ? (
            <Suspense fallback={<Text c="dimmed">{t('common:loading')}</Text>}>
              <TwoFactorStep
                twoFactor={twoFactor}
                onLoggedIn={onLoggedIn}
                onExpired={() => {
                  setTwoFactor(null);
                  setChallengeExpired(true);
                }}
                onCancel={() => setTwoFactor(null)}
              />
            </Suspense>
          ) : (
            <LoginForm
              onLoggedIn={onLoggedIn}
              onTwoFactor={(next) => {
                setChallengeExpired(false);
                setTwoFactor(next);
              }}
            />
          )}
        </Paper>
        <LoginSlideshow />
      </Box>
    </AuthFrame>
  );
}

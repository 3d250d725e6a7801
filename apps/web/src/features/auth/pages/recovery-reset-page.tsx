import { Anchor, Button, Center, Loader, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { limits } from '@poolside/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { checkTokenQuery, useResetPassword } from '../api';
import { AuthFrame } from '../components/auth-frame';
import { isTokenOutdated, resetErrorMessage } from '../login-errors';
import { FormMessage } from '../components/form-message';
import { paths } from '../../../app/paths';

type Errors = { newPass?: string; confirmNewPass?: string };

/** /login/recovery/:token: the token is checked on opening, then the new password is set. */
export function RecoveryResetPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const check = useQuery(checkTokenQuery(token));
  const reset = useResetPassword();
  const [newPass, setNewPass] = useState('');
  const [confirmNewPass, setConfirmNewPass] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const outdated = isTokenOutdated(check.error) || isTokenOutdated(reset.error);
  useEffect(() => {
    if (outdated) void navigate(paths.login(), { replace: true, state: { notice: 'tokenOutdated' } });
  }, [outdated, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (newPass.length < limits.passwordMin)
      next.newPass = t('recovery.errors.passwordTooShort', { min: limits.passwordMin });
    if (newPass !== confirmNewPass) next.confirmNewPass = t('recovery.errors.passwordsNotMatching');
    setErrors(next);
    if (next.newPass || next.confirmNewPass) return;
    reset.mutate(
      { token, newPass, confirmNewPass },
      {
        onSuccess: () =>
          void navigate(paths.login(), { replace: true, state: { notice: 'passwordUpdated' } }),
      },
    );
  };

  const failure = reset.error && !outdated ? resetErrorMessage(reset.error) : null;
  return (
    <AuthFrame>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg" maw={480} mx="auto">
        {check.isPending ? (
          <Center py="xl">
            <Loader aria-label={t('recovery.checking')} />
          </Center>
        ) : check.isError && !outdated ? (
          <FormMessage tone="error">{t('login.errors.generic')}</FormMessage>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Title order={1}>{t('recovery.resetTitle')}</Title>
              {failure && <FormMessage tone="error">{t(failure.key, failure.values ?? {})}</FormMessage>}
              <PasswordInput
                label={t('recovery.newPass')}
                autoComplete="new-password"
                required
                withAsterisk={false}
                value={newPass}
                onChange={(event) => setNewPass(event.currentTarget.value)}
                error={errors.newPass}
                visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              />
              <PasswordInput
                label={t('recovery.confirmNewPass')}
                autoComplete="new-password"
                required
                withAsterisk={false}
                value={confirmNewPass}
                onChange={(event) => setConfirmNewPass(event.currentTarget.value)}
                error={errors.confirmNewPass}
                visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              />
              <Button type="submit" loading={reset.isPending}>
                {t('recovery.save')}
              </Button>
              <Anchor component={Link} to={paths.login()} size="sm">
                {t('recovery.backToLogin')}
              </Anchor>
            </Stack>
          </form>
        )}
      </Paper>
    </AuthFrame>
  );
}

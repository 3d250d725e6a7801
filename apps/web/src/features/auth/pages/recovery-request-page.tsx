import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../api';
import { AuthFrame } from '../components/auth-frame';
import { recoveryRequestErrorMessage } from '../login-errors';
import { FormMessage } from '../components/form-message';
import { paths } from '../../../app/paths';

/** /login/recovery: the email step. */
export function RecoveryRequestPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setEmailError(t('recovery.errors.emailEmpty'));
      return;
    }
    setEmailError(null);
    request.mutate(trimmed);
  };

  const failure = request.error ? recoveryRequestErrorMessage(request.error) : null;
  return (
    <AuthFrame>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg" maw={480} mx="auto">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={1}>{t('recovery.requestTitle')}</Title>
            <Text c="dimmed">{t('recovery.requestIntro')}</Text>
            {request.isSuccess && <FormMessage tone="success">{t('recovery.emailSent')}</FormMessage>}
            {failure && <FormMessage tone="error">{t(failure.key, failure.values ?? {})}</FormMessage>}
            <TextInput
              type="email"
              label={t('login.email')}
              autoComplete="email"
              required
              withAsterisk={false}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
            />
            <Button type="submit" loading={request.isPending}>
              {t('recovery.send')}
            </Button>
            <Anchor component={Link} to={paths.login()} size="sm">
              {t('recovery.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </AuthFrame>
  );
}

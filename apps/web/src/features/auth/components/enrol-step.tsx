import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import type { LoggedIn } from '@poolside/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorSetup } from '../../../components/two-factor/authenticator-setup';
import { CodeField } from '../../../components/two-factor/code-field';
import { twoFactorSetupQuery, useEnrolTwoFactor } from '../api/two-factor';
import { FormMessage } from './form-message';
import { isChallengeGone } from './second-factor-errors';
import { useSecondFactorForm } from './use-second-factor-form';

type EnrolStepProps = {
  challenge: string;
  onEnrolled: (answer: LoggedIn) => void;
  onExpired: () => void;
  onCancel: () => void;
};

/** TWO_FACTOR=required and not set up yet: add the portal to an app, then type its code. */
export function EnrolStep({ challenge, onEnrolled, onExpired, onCancel }: EnrolStepProps) {
  const { t } = useTranslation('auth');
  const setup = useQuery(twoFactorSetupQuery(challenge));
  const form = useSecondFactorForm({
    challenge,
    kind: 'totp',
    mutation: useEnrolTwoFactor(),
    onSuccess: onEnrolled,
    onExpired,
  });

  useEffect(() => {
    if (setup.error && isChallengeGone(setup.error)) onExpired();
  }, [setup.error, onExpired]);

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('twoFactor.enrolTitle')}>
      <Stack gap="md">
        <Text fw={600} size="lg">
          {t('twoFactor.enrolTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('twoFactor.enrolIntro')}
        </Text>
        {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
        {setup.data ? (
          <AuthenticatorSetup setup={setup.data} />
        ) : setup.error ? (
          <FormMessage tone="error">{t('login.errors.generic')}</FormMessage>
        ) : (
          <Loader size="sm" aria-label={t('common:loading')} />
        )}
        <CodeField kind="totp" {...form.field} />
        <Button type="submit" loading={form.isPending} disabled={!setup.data} fullWidth size="md">
          {t('twoFactor.enrolSubmit')}
        </Button>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          {t('twoFactor.backToPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}

import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import type { LoggedIn } from '@poolside/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorSetup } from '../../../components/two-factor/authenticator-setup';
import { CodeField, codeProblem } from '../../../components/two-factor/code-field';
import { twoFactorSetupQueryOptions, useEnrolTwoFactor } from '../two-factor-api';
import { loginErrorMessage } from '../login-errors';
import { FormMessage } from './form-message';
import { codeFieldMessage, isChallengeGone } from './second-factor-errors';

type EnrolStepProps = {
  challenge: string;
  onEnrolled: (answer: LoggedIn) => void;
  onExpired: () => void;
  onCancel: () => void;
};

/** TWO_FACTOR=required and not set up yet: add the portal to an app, then type its code. */
export function EnrolStep({ challenge, onEnrolled, onExpired, onCancel }: EnrolStepProps) {
  const { t } = useTranslation('auth');
  const setup = useQuery(twoFactorSetupQueryOptions(challenge));
  const enrol = useEnrolTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (setup.error && isChallengeGone(setup.error)) onExpired();
  }, [setup.error, onExpired]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = codeProblem(code, 'totp');
    if (problem) {
      setFieldError(
        t(problem === 'required' ? 'twoFactor.errors.codeRequired' : 'twoFactor.errors.codeInvalid'),
      );
      return;
    }
    setFieldError(null);
    enrol.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: onEnrolled,
        onError: (error) => {
          if (isChallengeGone(error)) return onExpired();
          const atField = codeFieldMessage(error, t);
          if (atField) {
            setFieldError(atField);
            setCode('');
          } else {
            const message = loginErrorMessage(error);
            setFailure(t(message.key, message.values ?? {}));
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('twoFactor.enrolTitle')}>
      <Stack gap="md">
        <Text fw={600} size="lg">
          {t('twoFactor.enrolTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('twoFactor.enrolIntro')}
        </Text>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {setup.data ? (
          <AuthenticatorSetup setup={setup.data} />
        ) : setup.error ? (
          <FormMessage tone="error">{t('login.errors.generic')}</FormMessage>
        ) : (
          <Loader size="sm" aria-label={t('common:loading')} />
        )}
        <CodeField
          kind="totp"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <Button type="submit" loading={enrol.isPending} disabled={!setup.data} fullWidth size="md">
          {t('twoFactor.enrolSubmit')}
        </Button>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          {t('twoFactor.backToPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}

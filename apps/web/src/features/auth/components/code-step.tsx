import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@poolside/contract/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeKind, CodeField } from '../../../components/two-factor/code-field';
import { useVerifyTwoFactor } from '../api/two-factor';
import { FormMessage } from './form-message';
import { useSecondFactorForm } from './use-second-factor-form';

type CodeStepProps = {
  challenge: string;
  onLoggedIn: (user: SessionUser) => Promise<void> | void;
  onExpired: () => void;
  onCancel: () => void;
};

/** After the password: the code of the app, or (a link away) a recovery code. */
export function CodeStep({ challenge, onLoggedIn, onExpired, onCancel }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [kind, setKind] = useState<CodeKind>('totp');
  const form = useSecondFactorForm({
    challenge,
    kind,
    mutation: useVerifyTwoFactor(),
    onSuccess: (answer) => onLoggedIn(answer.user),
    onExpired,
  });

  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    form.clear();
  };

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('twoFactor.codeTitle')}>
      <Stack gap="md">
        <Text fw={600} size="lg">
          {t('twoFactor.codeTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {kind === 'totp' ? t('twoFactor.codeIntro') : t('twoFactor.recoveryIntro')}
        </Text>
        {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
        <CodeField key={kind} kind={kind} data-autofocus autoFocus {...form.field} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={switchKind}
          style={{ alignSelf: 'flex-start' }}
        >
          {kind === 'totp' ? t('common:twoFactor.useRecovery') : t('common:twoFactor.useApp')}
        </Anchor>
        <Button type="submit" loading={form.isPending} fullWidth size="md">
          {t('twoFactor.verify')}
        </Button>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          {t('twoFactor.backToPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}

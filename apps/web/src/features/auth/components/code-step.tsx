import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@poolside/contract/users';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeKind, CodeField, codeProblem } from '../../../components/two-factor/code-field';
import { useVerifyTwoFactor } from '../two-factor-api';
import { loginErrorMessage } from '../login-errors';
import { FormMessage } from './form-message';
import { codeFieldMessage, isChallengeGone } from './second-factor-errors';

type CodeStepProps = {
  challenge: string;
  onLoggedIn: (user: SessionUser) => Promise<void> | void;
  onExpired: () => void;
  onCancel: () => void;
};

/** After the password: the code of the app, or (a link away) a recovery code. */
export function CodeStep({ challenge, onLoggedIn, onExpired, onCancel }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const verify = useVerifyTwoFactor();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = codeProblem(code, kind);
    if (problem) {
      setFieldError(
        t(problem === 'required' ? 'twoFactor.errors.codeRequired' : 'twoFactor.errors.codeInvalid'),
      );
      return;
    }
    setFieldError(null);
    verify.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: async (answer) => {
          await onLoggedIn(answer.user);
        },
        onError: (error) => {
          if (isChallengeGone(error)) return onExpired();
          const atField = codeFieldMessage(error, t, kind);
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

  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setFieldError(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('twoFactor.codeTitle')}>
      <Stack gap="md">
        <Text fw={600} size="lg">
          {t('twoFactor.codeTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {kind === 'totp' ? t('twoFactor.codeIntro') : t('twoFactor.recoveryIntro')}
        </Text>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <CodeField
          key={kind}
          kind={kind}
          data-autofocus
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={switchKind}
          style={{ alignSelf: 'flex-start' }}
        >
          {kind === 'totp' ? t('common:twoFactor.useRecovery') : t('common:twoFactor.useApp')}
        </Anchor>
        <Button type="submit" loading={verify.isPending} fullWidth size="md">
          {t('twoFactor.verify')}
        </Button>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          {t('twoFactor.backToPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}

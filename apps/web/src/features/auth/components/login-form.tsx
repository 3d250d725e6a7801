import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import type { TwoFactorChallenge } from '@poolside/contract/auth';
import type { SessionUser } from '@poolside/contract/users';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../api';
import { loginErrorMessage } from '../login-errors';
import { FormMessage } from './form-message';
import { paths } from '../../../app/paths';

type FieldErrors = { email?: string; password?: string };

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type LoginFormProps = {
  onLoggedIn: (user: SessionUser) => Promise<void> | void;
  /** The password was right and a second step follows (two-step sign-in of provider staff). */
  onTwoFactor: (twoFactor: TwoFactorChallenge) => void;
};

/**
 * Email, password, keep-logged-in; plain checks here (no zod in the login bundle), the server decides.
 * A plain password input (no show-characters toggle) keeps the login route under its JS budget.
 */
export function LoginForm({ onLoggedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [keepLogin, setKeepLogin] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const errors: FieldErrors = {};
    if (!trimmed) errors.email = t('login.errors.emailRequired');
    else if (!emailShape.test(trimmed)) errors.email = t('login.errors.emailInvalid');
    if (!password) errors.password = t('login.errors.passwordRequired');
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    login.mutate(
      { email: trimmed, password, keepLogin },
      {
        onSuccess: async (answer) => {
          if (answer && 'twoFactor' in answer) onTwoFactor(answer.twoFactor);
          else if (answer && 'user' in answer) await onLoggedIn(answer.user);
        },
      },
    );
  };

  const failure = login.error ? loginErrorMessage(login.error) : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="md">
        {failure && <FormMessage tone="error">{t(failure.key, failure.values ?? {})}</FormMessage>}
        <TextInput
          type="email"
          label={t('login.email')}
          autoComplete="username"
          required
          withAsterisk={false}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldErrors.email}
        />
        <TextInput
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Group justify="space-between" wrap="wrap">
          <Checkbox
            label={t('login.keepLogin')}
            checked={keepLogin}
            onChange={(event) => setKeepLogin(event.currentTarget.checked)}
          />
          <Anchor component={Link} to={paths.loginRecovery()} size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

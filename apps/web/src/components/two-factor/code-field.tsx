import { TextInput, type TextInputProps } from '@mantine/core';
import { normalizeTwoFactorCode, twoFactorCodeKind } from '@poolside/contract/two-factor-codes';
import { useTranslation } from 'react-i18next';

export type CodeKind = 'totp' | 'recovery';

/** The plain check of a typed code (the contract's rule, no zod): empty, of the wrong shape, or fine. */
export function codeProblem(value: string, kind: CodeKind): 'required' | 'invalid' | null {
  if (value.trim() === '') return 'required';
  return twoFactorCodeKind(normalizeTwoFactorCode(value)) === kind ? null : 'invalid';
}

type CodeFieldProps = Omit<TextInputProps, 'label' | 'description'> & { kind: CodeKind };

/**
 * The code of the authenticator app (6 digits: numeric keyboard, the one-time-code autofill of phones) or a
 * recovery code (xxxx-xxxx).
 */
export function CodeField({ kind, ...props }: CodeFieldProps) {
  const { t } = useTranslation('common');
  return kind === 'totp' ? (
    <TextInput
      label={t('twoFactor.appCode')}
      description={t('twoFactor.appCodeHint')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      placeholder="123456"
      {...props}
    />
  ) : (
    <TextInput
      label={t('twoFactor.recoveryCode')}
      description={t('twoFactor.recoveryCodeHint')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={12}
      {...props}
    />
  );
}

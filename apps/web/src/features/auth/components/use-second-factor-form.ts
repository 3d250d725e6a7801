import type { LoggedIn } from '@poolside/contract/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CodeKind, codeProblem } from '../../../components/two-factor/code-field';
import { loginErrorMessage } from '../login-errors';
import type { SecondFactorValues } from '../api/two-factor';
import { codeFieldMessage, isChallengeGone } from './second-factor-errors';

type SecondFactorFormOptions = {
  challenge: string;
  kind: CodeKind;
  mutation: UseMutationResult<LoggedIn, Error, SecondFactorValues>;
  onSuccess: (answer: LoggedIn) => Promise<void> | void;
  onExpired: () => void;
};

/**
 * The code form of a login's second step (the code of the app or a recovery code, and enrolment): the typed
 * code checked by the contract's rule before sending, the server's refusal at the field through the one mapper
 * (the field emptied for a new try), anything else above the form, and a dead challenge back to the password.
 */
export function useSecondFactorForm({
  challenge,
  kind,
  mutation,
  onSuccess,
  onExpired,
}: SecondFactorFormOptions) {
  const { t } = useTranslation('auth');
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
    mutation.mutate(
      { challenge, code: code.trim() },
      {
        onSuccess: async (answer) => {
          await onSuccess(answer);
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

  /** Empties the field and its message (another kind of code was chosen). */
  const clear = () => {
    setCode('');
    setFieldError(null);
  };

  const field = {
    value: code,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setCode(event.currentTarget.value);
      setFieldError(null);
    },
    error: fieldError,
  };
  return { submit, field, failure, clear, isPending: mutation.isPending };
}

import { ErrorCode } from '@poolside/contract/errors';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { serverFieldMessages } from '../../../lib/form-errors';

/** A dead challenge (expired, used up, unknown): -15 naming it; the page goes back to the password. */
export function isChallengeGone(error: unknown): boolean {
  return isApiError(error, ErrorCode.notFound) && error.data?.field === 'challenge';
}

/** The refused code's message at the field, through the one mapper (-7 wrong, -12 empty, -6 bad shape). */
export function codeFieldMessage(
  error: unknown,
  t: TFunction,
  kind: 'totp' | 'recovery' = 'totp',
): string | undefined {
  return serverFieldMessages(error, {
    codes: {
      [ErrorCode.loginInvalid]: t(
        kind === 'totp' ? 'twoFactor.errors.wrongCode' : 'twoFactor.errors.wrongRecovery',
      ),
    },
    messages: {
      'code.required': t('twoFactor.errors.codeRequired'),
      'code.invalid': t('twoFactor.errors.codeInvalid'),
    },
  }).code;
}

import { ErrorCode } from '@poolside/contract/errors';
import { isApiError } from '../../lib/api-client';
import { formatWait } from '../../lib/wait';

export type Message = { key: string; values?: Record<string, string | number> };

/** Spec 01 s8: -7 "Login Invalid", a throttled login says how long to wait, else "Something went wrong!". */
export function loginErrorMessage(error: unknown): Message {
  if (isApiError(error)) {
    if (error.httpStatus === 429) {
      return { key: 'login.errors.throttled', values: { wait: formatWait(error.retryAfter ?? 60) } };
    }
    if (error.code === ErrorCode.loginInvalid) return { key: 'login.errors.invalid' };
    if (error.code === ErrorCode.loginFailed && error.data?.field === 'status') {
      const status = error.data.fields?.[0];
      return { key: status === 'disabled' ? 'login.errors.disabled' : 'login.errors.pending' };
    }
  }
  return { key: 'login.errors.generic' };
}

export function recoveryRequestErrorMessage(error: unknown): Message {
  if (isApiError(error, ErrorCode.invalid) || isApiError(error, ErrorCode.fieldRequired))
    return { key: 'recovery.errors.emailEmpty' };
  if (isApiError(error, ErrorCode.notFound)) return { key: 'recovery.errors.userNotFound' };
  if (isApiError(error) && error.httpStatus === 429) {
    return { key: 'login.errors.throttled', values: { wait: formatWait(error.retryAfter ?? 60) } };
  }
  return { key: 'login.errors.generic' };
}

export function isTokenOutdated(error: unknown): boolean {
  return isApiError(error, ErrorCode.notFound);
}

export function resetErrorMessage(error: unknown): Message {
  if (isApiError(error, ErrorCode.invalid) || isApiError(error, ErrorCode.passwordsNotMatching))
    return { key: 'recovery.errors.passwordsNotMatching' };
  return { key: 'login.errors.generic' };
}

import { ErrorCode } from '@poolside/contract/errors';
import type { TFunction } from 'i18next';
import { showErrorDialog } from '../../components/feedback-dialogs';
import { isApiError } from '../../lib/api-client';

/** The dialogs of spec 01 s8 for a user save: -11, -16, -17 (and -13, -12/-6 naming the field). */
export function showSaveError(error: unknown, t: TFunction<'users'>) {
  if (!isApiError(error)) return showErrorDialog(error);
  const field = error.data?.field;
  const messages: Record<number, string> = {
    [ErrorCode.permissionDenied]: t('errors.permission'),
    [ErrorCode.passwordsNotMatching]: t('errors.passwordsNotMatching'),
    [ErrorCode.incorrectPassword]: t('errors.incorrectPassword'),
    [ErrorCode.emailExists]: t('errors.emailExists'),
    [ErrorCode.fieldRequired]: t('errors.required', { field: field ? t(`fields.${field}`, field) : '' }),
    [ErrorCode.missingParams]: t('errors.invalid', { field: field ? t(`fields.${field}`, field) : '' }),
    [ErrorCode.notFound]: t('errors.notFound'),
  };
  showErrorDialog(error, messages[error.code]);
}

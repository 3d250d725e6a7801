// A refused save of the wizard, told where it belongs: at the refused field, in its stage, opened.
import type { UseFormReturnType } from '@mantine/form';
import { ErrorCode } from '@poolside/contract/errors';
import { useTranslation } from 'react-i18next';
import { showError } from '../../components/feedback-dialogs';
import { uploadErrorKey } from '../../components/upload-field';
import { isApiError } from '../../lib/api-client';
import { formatDateOnly } from '../../lib/dates';
import { applyServerErrors, fieldProblemsOf } from '../../lib/form-errors';
import { stageOfPath, type UnitValues } from './unit-form';

/**
 * The wizard's answer to a refused save (spec 02 section 8): each field's message at the field and its
 * stage opened (`openStageOf`), then the spec's dialog: missing parameters, the fields to correct, robot
 * not found, request exists, locked; "operation failed" only for anything else.
 */
export function useUnitRefusal(form: UseFormReturnType<UnitValues>, openStageOf: (paths: string[]) => void) {
  const { t } = useTranslation('completeUnits');
  return (error: unknown) => {
    const upload = uploadErrorKey(error);
    if (upload) {
      form.setFieldError('invoice', t(`common:upload.${upload}`));
      return openStageOf(['invoice']);
    }
    const values = form.getValues();
    applyServerErrors(form, error, {
      toPath: (field) => (stageOfPath(field) ? field : null),
      messages: {
        'invoice.invalid': t('invoiceInvalid'),
        'email.invalid': t('common:form.email'),
        'dateArrived.future': t('dateFuture'),
        'purchaseDate.future': t('dateFuture'),
        'dateArrived.arrivalBeforePurchase': t('arrivalBeforePurchase', {
          date: formatDateOnly(values.purchaseDate),
        }),
        'purchaseDate.arrivalBeforePurchase': t('purchaseAfterArrival', {
          date: formatDateOnly(values.dateArrived),
        }),
      },
      codes: {
        [ErrorCode.completeUnitExists]: t('requestExists'),
        [ErrorCode.notFound]: t('robotNotFound'),
      },
    });
    const problems = fieldProblemsOf(error);
    const refusedField = isApiError(error) ? error.data?.field : undefined;
    openStageOf([...problems.map((p) => p.field), ...(refusedField ? [refusedField] : [])]);
    if (isApiError(error, ErrorCode.fieldRequired) && problems[0]) {
      return showError(error, t(`missing.${problems[0].field}`, { defaultValue: t('missing.any') }));
    }
    if (isApiError(error, ErrorCode.invalid) && problems.length > 0) {
      // What to correct, named with the wizard's labels (never a generic "try again").
      return showError(error, {
        fieldWord: (field) => t(`field.${field}`, { defaultValue: '' }) || undefined,
      });
    }
    if (isApiError(error, ErrorCode.notFound) && refusedField === 'sn') {
      return showError(error, t('robotNotFound'));
    }
    if (isApiError(error, ErrorCode.completeUnitExists)) return showError(error, t('requestExists'));
    if (isApiError(error, ErrorCode.operationFailed)) return showError(error, t('locked'));
    showError(error, t('opFailed'));
  };
}

// The wizard's stage checks (spec 02 "Wizard"): each stage's rules when it is left, its mark, and the
// serial checked by the server as the save checks it.
import type { UseFormReturnType } from '@mantine/form';
import { type CompleteUnit, type UnitOptions, unitDateIssues } from '@poolside/contract/complete-units';
import { ErrorCode } from '@poolside/contract/errors';
import { normalizeSn } from '@poolside/contract/part-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../components/feedback-dialogs';
import { isApiError } from '../../lib/api-client';
import { formatDateOnly } from '../../lib/dates';
import { unitSerialCheckQuery } from './api';
import { fieldStage, missingOf, type Stage, stageOf, stageOfPath, type UnitValues } from './unit-form';

/** The contract's date rules (future, arrival before purchase) in the wizard's words, at the field they name. */
export function useUnitDateErrors() {
  const { t } = useTranslation('completeUnits');
  return (values: UnitValues) => {
    const errors: Record<string, string> = {};
    for (const issue of unitDateIssues(values, Date.now() / 1000)) {
      errors[issue.field] =
        issue.reason === 'future'
          ? t('dateFuture')
          : issue.field === 'dateArrived'
            ? t('arrivalBeforePurchase', { date: formatDateOnly(values.purchaseDate) })
            : t('purchaseAfterArrival', { date: formatDateOnly(values.dateArrived) });
    }
    return errors;
  };
}

/**
 * The stages' checks of one wizard form: `validate` is the form's own rule (the contract's schema and
 * dates), the required rule is the contract's `missingUnitFields`, the serial is the server's.
 */
export function useStageChecks(
  form: UseFormReturnType<UnitValues>,
  {
    request,
    options,
    isNew,
    validate,
  }: {
    request: CompleteUnit | null;
    options: UnitOptions | undefined;
    isNew: boolean;
    validate: (values: UnitValues) => Record<string, ReactNode>;
  },
) {
  const { t } = useTranslation('completeUnits');
  const queryClient = useQueryClient();
  const [robot, setRobot] = useState(request ? { pn: request.pn, name: request.robotDesc } : null);
  /** The serial the server last checked and what it said (null: a request may be filed for it). */
  const checked = useRef<{ sn: string; error: string | null } | null>(
    request ? { sn: request.sn, error: null } : null,
  );
  const missing = missingOf(form.values, options, isNew);
  const hasErrors = (stage: Stage | 'reply') =>
    Object.entries(form.errors).some(([path, error]) => error && stageOfPath(path) === stage);
  const isStageDone = (stage: Stage) =>
    !missing.some((f) => stageOf[f] === stage) && !hasErrors(stage) && (stage !== 'robot' || robot !== null);

  /**
   * The serial checked by the server as the save will check it (GET /completeUnits/check): the robot, or
   * at the field why no request can be filed for it. Answers whether the serial is usable.
   */
  const lookUp = async (): Promise<boolean> => {
    const sn = normalizeSn(form.getValues().sn);
    if (!sn) {
      setRobot(null);
      checked.current = null;
      return false;
    }
    if (checked.current?.sn !== sn) {
      try {
        const found = await queryClient.fetchQuery(unitSerialCheckQuery(sn, request?.id ?? null));
        setRobot({ pn: found.pn, name: found.robotDesc });
        checked.current = { sn, error: null };
      } catch (error) {
        setRobot(null);
        const words = isApiError(error, ErrorCode.completeUnitExists)
          ? t('requestExists')
          : isApiError(error, ErrorCode.notFound)
            ? t('robotNotFound')
            : null;
        if (!words) {
          showError(error);
          return false;
        }
        checked.current = { sn, error: words };
      }
    }
    const { error } = checked.current;
    if (error && normalizeSn(form.getValues().sn) === sn) form.setFieldError('sn', error);
    return error === null;
  };

  /**
   * A stage's rules, checked when it is left: the required rule, the contract's value rules (e-mail,
   * dates) and, for the robot, the server's serial check; each message at its field. Answers true when
   * the stage has none (its tick shows), false when it is marked as having errors.
   */
  const checkStage = async (stage: Stage): Promise<boolean> => {
    const values = form.getValues();
    const errors: Record<string, ReactNode> = { ...validate(values) };
    for (const field of missingOf(values, options, isNew)) errors[field] ??= t('common:form.required');
    const paths = (Object.keys(fieldStage) as (keyof UnitValues)[]).filter((p) => fieldStage[p] === stage);
    for (const path of paths) form.setFieldError(path, errors[path] ?? null);
    const isSnUsable = stage !== 'robot' || Boolean(errors.sn) || (await lookUp());
    return isSnUsable && paths.every((path) => !errors[path]);
  };

  return { robot, lookUp, checkStage, hasErrors, isStageDone };
}

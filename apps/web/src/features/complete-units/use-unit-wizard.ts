// The complete-unit wizard's state (spec 02 "Wizard"): its form, the stage open, the stages' checks and the save.
import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  canEditUnitRequest,
  type CompleteUnit,
  completeUnitBodySchema,
} from '@poolside/contract/complete-units';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { showSuccessDialog } from '../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../components/unsaved-changes';
import { contractResolver } from '../../lib/form-validation';
import { useSessionUser } from '../../lib/session';
import { uploadFile } from '../../lib/upload';
import { unitOptionsQuery, useCreateUnitRequest, useUpdateUnitRequest } from './api';
import {
  bodyOf,
  emptyUnitValues,
  firstStageOf,
  isAnswered,
  missingOf,
  type Stage,
  stages,
  type UnitValues,
  valuesOf,
} from './unit-form';
import { useStageChecks, useUnitDateErrors } from './use-stage-checks';
import { useUnitRefusal } from './use-unit-refusal';

/** The contract's value rules on the form (the required rule runs as `missingOf`, the dates below). */
const valueSchema = completeUnitBodySchema.pick({ email: true });

export type UnitWizard = ReturnType<typeof useUnitWizard>;

export function useUnitWizard(request: CompleteUnit | null) {
  const me = useSessionUser();
  const isNew = request === null;
  const options = useQuery(unitOptionsQuery()).data;
  // An answered request opens on the maker's reply: that is what its reader comes back for.
  const [opened, setOpened] = useState<string | null>(request && isAnswered(request) ? 'reply' : 'robot');
  const validate = contractResolver<UnitValues>(valueSchema, useUnitDateErrors());
  const form = useForm<UnitValues>({
    initialValues: request ? valuesOf(request) : emptyUnitValues,
    validate,
  });
  const canReply = me.type.id === 1;
  const canEdit =
    isNew ||
    canEditUnitRequest(
      { typeId: me.type.id, isOwnCompany: request.companyId === me.company.id },
      request.status,
    );
  const checks = useStageChecks(form, { request, options, isNew, validate });
  /** Opens the first stage that holds one of these fields: a refused field is never left in a closed stage. */
  const openStageOf = (fields: string[]) => {
    const stage = firstStageOf(fields);
    if (stage) setOpened(stage);
  };
  const onRefused = useUnitRefusal(form, openStageOf);
  const save = useUnitSave(form, { request, withReply: canReply && !isNew, onRefused });
  const isWizardStage = (stage: string | null): stage is Stage => stages.includes(stage as Stage);
  /** Continue: the stage's rules first; with an error the stage stays open, marked, messages at the fields. */
  const next = async (stage: string) => {
    if (canEdit && isWizardStage(stage) && !(await checks.checkStage(stage))) return setOpened(stage);
    const all: string[] = isNew ? [...stages] : [...stages, 'reply'];
    setOpened(all[all.indexOf(stage) + 1] ?? null);
  };
  /** Opening another stage leaves this one: it is checked too (marked when wrong), the user goes on. */
  const openStage = (stage: string | null) => {
    if (canEdit && isWizardStage(opened) && opened !== stage) void checks.checkStage(opened);
    setOpened(stage);
  };
  const missing = missingOf(form.values, options, isNew);
  return {
    form,
    options,
    isNew,
    canEdit,
    canReply,
    opened,
    openStage,
    openStageOf,
    next,
    checks,
    missing,
    ...save,
  };
}

/** The save: the invoice uploaded first (once), then the request created (back to the list) or updated. */
function useUnitSave(
  form: UseFormReturnType<UnitValues>,
  {
    request,
    withReply,
    onRefused,
  }: { request: CompleteUnit | null; withReply: boolean; onRefused: (error: unknown) => void },
) {
  const { t } = useTranslation('completeUnits');
  const navigate = useNavigate();
  const create = useCreateUnitRequest();
  const update = useUpdateUnitRequest(request?.id ?? 0);
  const [isUploading, setIsUploading] = useState(false);
  const { leave } = useUnsavedChangesGuard(form.isDirty());
  const submit = async (values: UnitValues) => {
    let invoice = values.invoiceId;
    try {
      if (values.invoice) {
        setIsUploading(true);
        invoice = (await uploadFile(values.invoice, 'image')).id;
        form.setValues({ invoice: null, invoiceId: invoice });
      }
    } catch (error) {
      return onRefused(error);
    } finally {
      setIsUploading(false);
    }
    const body = bodyOf(values, invoice, withReply);
    if (request === null) {
      return create.mutate(body, {
        onSuccess: ({ id }) => {
          showSuccessDialog(t('sent', { id }));
          leave(() => navigate(paths.completeUnitReports()));
        },
        onError: onRefused,
      });
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        showSuccessDialog(t('saved'));
      },
      onError: onRefused,
    });
  };
  return { submit, isSaving: create.isPending || update.isPending || isUploading };
}

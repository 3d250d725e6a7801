import { Accordion, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  canEditUnitRequest,
  type CompleteUnit,
  completeUnitBodySchema,
} from '@poolside/contract/complete-units';
import { IconAlertTriangle, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ErasePersonalDataButton } from '../../../components/erase-personal-data';
import { PageLoader } from '../../../components/page-loader';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { contractResolver } from '../../../lib/form-validation';
import { useSessionUser } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload';
import { unitOptionsQuery, unitRequestQuery, useCreateUnitRequest, useUpdateUnitRequest } from '../api';
import {
  ActionsStage,
  CustomerStage,
  FailureStage,
  InvestigationStage,
  ReplyStage,
  ReplyView,
  RobotStage,
} from '../components/unit-stages';
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
} from '../unit-form';
import { useStageChecks, useUnitDateErrors } from '../use-stage-checks';
import { useUnitRefusal } from '../use-unit-refusal';

/** The contract's value rules on the form (the required rule runs as `missingOf`, the dates below). */
const valueSchema = completeUnitBodySchema.pick({ email: true });

/** /repairs/complete_unit_request (new) and /repairs/complete_unit_requests/{id} (edit + maker's reply). */
export function UnitRequestPage() {
  const { id } = useParams();
  const requestId = id ? Number(id) : null;
  const navigate = useNavigate();
  const { t } = useTranslation('completeUnits');
  const loaded = useQuery({ ...unitRequestQuery(requestId ?? 0), enabled: requestId !== null });
  // An erasure of the customer's data shows the refreshed request in a fresh form.
  const [erasures, setErasures] = useState(0);
  useEffect(() => {
    if (loaded.isError) {
      // Spec 02 section 8: the generic dialog, then back to the report list.
      showErrorDialog(loaded.error);
      navigate(paths.completeUnitReports(), { replace: true });
    }
  }, [loaded.isError, loaded.error, navigate]);
  if (requestId !== null && !loaded.data) return <PageLoader />;
  return (
    <UnitWizard
      key={`${requestId ?? 'new'}:${erasures}`}
      request={loaded.data ?? null}
      title={requestId ? t('editTitle', { id: requestId }) : t('newTitle')}
      onErased={() => setErasures((n) => n + 1)}
    />
  );
}

function UnitWizard({
  request,
  title,
  onErased,
}: {
  request: CompleteUnit | null;
  title: string;
  onErased: () => void;
}) {
  const { t } = useTranslation('completeUnits');
  const navigate = useNavigate();
  const me = useSessionUser();
  const isNew = request === null;
  const options = useQuery(unitOptionsQuery()).data;
  const create = useCreateUnitRequest();
  const update = useUpdateUnitRequest(request?.id ?? 0);
  // An answered request opens on the maker's reply: that is what its reader comes back for.
  const [opened, setOpened] = useState<string | null>(request && isAnswered(request) ? 'reply' : 'robot');
  const [isUploading, setIsUploading] = useState(false);
  const validate = contractResolver<UnitValues>(valueSchema, useUnitDateErrors());
  const form = useForm<UnitValues>({
    initialValues: request ? valuesOf(request) : emptyUnitValues,
    validate,
  });
  const { leave } = useUnsavedChangesGuard(form.isDirty());
  const canReply = me.type.id === 1;
  const canEdit =
    isNew ||
    canEditUnitRequest(
      { typeId: me.type.id, isOwnCompany: request.companyId === me.company.id },
      request.status,
    );
  const { robot, lookUp, checkStage, hasErrors, isStageDone } = useStageChecks(form, {
    request,
    options,
    isNew,
    validate,
  });
  const missing = missingOf(form.values, options, isNew);

  /** Opens the first stage that holds one of these fields: a refused field is never left in a closed stage. */
  const openStageOf = (paths: string[]) => {
    const stage = firstStageOf(paths);
    if (stage) setOpened(stage);
  };

  const onRefused = useUnitRefusal(form, openStageOf);

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
    const body = bodyOf(values, invoice, canReply && !isNew);
    if (isNew) {
      create.mutate(body, {
        onSuccess: ({ id }) => {
          showSuccessDialog(t('sent', { id }));
          leave(() => navigate(paths.completeUnitReports()));
        },
        onError: onRefused,
      });
    } else {
      update.mutate(body, {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOf(saved));
          form.setValues(valuesOf(saved));
          showSuccessDialog(t('saved'));
        },
        onError: onRefused,
      });
    }
  };

  const isWizardStage = (stage: string | null): stage is Stage => stages.includes(stage as Stage);
  /** Continue: the stage's rules first; with an error the stage stays open, marked, messages at the fields. */
  const next = async (stage: string) => {
    if (canEdit && isWizardStage(stage) && !(await checkStage(stage))) return setOpened(stage);
    const all: string[] = isNew ? [...stages] : [...stages, 'reply'];
    setOpened(all[all.indexOf(stage) + 1] ?? null);
  };
  /** Opening another stage leaves this one: it is checked too (marked when wrong), the user goes on. */
  const openStage = (stage: string | null) => {
    if (canEdit && isWizardStage(opened) && opened !== stage) void checkStage(opened);
    setOpened(stage);
  };
  const item = (stage: string, label: string, isDone: boolean, content: ReactNode, isLast = false) => (
    <Accordion.Item value={stage} key={stage}>
      <Accordion.Control
        icon={
          hasErrors(stage as Stage) ? (
            <IconAlertTriangle color="var(--mantine-color-red-8)" aria-label={t('stageError')} />
          ) : isDone ? (
            <IconCircleCheck color="var(--mantine-color-green-7)" aria-label={t('stageDone')} />
          ) : (
            <IconCircleDashed color="var(--mantine-color-gray-6)" aria-hidden />
          )
        }
      >
        {label}
      </Accordion.Control>
      <Accordion.Panel>
        <Stack>
          {content}
          {!isLast && (
            <Group justify="flex-end">
              <Button variant="light" onClick={() => void next(stage)}>
                {t('continue')}
              </Button>
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
  const stageProps = { form, disabled: !canEdit };
  const isSaving = create.isPending || update.isPending || isUploading;
  return (
    <form onSubmit={form.onSubmit(submit, (errors) => openStageOf(Object.keys(errors)))} noValidate>
      <Stack maw={900}>
        <Group justify="space-between" align="center">
          <Title order={2}>{title}</Title>
          {request && (
            <ErasePersonalDataButton
              kind="completeUnit"
              id={request.id}
              queryKey={unitRequestQuery(request.id).queryKey}
              onErased={onErased}
            />
          )}
        </Group>
        {request && (
          <Text c="dimmed" size="sm">
            {t('requestedBy', {
              name: request.userFullName,
              company: `${request.moovexID} ${request.companyName}`,
            })}
          </Text>
        )}
        {!canEdit && !canReply && <Alert color="yellow">{t('lockedInfo')}</Alert>}
        <Accordion value={opened} onChange={openStage} variant="separated">
          {item(
            'robot',
            t('stage.robot'),
            isStageDone('robot'),
            <RobotStage {...stageProps} robot={robot} lookUp={() => void lookUp()} />,
          )}
          {item(
            'customer',
            t('stage.customer'),
            isStageDone('customer'),
            <CustomerStage
              {...stageProps}
              isNew={isNew}
              stored={request && { requestId: request.id, invoiceName: request.invoiceName }}
            />,
          )}
          {item(
            'failure',
            t('stage.failure'),
            isStageDone('failure'),
            <FailureStage {...stageProps} options={options} />,
          )}
          {item(
            'investigation',
            t('stage.investigation'),
            isStageDone('investigation'),
            <InvestigationStage {...stageProps} />,
          )}
          {item(
            'actions',
            t('stage.actions'),
            isStageDone('actions'),
            <ActionsStage {...stageProps} />,
            isNew,
          )}
          {!isNew &&
            item(
              'reply',
              t('stage.reply'),
              isAnswered(request),
              canReply ? <ReplyStage form={form} /> : <ReplyView request={request} />,
              true,
            )}
        </Accordion>
        {(canEdit || canReply) && (
          <Group justify="flex-end">
            {missing.length === 0 && robot !== null ? (
              <Button type="submit" loading={isSaving}>
                {isNew ? t('submit') : t('save')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed" role="status">
                {t('submitHint')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}

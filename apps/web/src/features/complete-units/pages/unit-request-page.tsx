import { Accordion, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  canEditUnitRequest,
  type CompleteUnit,
  completeUnitBodySchema,
} from '@poolside/contract/complete-units';
import { ErrorCode } from '@poolside/contract/errors';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ErasePersonalDataButton } from '../../../components/erase-personal-data';
import { PageLoader } from '../../../components/page-loader';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { uploadErrorKey } from '../../../components/upload-field';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldProblemsOf } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { robotBySnQuery } from '../../../lib/robot-queries';
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
  isAnswered,
  missingOf,
  type Stage,
  stageOf,
  stages,
  type UnitValues,
  valuesOf,
} from '../unit-form';

/** The contract's value rules on the form (the required rule runs as `missingOf`). */
const valueSchema = completeUnitBodySchema.pick({ email: true });

/** /repairs/complete_unit_request (new) and /repairs/complete_unit_requests/{id} (edit + maker's reply). */
export function UnitRequestPage() {
  const { id } = useParams();
  const requestId = id ? Number(id) : null;
  const navigate = useNavigate();
  const { t } = useTranslation('completeUnits');
  const loaded = useQuery({ ...unitRequestQuery(requestId ?? 0), enabled: requestId !== null });
  // An erasure of the customer's data (issue 19) shows the refreshed request in a fresh form.
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
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const isNew = request === null;
  const options = useQuery(unitOptionsQuery()).data;
  const create = useCreateUnitRequest();
  const update = useUpdateUnitRequest(request?.id ?? 0);
  // An answered request opens on the maker's reply: that is what its reader comes back for.
  const [opened, setOpened] = useState<string | null>(request && isAnswered(request) ? 'reply' : 'robot');
  const [robot, setRobot] = useState(request ? { pn: request.pn, name: request.robotDesc } : null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<UnitValues>({
    initialValues: request ? valuesOf(request) : emptyUnitValues,
    validate: contractResolver<UnitValues>(valueSchema),
  });
  const { leave } = useUnsavedChangesGuard(form.isDirty());
  const canReply = me.type.id === 1;
  const canEdit =
    isNew ||
    canEditUnitRequest(
      { typeId: me.type.id, isOwnCompany: request.companyId === me.company.id },
      request.status,
    );
  const missing = missingOf(form.values, options, isNew);
  const isStageDone = (stage: Stage) =>
    !missing.some((f) => stageOf[f] === stage) && (stage !== 'robot' || robot !== null);

  const lookUp = async () => {
    const sn = form.values.sn.trim();
    setLookupError(null);
    if (!sn || (robot && sn === request?.sn)) return;
    try {
      const found = await queryClient.fetchQuery({ ...robotBySnQuery(sn), staleTime: 0 });
      setRobot({ pn: found.pn, name: found.name });
    } catch {
      setRobot(null);
      setLookupError(t('robotNotFound'));
    }
  };

  const onRefused = (error: unknown) => {
    const upload = uploadErrorKey(error);
    if (upload) return form.setFieldError('invoice', t(`common:upload.${upload}`));
    applyServerErrors(form, error, {
      toPath: (field) => field,
      messages: { 'invoice.invalid': t('invoiceInvalid') },
    });
    const problems = fieldProblemsOf(error);
    if (isApiError(error, ErrorCode.fieldRequired) && problems[0]) {
      return showErrorDialog(error, t(`missing.${problems[0].field}`, { defaultValue: t('missing.any') }));
    }
    if (isApiError(error, ErrorCode.notFound)) return showErrorDialog(error, t('robotNotFound'));
    if (isApiError(error, ErrorCode.completeUnitExists)) return showErrorDialog(error, t('requestExists'));
    if (isApiError(error, ErrorCode.operationFailed)) return showErrorDialog(error, t('locked'));
    showErrorDialog(error, t('opFailed'));
  };

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

  const next = (stage: string) => {
    const all: string[] = isNew ? [...stages] : [...stages, 'reply'];
    setOpened(all[all.indexOf(stage) + 1] ?? null);
  };
  const item = (stage: string, label: string, isDone: boolean, content: ReactNode, isLast = false) => (
    <Accordion.Item value={stage} key={stage}>
      <Accordion.Control
        icon={
          isDone ? (
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
              <Button variant="light" onClick={() => next(stage)}>
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
    <form onSubmit={form.onSubmit(submit)} noValidate>
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
        <Accordion value={opened} onChange={setOpened} variant="separated">
          {item(
            'robot',
            t('stage.robot'),
            isStageDone('robot'),
            <RobotStage {...stageProps} robot={robot} lookUp={lookUp} lookupError={lookupError} />,
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

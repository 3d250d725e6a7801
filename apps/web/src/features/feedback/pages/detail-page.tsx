import {
  Alert,
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  complaintTypes,
  departments,
  type FeedbackHandlingBody,
  type FeedbackReport,
  feedbackHandlingBodySchema,
  feedbackStatuses,
} from '@poolside/contract/feedback';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { DateOnlyInput } from '../../../components/date-only-input';
import { ErasePersonalDataButton } from '../../../components/erase-personal-data';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { StatusLabel, statusWord } from '../../../components/status-label';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { formatDateOnly, formatDateTime } from '../../../lib/dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useSessionUser } from '../../../lib/session';
import { feedbackReportQuery, useHandleFeedback } from '../api';
import { ElseDataFields } from '../components/form-fields';
import { Fact, FormDataView } from '../components/form-data-view';
import { StatusHistory } from '../components/status-history';
import { emptyElseData } from '../feedback-form';

/** /feedback/report/{id}: the handling detail (manageFeedback) or the reporter's read-only view. */
export function FeedbackDetailPage() {
  const { id } = useParams();
  const reportId = Number(id);
  const navigate = useNavigate();
  const isValidId = Number.isInteger(reportId) && reportId > 0;
  const loaded = useQuery({ ...feedbackReportQuery(reportId), enabled: isValidId });
  // An erasure of the customer's data shows the refreshed report in fresh forms.
  const [erasures, setErasures] = useState(0);
  useEffect(() => {
    if (!isValidId) navigate(paths.feedbackReport(), { replace: true });
  }, [isValidId, navigate]);
  useEffect(() => {
    if (loaded.isError) {
      // Spec 03 s8: the generic dialog, then back to the creation screen.
      showError(loaded.error);
      navigate(paths.feedbackReport(), { replace: true });
    }
  }, [loaded.isError, loaded.error, navigate]);
  if (!loaded.data) return <PageLoader />;
  return (
    <ReportView
      key={`${loaded.data.id}:${erasures}`}
      report={loaded.data}
      onErased={() => setErasures((n) => n + 1)}
    />
  );
}

function ReportView({ report, onErased }: { report: FeedbackReport; onErased: () => void }) {
  const { t } = useTranslation('feedback');
  const me = useSessionUser();
  const isFull = report.view === 'full' && me.type.manageFeedback;
  return (
    <Stack maw={1000}>
      <Group justify="space-between" align="center">
        <Title order={2}>{t('detail.title', { id: report.id })}</Title>
        <Group gap="sm">
          {isFull && (
            <ErasePersonalDataButton
              kind="feedback"
              id={report.id}
              queryKey={feedbackReportQuery(report.id).queryKey}
              onErased={onErased}
            />
          )}
          <StatusLabel kind="feedback" code={report.status} />
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('detail.sentBy', {
          name: report.userFullName,
          company: `${report.centreId} ${report.ownerName}`,
          date: formatDateTime(report.dateCreate),
        })}
      </Text>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('history.topic')} value={t(`menu.${report.topic}`)} readOnly />
            <TextInput label={t('history.subTopic')} value={t(`formType.${report.subTopic}`)} readOnly />
          </SimpleGrid>
          <FormDataView report={report} withElseData={!isFull} />
        </Stack>
      </Paper>
      {isFull ? <HandlingForm report={report} /> : <PublicStatus report={report} />}
      <StatusHistory report={report} />
    </Stack>
  );
}

/** The reporter's view of the handling: the status, its dates and the corrective action. */
function PublicStatus({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack>
        <Title order={3}>{t('detail.statusTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={t('history.status')}>
            <StatusLabel kind="feedback" code={report.status} />
          </Fact>
          <Fact label={t('detail.firstResponse')}>
            {report.firstResponseAt ? formatDateTime(report.firstResponseAt) : t('detail.notYet')}
          </Fact>
          <Fact label={t('detail.closedAt')}>
            {report.closedAt ? formatDateTime(report.closedAt) : t('detail.notYet')}
          </Fact>
        </SimpleGrid>
        {report.correctiveAction ? (
          <Fact label={t('handling.correctiveAction')}>
            {report.correctiveAction}
            {report.correctiveActionDate ? ` (${formatDateOnly(report.correctiveActionDate)})` : ''}
          </Fact>
        ) : (
          <Alert color="gray" variant="light">
            {t('detail.publicNote')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

type HandlingValues = {
  status: string;
  complaintTitle: string;
  complaintDescription: string;
  complaintType: string | null;
  department: string | null;
  partsCost: number | string;
  shippingCost: number | string;
  extraCost: number | string;
  findings: string;
  rootReason: string;
  correctiveAction: string;
  correctiveActionDate: number | null;
  preventiveAction: string;
  preventiveActionDate: number | null;
  effectiveAction: string;
  effectiveActionDate: number | null;
  handledBy: string;
  closedBy: string;
  elseData: typeof emptyElseData;
};

function valuesOf(report: FeedbackReport, myName: string): HandlingValues {
  const h = report.handling!;
  return {
    status: report.status,
    complaintTitle: h.complaintTitle,
    complaintDescription: h.complaintDescription,
    complaintType: h.complaintType,
    department: h.department,
    partsCost: h.partsCost ?? '',
    shippingCost: h.shippingCost ?? '',
    extraCost: h.extraCost ?? '',
    findings: h.findings,
    rootReason: h.rootReason,
    correctiveAction: h.correctiveAction,
    correctiveActionDate: h.correctiveActionDate,
    preventiveAction: h.preventiveAction,
    preventiveActionDate: h.preventiveActionDate,
    effectiveAction: h.effectiveAction,
    effectiveActionDate: h.effectiveActionDate,
    handledBy: h.handledBy || myName,
    closedBy: h.closedBy,
    elseData: { ...emptyElseData, ...((report.formData.elseData ?? {}) as Partial<typeof emptyElseData>) },
  };
}

const money = (v: number | string) => (v === '' || v === null ? null : Number(v));

function bodyOf(v: HandlingValues): FeedbackHandlingBody {
  return {
    ...v,
    status: v.status as FeedbackHandlingBody['status'],
    complaintType: (v.complaintType as FeedbackHandlingBody['complaintType']) ?? null,
    department: (v.department as FeedbackHandlingBody['department']) ?? null,
    partsCost: money(v.partsCost),
    shippingCost: money(v.shippingCost),
    extraCost: money(v.extraCost),
  };
}

/** The handling panel (spec 03 s2 "detail"): the other person's data and the handling record. */
function HandlingForm({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  const { t: tc } = useTranslation('common');
  const me = useSessionUser();
  const save = useHandleFeedback(report.id);
  const form = useForm<HandlingValues>({
    initialValues: valuesOf(report, me.name),
    validate: contractResolver<HandlingValues>(feedbackHandlingBodySchema, undefined, bodyOf),
  });
  useUnsavedChangesGuard(form.isDirty());
  const text = (name: keyof HandlingValues, description?: string) => (
    <TextInput label={t(`handling.${name}`)} description={description} {...form.getInputProps(name)} />
  );
  const area = (name: keyof HandlingValues) => (
    <Textarea label={t(`handling.${name}`)} autosize minRows={2} {...form.getInputProps(name)} />
  );
  const cost = (name: 'partsCost' | 'shippingCost' | 'extraCost') => (
    <NumberInput
      label={t(`handling.${name}`)}
      min={0}
      decimalScale={2}
      thousandSeparator=" "
      {...form.getInputProps(name)}
    />
  );
  const action = (name: 'correctiveAction' | 'preventiveAction' | 'effectiveAction') => (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Textarea
        label={t(`handling.${name}`)}
        autosize
        minRows={2}
        style={{ gridColumn: 'span 2' }}
        {...form.getInputProps(name)}
      />
      <DateOnlyInput label={t(`handling.${name}Date`)} {...form.getInputProps(`${name}Date`)} />
    </SimpleGrid>
  );
  const submit = (values: HandlingValues) =>
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        const next = valuesOf(saved, me.name);
        form.setInitialValues(next);
        form.setValues(next);
        showSuccessDialog(t('detail.updatedText'));
      },
      // The fields the server names are marked, and the dialog says what to correct.
      onError: (error) => {
        applyServerErrors(form, error);
        showError(error);
      },
    });
  const hasElse = report.formData.someoneElse === 'yes';
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack>
            <Title order={3}>{t('else.title')}</Title>
            {!hasElse && (
              <Text size="sm" c="dimmed">
                {t('detail.noElse')}
              </Text>
            )}
            <ElseDataFields form={form} formType={report.subTopic} />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack>
            <Title order={3}>{t('detail.handling')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('history.status')}
                data={feedbackStatuses.map((s) => ({ value: s, label: statusWord(tc, 'feedback', s) }))}
                allowDeselect={false}
                {...form.getInputProps('status')}
              />
              <Select
                label={t('handling.complaintType')}
                data={complaintTypes.map((c) => ({ value: c, label: t(`option.complaintTypes.${c}`) }))}
                clearable
                {...form.getInputProps('complaintType')}
              />
              <Select
                label={t('handling.department')}
                data={departments.map((d) => ({ value: d, label: t(`option.departments.${d}`) }))}
                clearable
                {...form.getInputProps('department')}
              />
            </SimpleGrid>
            {text('complaintTitle')}
            {area('complaintDescription')}
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {cost('partsCost')}
              {cost('shippingCost')}
              {cost('extraCost')}
            </SimpleGrid>
            {area('findings')}
            {area('rootReason')}
            <Divider />
            {action('correctiveAction')}
            {action('preventiveAction')}
            {action('effectiveAction')}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('handledBy')}
              {text('closedBy', t('detail.closedByHint'))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Fact label={t('detail.firstResponse')}>
                {report.firstResponseAt ? formatDateTime(report.firstResponseAt) : t('detail.notYet')}
              </Fact>
              <Fact label={t('detail.closedAt')}>
                {report.closedAt ? formatDateTime(report.closedAt) : t('detail.notYet')}
              </Fact>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {t('detail.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}

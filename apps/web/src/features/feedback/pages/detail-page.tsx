import { Alert, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FeedbackReport } from '@poolside/contract/feedback';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ErasePersonalDataButton } from '../../../components/erase-personal-data';
import { showError } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { StatusLabel } from '../../../components/status-label';
import { formatDateOnly, formatDateTime } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { feedbackReportQuery } from '../api';
import { Fact, FormDataView } from '../components/form-data-view';
import { HandlingForm } from '../components/handling-form';
import { ResponseFacts } from '../components/response-facts';
import { StatusHistory } from '../components/status-history';

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
          <ResponseFacts report={report} />
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

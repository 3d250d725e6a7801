import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError } from '../../../components/feedback-dialogs';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/dates';
import { qaParamsQuery, useSaveQaParams } from '../api';
import { QaParamsForm } from '../components/qa-params-form';
import { paths } from '../../../app/paths';

/** /admin/qaManagement: the QA parameters with their last-update date (spec 03 s2). */
export function QaManagementPage() {
  const { t } = useTranslation('adminQa');
  const navigate = useNavigate();
  const { data, error } = useQuery(qaParamsQuery);
  const save = useSaveQaParams();
  useEffect(() => {
    if (error) {
      showError(error);
      navigate(paths.home(), { replace: true });
    }
  }, [error, navigate]);
  if (!data) return <PageLoader />;
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed" data-testid="qa-last-update">
          {data.dateUpdate ? t('lastUpdate', { date: formatDateTime(data.dateUpdate) }) : t('neverUpdated')}
        </Text>
      </Group>
      <Text size="sm">{t('intro')}</Text>
      <QaParamsForm
        key={data.dateUpdate ?? 0}
        params={data}
        busy={save.isPending}
        onSave={(input) => save.mutateAsync(input)}
      />
    </Stack>
  );
}

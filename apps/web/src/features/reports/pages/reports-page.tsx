import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { StatisticsBody } from '@poolside/contract/statistics';
import { statisticsLimits } from '@poolside/contract/statistics';
import { IconAlertTriangle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/feedback-dialogs';
import { formatDateOnly } from '../../../lib/dates';
import { createReport, reportQuery, statisticsKeys, useDownloadReport } from '../api';
import { ReportForm } from '../components/report-form';
import { ReportTable } from '../components/report-table';
import { bodyOf } from '../form-values';

// The chart library (recharts) loads when a first report is shown, not with the page.
const ReportChart = lazy(() =>
  import('../components/report-chart').then((m) => ({ default: m.ReportChart })),
);

/** /reports: the statistics composer (spec 03): a report type, its parameters, a chart, a table, Excel. */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const queryClient = useQueryClient();
  const download = useDownloadReport();
  // The report shown: the body last created; its answer is the query's (fetched by `create`).
  const [body, setBody] = useState<StatisticsBody | null>(null);
  const shown = useQuery({ ...reportQuery(body ?? { reportType: 'RMA' }), enabled: body !== null });
  const isBuilding = useIsFetching({ queryKey: statisticsKeys.all }) > 0;

  // A refusal rejects, for the form to put at its fields.
  const create = async (values: Parameters<typeof bodyOf>[0]) => {
    const next = bodyOf(values);
    await createReport(queryClient, next);
    setBody(next);
  };

  const result = body ? shown.data : undefined;
  const title = result ? t(`type.${result.reportType}`) : '';
  const range = result
    ? t(result.period === 'day' ? 'rangePerDay' : result.period === 'month' ? 'rangePerMonth' : 'range', {
        from: formatDateOnly(result.fromDate),
        to: formatDateOnly(result.toDate),
      })
    : '';

  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <Text size="sm">{t('intro')}</Text>
      <Paper withBorder p="md">
        <ReportForm busy={isBuilding} onCreate={create} />
      </Paper>
      {body && result && (
        <Stack gap="sm" data-testid="report-result">
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={3}>{title}</Title>
              <Text size="sm" c="dimmed">
                {range}
              </Text>
            </div>
            {!result.isEmpty && (
              <Button
                variant="default"
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                loading={download.isPending}
                onClick={() => download.mutate(body, { onError: (error) => showError(error) })}
              >
                {t('download')}
              </Button>
            )}
          </Group>
          {result.isEmpty ? (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('noRepairHistoryTitle')}>
              {t('noRepairHistory')}
            </Alert>
          ) : (
            <>
              <Paper withBorder p="md">
                <Suspense fallback={<Loader size="sm" aria-label={t('chartLoading')} />}>
                  <ReportChart result={result} label={t('chartLabel', { title })} />
                </Suspense>
                {result.period === null && result.rows.length > result.chart.data.length && (
                  <Text size="xs" c="dimmed" mt="xs">
                    {t('chartTopRows', { count: result.chart.data.length })}
                  </Text>
                )}
              </Paper>
              {result.truncated && (
                <Alert color="blue">{t('truncated', { count: statisticsLimits.rows })}</Alert>
              )}
              <ReportTable result={result} caption={t('tableLabel', { title })} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

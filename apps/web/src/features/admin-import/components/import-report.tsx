import type { ImportReport } from '@poolside/contract/master-data';
import type { ImportIssue } from '@poolside/contract/master-data-rules';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download';
import { DataList } from '../../../components/data-list/data-list';

/** What the screen shows of a run: the server's report, or the issues of a refused apply. */
export type ShownReport = Pick<ImportReport, 'issueCount' | 'issues'> & Partial<ImportReport>;

type IssueRow = ImportIssue & { id: number; reasonText: string };

function Figure({ label, value }: { label: string; value: number }) {
  const { i18n } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700}>
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** The issues as a CSV file (line, column, reason in the reader's words, value) to fix the source with. */
function downloadIssues(rows: IssueRow[], header: string[], fileName: string) {
  const cell = (v: string | number | undefined) => `"${String(v ?? '').replaceAll('"', '""')}"`;
  const text = [header, ...rows.map((r) => [r.line, r.column, r.reasonText, r.value])]
    .map((r) => r.map(cell).join(','))
    .join('\r\n');
  saveBlob(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv' }), fileName);
}

/** The check or apply report: counts, then every bad row with its line, column and reason. */
export function ImportReportView({ report }: { report: ShownReport }) {
  const { t } = useTranslation('adminImport');
  const rows: IssueRow[] = report.issues.map((issue, i) => ({
    ...issue,
    id: i + 1,
    reasonText: t(`reason.${issue.reason}`, { defaultValue: issue.reason }),
  }));
  const isClean = report.issueCount === 0;
  return (
    <Stack>
      {isClean ? (
        <Alert
          color="green"
          icon={<IconCircleCheck />}
          title={report.isApplied ? t('appliedTitle') : t('checkedTitle')}
        >
          {report.isApplied ? t('appliedText') : t('checkedText', { count: report.rows ?? 0 })}
        </Alert>
      ) : (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={t('issuesTitle', { count: report.issueCount })}
        >
          {report.issueCount > report.issues.length
            ? t('issuesTruncated', { shown: report.issues.length, count: report.issueCount })
            : t('issuesText')}
        </Alert>
      )}
      {report.rows !== undefined && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('figures.rows')} value={report.rows} />
          {report.isApplied && <Figure label={t('figures.created')} value={report.created ?? 0} />}
          {report.isApplied && <Figure label={t('figures.updated')} value={report.updated ?? 0} />}
          {report.isApplied && <Figure label={t('figures.unchanged')} value={report.unchanged ?? 0} />}
          {!report.isApplied && <Figure label={t('figures.issues')} value={report.issueCount} />}
        </SimpleGrid>
      )}
      {report.ignoredColumns && report.ignoredColumns.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('ignoredColumns', { columns: report.ignoredColumns.join(', ') })}
        </Text>
      )}
      {!isClean && (
        <>
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconFileDownload size={16} />}
              onClick={() =>
                downloadIssues(
                  rows,
                  [t('columns.line'), t('columns.column'), t('columns.reason'), t('columns.value')],
                  t('issuesFileName'),
                )
              }
            >
              {t('downloadIssues')}
            </Button>
          </Group>
          <DataList<IssueRow>
            records={rows}
            storeColumnsKey="admin-import-issues"
            caption={t('issuesCaption')}
            withFilter
            filterLabel={t('issuesFilter')}
            pageSize={20}
            columns={[
              { accessor: 'line', title: t('columns.line'), sortable: true, priority: 1, width: 80 },
              { accessor: 'column', title: t('columns.column'), sortable: true, priority: 1, fitWidth: 140 },
              {
                accessor: 'reasonText',
                title: t('columns.reason'),
                sortable: true,
                priority: 1,
                fitWidth: 240,
              },
              { accessor: 'value', title: t('columns.value'), priority: 3, fitWidth: 160 },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

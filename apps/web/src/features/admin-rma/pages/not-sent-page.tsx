import 'mantine-datatable/styles.css';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { NotSentSummaryRow } from '@poolside/contract/admin-rma';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ExportButton } from '../../../components/data-list/export-button';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { notSentSummaryQuery } from '../api';
import { type WarrantyChoice, WarrantyCheckboxes, warrantyFilterOf } from '../components/warranty-checkboxes';
import { type SortStatus, sortRecords } from '../sort';

const rowKey = (r: NotSentSummaryRow) => `${r.companyId}-${r.userID}`;

/** /admin/not_sent: per customer (and user) the unsent lines under warranty (green) and not (red). */
export function NotSentPage() {
  const { t } = useTranslation('adminRma');
  const navigate = useNavigate();
  const summary = useQuery(notSentSummaryQuery);
  const [choice, setChoice] = useState<WarrantyChoice>({ green: true, red: true });
  const [sort, setSort] = useState<SortStatus>({ columnAccessor: 'moovexID', direction: 'asc' });
  useEffect(() => {
    if (summary.error) {
      showErrorDialog(summary.error);
      navigate('/', { replace: true });
    }
  }, [summary.error, navigate]);

  const rows = useMemo(() => {
    const kept = (summary.data?.rows ?? []).filter(
      (r) => (choice.green && r.green > 0) || (choice.red && r.red > 0),
    );
    return sortRecords(kept, sort);
  }, [summary.data, choice, sort]);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('notSent.title')}</Title>
        <ExportButton report="notSent" params={() => ({ warranty: warrantyFilterOf(choice) })} />
      </Group>
      <WarrantyCheckboxes
        value={choice}
        onChange={setChoice}
        counts={{ green: summary.data?.green ?? 0, red: summary.data?.red ?? 0 }}
      />
      <DataTable<NotSentSummaryRow>
        aria-label={t('notSent.title')}
        withTableBorder
        striped
        highlightOnHover
        minHeight={180}
        fetching={summary.isFetching}
        idAccessor={rowKey}
        records={rows}
        noRecordsText={t('noRmaRequests')}
        sortStatus={sort as DataTableSortStatus<NotSentSummaryRow>}
        onSortStatusChange={(s) =>
          setSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })
        }
        onRowClick={({ record }) => navigate(`/admin/not_sent/${record.moovexID}/${record.userID}`)}
        columns={[
          {
            accessor: 'moovexID',
            title: t('field.customerId'),
            sortable: true,
            render: (r) => (
              <Anchor
                component={Link}
                to={`/admin/not_sent/${r.moovexID}`}
                onClick={(e) => e.stopPropagation()}
                aria-label={t('notSent.allOfCustomer', { customer: r.moovexID })}
              >
                {r.moovexID}
              </Anchor>
            ),
          },
          {
            accessor: 'clientFullName',
            title: t('field.fullName'),
            sortable: true,
            render: (r) => (
              <div>
                <Text size="sm">{r.clientFullName}</Text>
                <Text size="xs" c="dimmed">
                  {r.userName}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'green',
            title: t('field.green'),
            sortable: true,
            render: (r) => (
              <Text size="sm" c={choice.green ? 'green.8' : 'dimmed'} fw={600}>
                {r.green}
              </Text>
            ),
          },
          {
            accessor: 'red',
            title: t('field.red'),
            sortable: true,
            render: (r) => (
              <Text size="sm" c={choice.red ? 'red.8' : 'dimmed'} fw={600}>
                {r.red}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}

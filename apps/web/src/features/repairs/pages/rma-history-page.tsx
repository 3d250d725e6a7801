import { repairKeys } from '../api';
import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { limits } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { formatDateOnly } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { ExportLinesButton } from '../components/export-lines-button';
import { paths } from '../../../app/paths';
import { StatusLabel, statusOptions } from '../../../components/status-label';

/** The status filter's extra choice: the RMAs the maker has finished (locked), whatever their status. */
const finishedOption = 'finished';

/** /repairs/rma_history: sent RMAs with a filter, sortable columns, status labels, refund info and exports. */
export function RmaHistoryPage() {
  const { t } = useTranslation('repairs');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('historyTitle')}</Title>
        <Group>
          <Select
            aria-label={t('field.status')}
            placeholder={t('allStatuses')}
            data={[...statusOptions(tc, 'rma'), { value: finishedOption, label: tc('status.finished') }]}
            value={status}
            onChange={setStatus}
            clearable
            w={180}
          />
          <ExportLinesButton />
        </Group>
      </Group>
      <DataList<Rma>
        endpoint="/rma/requests"
        queryKey={repairKeys.history()}
        storeColumnsKey="repairs-rma-history"
        caption={t('historyTitle')}
        emptyText={t('noRmaRequests')}
        pageSize={limits.rmaHistoryPageSize}
        exportReport="rmaHistory"
        defaultSort={{ columnAccessor: 'dateSent', direction: 'desc' }}
        params={status === finishedOption ? { finished: 'true' } : { status: status ?? undefined }}
        onRowClick={(r) => navigate(paths.rmaHistoryItem(r.id))}
        columns={[
          { accessor: 'id', title: '#', sortable: true },
          { accessor: 'moovexID', title: t('field.customerId'), sortable: true },
          { accessor: 'clientFullName', title: t('field.fullName'), sortable: true },
          {
            accessor: 'dateSent',
            title: t('field.dateSent'),
            sortable: true,
            render: (r) => formatDateOnly(r.dateSent),
          },
          { accessor: 'green', title: t('field.green'), sortable: true },
          { accessor: 'red', title: t('field.red'), sortable: true },
          {
            accessor: 'status',
            title: t('field.status'),
            sortable: true,
            width: 110,
            render: (r) => <StatusLabel kind="rma" code={r.status} finished={r.finished} />,
          },
          {
            accessor: 'refund',
            title: t('field.refundInfo'),
            render: (r) =>
              r.refund.refund && r.refund.refund > 0 ? (
                <Text size="sm">
                  {formatMoney(r.refund.refund, r.currency)} · {r.refund.invoiceNo} {r.refund.orderNo}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('notCredited')}
                </Text>
              ),
          },
        ]}
      />
    </Stack>
  );
}

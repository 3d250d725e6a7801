import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { currencySymbols, rmaStatuses } from '@poolside/contract/constants';
import { limits } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { formatDateOnly } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { ExportLinesButton } from '../components/export-lines-button';
import { StatusBadge } from '../components/status-badge';

/** /repairs/rma_history: sent RMAs with a filter, sortable columns, status labels, refund info and exports. */
export function RmaHistoryPage() {
  const { t } = useTranslation('repairs');
  const navigate = useNavigate();
  const me = useSessionUser();
  const [status, setStatus] = useState<string | null>(null);
  const symbol = currencySymbols[me.company.currency] ?? '$';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('historyTitle')}</Title>
        <Group>
          <Select
            aria-label={t('field.status')}
            placeholder={t('allStatuses')}
            data={rmaStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
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
        queryKey={['rma', 'history']}
        storeColumnsKey="repairs-rma-history"
        caption={t('historyTitle')}
        emptyText={t('noRmaRequests')}
        pageSize={limits.rmaHistoryPageSize}
        exportReport="rmaHistory"
        defaultSort={{ columnAccessor: 'dateSent', direction: 'desc' }}
        params={{ status: status ?? undefined }}
        onRowClick={(r) => navigate(`/repairs/rma_history/${r.id}`)}
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
            render: (r) => <StatusBadge status={r.status} />,
          },
          {
            accessor: 'refund',
            title: t('field.refundInfo'),
            render: (r) =>
              r.refund.refund && r.refund.refund > 0 ? (
                <Text size="sm">
                  {symbol}
                  {r.refund.refund.toFixed(2)} · {r.refund.invoiceNo} {r.refund.orderNo}
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

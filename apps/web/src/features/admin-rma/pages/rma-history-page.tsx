import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { limits } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { StatusLabel } from '../../../components/status-label';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { adminRmaKeys } from '../api';

function refundInfo(r: Rma) {
  if (r.refund.refund === null || r.refund.refund <= 0) return null;
  return `${formatMoney(r.refund.refund, r.currency)} · ${[r.refund.invoiceNo, r.refund.orderNo].filter(Boolean).join(' ')}`;
}

/**
 * /admin/rma_history: the finished RMAs, 35 a page (keyset-paged on the server, the page remembered for the
 * session), free-text search with search and reset buttons.
 */
export function RmaHistoryPage() {
  const { t } = useTranslation('adminRma');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(text.trim());
  };
  const reset = () => {
    setText('');
    setFilter('');
  };

  return (
    <Stack>
      <Title order={2}>{t('history.title')}</Title>
      <form onSubmit={search}>
        <Group gap="xs">
          <TextInput
            aria-label={t('filter')}
            placeholder={t('history.filterHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={{ base: '100%', xs: 300 }}
          />
          <Button type="submit">{t('history.search')}</Button>
          <Button variant="default" onClick={reset} disabled={!text && !filter}>
            {t('history.reset')}
          </Button>
        </Group>
      </form>
      <DataList<Rma>
        endpoint="/rma/requests"
        queryKey={adminRmaKeys.finished()}
        storeColumnsKey="admin-rma-history"
        pageStoreKey="admin-rma-history"
        caption={t('history.title')}
        emptyText={t('noRmaRequests')}
        withFilter={false}
        pageSize={limits.rmaHistoryPageSize}
        defaultSort={{ columnAccessor: 'dateSent', direction: 'desc' }}
        params={{ admin: true, finished: true, filter: filter || undefined }}
        exportReport="rmaHistory"
        onRowClick={(r) => navigate(paths.admin.rmaHistoryItem(r.id))}
        columns={[
          { accessor: 'id', title: '#', sortable: true, priority: 1 },
          { accessor: 'moovexID', title: t('field.customerId'), sortable: true, priority: 3 },
          {
            accessor: 'clientFullName',
            title: t('field.fullName'),
            sortable: true,
            priority: 2,
            fitWidth: 180,
          },
          {
            accessor: 'dateSent',
            title: t('field.dateSent'),
            sortable: true,
            priority: 2,
            fitWidth: 140,
            render: (r) => formatDate(r.dateSent),
          },
          { accessor: 'green', title: t('field.green'), sortable: true, priority: 4, fitWidth: 80 },
          { accessor: 'red', title: t('field.red'), sortable: true, priority: 4, fitWidth: 80 },
          {
            accessor: 'status',
            title: t('field.status'),
            sortable: true,
            width: 120,
            priority: 1,
            render: (r) => <StatusLabel kind="rma" code={r.status} finished={r.finished} />,
          },
          {
            accessor: 'refund',
            title: t('field.refundInfo'),
            priority: 5,
            fitWidth: 200,
            render: (r) =>
              refundInfo(r) ?? (
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

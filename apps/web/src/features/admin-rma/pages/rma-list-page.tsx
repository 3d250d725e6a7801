import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type RmaStatus, rmaStatuses } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList } from '../../../components/data-list/data-list';
import { ExportButton } from '../../../components/data-list/export-button';
import { useStatusWord } from '../../../components/status-label';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { adminRmaKeys, setCachedStatus, useChangeStatus } from '../api';
import { FailedChanges } from '../components/failed-changes';
import { StatusSelect } from '../components/status-select';
import { useAutoReceive } from '../components/use-auto-receive';
import { useTrackedChanges } from '../components/use-tracked-changes';

/**
 * /admin/rma: the unfinished RMAs (manage RMA clients): filtered, sorted and paged on the server, statuses
 * set at once per row or for the selected rows.
 */
export function RmaListPage() {
  const { t } = useTranslation('adminRma');
  const statusWord = useStatusWord();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mutateShared: changeStatus } = useChangeStatus();
  const me = useSessionUser();
  const { pending, failures, track, dismiss } = useTrackedChanges();
  const [filter, setFilter] = useState('');
  const [debouncedFilter] = useDebouncedValue(filter.trim(), 300);
  const [selected, setSelected] = useState<Rma[]>([]);
  const [bulkStatus, setBulkStatus] = useState<RmaStatus | null>(null);
  const onPage = useAutoReceive(me.type.id === 1, track, t('rmaList.autoReceive'));

  // The filter matches a status by its word in the reader's language too (the server knows the codes).
  const needle = debouncedFilter.toLowerCase();
  const labelStatuses = needle
    ? rmaStatuses.filter((s) => statusWord('rma', s).toLowerCase().includes(needle)).join(',')
    : '';

  const setStatus = (status: RmaStatus, ids: number[]) => {
    setCachedStatus(queryClient, new Set(ids), status);
    void track(
      t('rmaList.statusChange', {
        ids: ids.map((id) => `#${id}`).join(', '),
        status: statusWord('rma', status),
      }),
      // A failure reads the cached pages again (the mutation's onError).
      () => changeStatus({ status, ids }),
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('rmaList.title')}</Title>
        <ExportButton report="rmaClients" params={() => ({ filter: debouncedFilter || undefined })} />
      </Group>
      <FailedChanges failures={failures} onDismiss={dismiss} />
      <Group justify="space-between">
        <TextInput
          aria-label={t('filter')}
          placeholder={t('filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Group gap="xs">
          {pending > 0 && (
            <Text size="sm" c="dimmed">
              {t('waiting', { count: pending })}
            </Text>
          )}
          <StatusSelect
            label={t('rmaList.bulkStatus')}
            placeholder={t('rmaList.bulkStatus')}
            value={bulkStatus}
            onChange={setBulkStatus}
            width={260}
          />
          <Button
            disabled={!bulkStatus || selected.length === 0}
            onClick={() => {
              if (!bulkStatus) return;
              setStatus(
                bulkStatus,
                selected.map((r) => r.id),
              );
              setSelected([]);
            }}
          >
            {t('rmaList.applyToSelected', { count: selected.length })}
          </Button>
        </Group>
      </Group>
      <DataList<Rma>
        endpoint="/rma/requests/unfinished"
        queryKey={adminRmaKeys.unfinished()}
        storeColumnsKey="admin-rma-unfinished"
        caption={t('rmaList.title')}
        emptyText={t('noRmaRequests')}
        withFilter={false}
        pageSize={50}
        defaultSort={{ columnAccessor: 'dateSent', direction: 'desc' }}
        params={{
          admin: true,
          filter: debouncedFilter || undefined,
          labelStatuses: labelStatuses || undefined,
        }}
        onPage={onPage}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        onRowClick={(r) => navigate(paths.admin.rma(r.id))}
        columns={[
          { accessor: 'id', title: '#', sortable: true, priority: 1 },
          { accessor: 'moovexID', title: t('field.customerId'), sortable: true, priority: 3 },
          {
            accessor: 'clientFullName',
            title: t('field.fullName'),
            sortable: true,
            priority: 2,
            fitWidth: 180,
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
            accessor: 'dateSent',
            title: t('field.dateSent'),
            sortable: true,
            priority: 3,
            fitWidth: 140,
            render: (r) => formatDate(r.dateSent),
          },
          { accessor: 'green', title: t('field.green'), sortable: true, priority: 4, fitWidth: 80 },
          { accessor: 'red', title: t('field.red'), sortable: true, priority: 4, fitWidth: 80 },
          {
            accessor: 'status',
            title: t('field.status'),
            sortable: true,
            priority: 1,
            fitWidth: 170,
            render: (r) => (
              <StatusSelect
                label={t('rmaList.statusOf', { id: r.id })}
                value={r.status}
                onChange={(status) => status !== r.status && setStatus(status, [r.id])}
              />
            ),
          },
        ]}
      />
    </Stack>
  );
}

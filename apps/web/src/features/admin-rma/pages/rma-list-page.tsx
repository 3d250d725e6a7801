import 'mantine-datatable/styles.css';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RmaStatus } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../components/data-list/export-button';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { changeStatus, unfinishedQuery } from '../api';
import { FailedChanges } from '../components/failed-changes';
import { StatusSelect } from '../components/status-select';
import { useAutoReceive } from '../components/use-auto-receive';
import { useTrackedChanges } from '../components/use-tracked-changes';
import { matchesText, type SortStatus, sortRecords } from '../sort';

/** /admin/rma: the unfinished RMAs (manage RMA clients), filtered and sorted here, statuses set at once. */
export function RmaListPage() {
  const { t } = useTranslation('adminRma');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const list = useQuery(unfinishedQuery);
  const { pending, failures, track, dismiss } = useTrackedChanges();
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortStatus>({ columnAccessor: 'dateSent', direction: 'desc' });
  const [selected, setSelected] = useState<Rma[]>([]);
  const [bulkStatus, setBulkStatus] = useState<RmaStatus | null>(null);
  useAutoReceive(list.data, me.type.id === 1, track, t('rmaList.autoReceive'));
  useEffect(() => {
    if (list.error) {
      showErrorDialog(list.error);
      navigate('/', { replace: true });
    }
  }, [list.error, navigate]);

  const rows = useMemo(() => {
    const kept = (list.data ?? []).filter((r) =>
      matchesText(
        [r.id, r.moovexID, r.clientFullName, r.userName, formatDate(r.dateSent), t(`status.${r.status}`)],
        filter,
      ),
    );
    return sortRecords(kept, sort);
  }, [list.data, filter, sort, t]);

  const setStatus = (status: RmaStatus, ids: number[]) => {
    const before = queryClient.getQueryData<Rma[]>(unfinishedQuery.queryKey);
    queryClient.setQueryData<Rma[]>(unfinishedQuery.queryKey, (old) =>
      old?.map((r) => (ids.includes(r.id) ? { ...r, status } : r)),
    );
    void track(
      t('rmaList.statusChange', { ids: ids.map((id) => `#${id}`).join(', '), status: t(`status.${status}`) }),
      async () => {
        try {
          await changeStatus(status, ids);
        } catch (error) {
          queryClient.setQueryData(unfinishedQuery.queryKey, before);
          throw error;
        }
      },
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('rmaList.title')}</Title>
        <ExportButton report="rmaClients" params={() => ({ rmas: rows.map((r) => r.id) })} />
      </Group>
      <FailedChanges failures={failures} onDismiss={dismiss} />
      <Group justify="space-between">
        <TextInput
          aria-label={t('filter')}
          placeholder={t('filter')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={280}
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
      <DataTable<Rma>
        aria-label={t('rmaList.title')}
        withTableBorder
        striped
        highlightOnHover
        minHeight={180}
        fetching={list.isFetching}
        records={rows}
        noRecordsText={t('noRmaRequests')}
        sortStatus={sort as DataTableSortStatus<Rma>}
        onSortStatusChange={(s) =>
          setSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })
        }
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        selectionCheckboxProps={{ 'aria-label': t('rmaList.select') }}
        onRowClick={({ record }) => navigate(`/admin/rma/${record.id}`)}
        columns={[
          { accessor: 'id', title: '#', sortable: true },
          { accessor: 'moovexID', title: t('field.customerId'), sortable: true },
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
            accessor: 'dateSent',
            title: t('field.dateSent'),
            sortable: true,
            render: (r) => formatDate(r.dateSent),
          },
          { accessor: 'green', title: t('field.green'), sortable: true },
          { accessor: 'red', title: t('field.red'), sortable: true },
          {
            accessor: 'status',
            title: t('field.status'),
            sortable: true,
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

import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type CompleteUnitRow, completeUnitStatuses } from '@poolside/contract/complete-units';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { type DataListColumn, DataList } from '../../../components/data-list/data-list';
import { FilterBar, StatusFilter, useDateRange } from '../../../components/data-list/filter-bar';
import { StatusLabel } from '../../../components/status-label';
import { formatDateOnly } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useSessionUser } from '../../../lib/session';
import { useRedirectOnListError } from '../../../lib/use-redirect-on-list-error';
import { unitKeys } from '../api';

/** The credit in the reader's money format (spec 02 s9 symbols: EUR €, ILS ₪, others $), or "not credited". */
function Credit({ row }: { row: CompleteUnitRow }) {
  const { t } = useTranslation('completeUnits');
  if ((row.aquaCreditAmount ?? 0) <= 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('notCredited')}
      </Text>
    );
  }
  return <Text size="sm">{formatMoney(row.aquaCreditAmount!, row.aquaCreditCurrency ?? 'USD')}</Text>;
}

/** /repairs/complete_unit_reports: the requests, last 30 days by default, with status labels and export. */
export function UnitReportsPage() {
  const { t } = useTranslation('completeUnits');
  const navigate = useNavigate();
  const me = useSessionUser();
  useRedirectOnListError(...unitKeys.list());
  const isStaff = me.type.id <= 2;
  const range = useDateRange(30);
  const [status, setStatus] = useState<string | null>(null);
  const [customer, setCustomer] = useState('');
  const [debouncedCustomer] = useDebouncedValue(customer.trim(), 300);
  const columns: DataListColumn<CompleteUnitRow>[] = [
    { accessor: 'id', title: '#', sortable: true, priority: 1, width: 60 },
    {
      accessor: 'dateCreate',
      title: t('field.dateCreate'),
      sortable: true,
      priority: 2,
      render: (r) => formatDateOnly(r.dateCreate),
    },
    ...(isStaff
      ? ([
          {
            accessor: 'moovexID',
            title: t('field.serviceCentre'),
            sortable: true,
            priority: 3,
            render: (r) => `${r.moovexID} ${r.companyName}`,
          },
          {
            accessor: 'customer',
            title: t('field.customer'),
            sortable: true,
            priority: 4,
            render: (r) => [r.firstName, r.lastName].filter(Boolean).join(' '),
          },
        ] satisfies DataListColumn<CompleteUnitRow>[])
      : []),
    { accessor: 'sn', title: t('snColumn'), sortable: true, priority: 1, width: 120 },
    { accessor: 'robotDesc', title: t('field.robotDesc'), priority: 4 },
    {
      accessor: 'action',
      title: t('field.action'),
      priority: 5,
      render: (r) => t(`action.${r.action}`),
    },
    { accessor: 'credit', title: t('field.credit'), priority: 3, render: (r) => <Credit row={r} /> },
    {
      accessor: 'status',
      title: t('field.status'),
      sortable: true,
      width: 120,
      render: (r) => <StatusLabel kind="rma" code={r.status} />,
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('reportsTitle')}</Title>
        <Button
          component={Link}
          to={paths.completeUnitRequest()}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('newTitle')}
        </Button>
      </Group>
      <DataList<CompleteUnitRow>
        endpoint="/completeUnits"
        queryKey={unitKeys.list()}
        storeColumnsKey="complete-unit-reports"
        caption={t('reportsTitle')}
        emptyText={t('noRequests')}
        exportReport="completeUnitRequests"
        defaultSort={{ columnAccessor: 'dateCreate', direction: 'desc' }}
        params={{
          ...range.params,
          status: status ?? undefined,
          moovexID: isStaff && debouncedCustomer ? debouncedCustomer : undefined,
        }}
        onRowClick={(r) => navigate(paths.completeUnitRequestItem(r.id))}
        rowAttributes={(r) => ({ 'aria-label': t('rowLabel', { id: r.id, sn: r.sn }) })}
        toolbar={
          <FilterBar range={range} fromLabel={t('fromDate')} toLabel={t('toDate')}>
            <StatusFilter
              label={t('field.status')}
              kind="rma"
              codes={completeUnitStatuses}
              value={status}
              onChange={setStatus}
            />
            {isStaff && (
              <TextInput
                label={t('customerFilter')}
                placeholder="3001"
                value={customer}
                onChange={(e) => setCustomer(e.currentTarget.value)}
                w={150}
              />
            )}
          </FilterBar>
        }
        columns={columns}
      />
    </Stack>
  );
}

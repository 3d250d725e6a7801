import 'mantine-datatable/styles.css';
import { Alert, Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { currencySymbols, limits } from '@poolside/contract/constants';
import type { Rma } from '@poolside/contract/repairs';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../../components/data-list/export-button';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { formatDate } from '../../../lib/dates';
import { finishedCountQuery, finishedPageQuery } from '../api';
import { StatusBadge } from '../components/status-badge';
import { type SortStatus, sortParam } from '../sort';

const pageKey = 'poolside.adminRmaHistory.page';
const pageSize = limits.rmaHistoryPageSize;

function readPage(): number {
  try {
    const page = Number(window.sessionStorage.getItem(pageKey));
    return Number.isInteger(page) && page > 0 ? page : 1;
  } catch {
    return 1;
  }
}

function refundInfo(r: Rma) {
  if (r.refund.refund === null || r.refund.refund <= 0) return null;
  const symbol = currencySymbols[r.currency] ?? `${r.currency} `;
  return `${symbol}${r.refund.refund.toFixed(2)} · ${[r.refund.invoiceNo, r.refund.orderNo].filter(Boolean).join(' ')}`;
}

/** /admin/rma_history: the finished RMAs, 35 a page (the page is remembered), free-text search. */
export function RmaHistoryPage() {
  const { t } = useTranslation('adminRma');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [page, setPage] = useState(readPage);
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SortStatus>({ columnAccessor: 'dateSent', direction: 'desc' });
  // A search shows its first page; the remembered page comes back after a reset.
  const shownPage = filter ? 1 : page;
  const list = useQuery({
    ...finishedPageQuery(shownPage, filter, sortParam(sort)),
    placeholderData: keepPreviousData,
  });
  const count = useQuery(finishedCountQuery(filter));
  const total = count.data?.total ?? 0;
  const pages = Math.ceil(total / pageSize);
  const error = list.error ?? count.error;
  useEffect(() => {
    if (error) showErrorDialog(error);
  }, [error]);

  const choosePage = (next: number) => {
    setPage(next);
    try {
      window.sessionStorage.setItem(pageKey, String(next));
    } catch {
      // Storage unavailable: the page is kept while the screen is open.
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(text.trim());
  };
  const reset = () => {
    setText('');
    setFilter('');
  };
  const hasPager = pages > 1 && !filter;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('history.title')}</Title>
        <ExportButton report="rmaHistory" params={() => ({ finished: true, filter: filter || undefined })} />
      </Group>
      <form onSubmit={search}>
        <Group gap="xs">
          <TextInput
            aria-label={t('filter')}
            placeholder={t('history.filterHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={300}
          />
          <Button type="submit">{t('history.search')}</Button>
          <Button variant="default" onClick={reset} disabled={!text && !filter}>
            {t('history.reset')}
          </Button>
        </Group>
      </form>
      {filter && total > pageSize && (
        <Alert color="blue">{t('history.refine', { shown: pageSize, total })}</Alert>
      )}
      <DataTable<Rma>
        aria-label={t('history.title')}
        withTableBorder
        striped
        highlightOnHover
        minHeight={180}
        fetching={list.isFetching}
        records={list.data ?? []}
        noRecordsText={t('noRmaRequests')}
        sortStatus={sort as DataTableSortStatus<Rma>}
        onSortStatusChange={(s) =>
          setSort({ columnAccessor: String(s.columnAccessor), direction: s.direction })
        }
        onRowClick={({ record }) => navigate(`/admin/rma_history/${record.id}`)}
        columns={[
          { accessor: 'id', title: '#', sortable: true },
          { accessor: 'moovexID', title: t('field.customerId'), sortable: true },
          { accessor: 'clientFullName', title: t('field.fullName'), sortable: true },
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
            width: 120,
            render: (r) => <StatusBadge status={r.status} />,
          },
          {
            accessor: 'refund',
            title: t('field.refundInfo'),
            render: (r) =>
              refundInfo(r) ?? (
                <Text size="sm" c="dimmed">
                  {t('notCredited')}
                </Text>
              ),
          },
        ]}
      />
      {hasPager && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {tc('list.range', {
              from: (shownPage - 1) * pageSize + 1,
              to: Math.min(shownPage * pageSize, total),
              total,
            })}
          </Text>
          <Pagination
            total={pages}
            value={shownPage}
            onChange={choosePage}
            siblings={2}
            aria-label={t('history.pages')}
            getControlProps={(control) => ({ 'aria-label': tc(`list.page.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}

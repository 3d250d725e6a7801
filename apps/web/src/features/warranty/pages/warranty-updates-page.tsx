import { ActionIcon, Badge, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { limits } from '@poolside/contract/constants';
import type { WarrantyReviewStatus, WarrantyUpdate } from '@poolside/contract/warranty';
import { IconEdit, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { statusOptions } from '../../../components/status-label';
import { DataList } from '../../../components/data-list/data-list';
import { formatDate, formatDateOnly } from '../../../lib/dates';
import { invoiceUrl, warrantyKeys } from '../api';
import { useAskDeleteUpdate } from '../components/use-delete-update';
import { ReviewStatusBadge } from '../components/review-status-badge';

type StatusChoice = WarrantyReviewStatus | 'all';

/** /admin/warranty_updates: the warranty updates to review, 200 per page, filter, edit and delete. */
export function WarrantyUpdatesPage() {
  const { t } = useTranslation('adminWarranty');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusChoice>('all');
  const askDelete = useAskDeleteUpdate();
  const detailPath = paths.admin.warrantyUpdate;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('listTitle')}</Title>
        <SegmentedControl
          aria-label={t('status.label')}
          value={status}
          onChange={(value) => setStatus(value as StatusChoice)}
          data={[{ value: 'all', label: t('status.all') }, ...statusOptions(tc, 'warrantyReview')]}
        />
      </Group>
      <DataList<WarrantyUpdate>
        endpoint="/warranty/updates"
        queryKey={warrantyKeys.updatesList()}
        storeColumnsKey="admin-warranty-updates"
        exportReport="warrantyUpdates"
        caption={t('listTitle')}
        filterLabel={t('filter')}
        emptyText={t('empty')}
        pageSize={limits.warrantyUpdatesPageSize}
        defaultSort={{ columnAccessor: 'dateCreate', direction: 'desc' }}
        params={{ status: status === 'all' ? undefined : status }}
        onRowClick={(r) => navigate(detailPath(r.sn))}
        columns={[
          {
            accessor: 'customer',
            title: t('column.customer'),
            sortable: true,
            width: 160,
            render: (r) => (
              <Text size="sm">
                {r.customer}{' '}
                <Text span size="xs" c="dimmed">
                  {r.customerNumber}
                </Text>
              </Text>
            ),
          },
          { accessor: 'robotPN', title: t('column.robotPN'), sortable: true },
          { accessor: 'sn', title: t('column.sn'), sortable: true },
          {
            // The warranty end with the under-warranty indicator beside it.
            accessor: 'warrantyEnd',
            title: t('column.warrantyEnd'),
            render: (r) => (
              <Group gap={6} wrap="nowrap">
                {formatDateOnly(r.warrantyEnd)}
                <Badge color={r.underWarranty ? 'green' : 'red'} variant="light" size="sm">
                  {r.underWarranty ? t('valid') : t('expired')}
                </Badge>
              </Group>
            ),
          },
          {
            accessor: 'dateCreate',
            title: t('column.dateCreate'),
            sortable: true,
            render: (r) => formatDate(r.dateCreate),
          },
          {
            accessor: 'reviewedAt',
            title: t('column.status'),
            sortable: true,
            width: 140,
            render: (r) => <ReviewStatusBadge update={r} />,
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {r.invoice !== null && (
                  <ActionIcon
                    variant="subtle"
                    component="a"
                    href={invoiceUrl(r.invoice)}
                    onClick={(e) => e.stopPropagation()}
                    aria-label={t('viewInvoiceOf', { sn: r.sn })}
                  >
                    <IconFileInvoice size={16} />
                  </ActionIcon>
                )}
                <ActionIcon
                  variant="subtle"
                  component={Link}
                  to={detailPath(r.sn)}
                  onClick={(e) => e.stopPropagation()}
                  aria-label={t('editOf', { sn: r.sn })}
                >
                  <IconEdit size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={(e) => {
                    e.stopPropagation();
                    askDelete(r.sn);
                  }}
                  aria-label={t('deleteOf', { sn: r.sn })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}

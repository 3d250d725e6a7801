import type { AuditRow } from '@poolside/contract/audit';
import { Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list/data-list';
import { formatDateTime } from '../../../lib/dates';
import { auditKeys } from '../api';
import { useAuditWords } from '../audit-words';
import { AuditEntryDialog } from '../components/audit-entry-dialog';
import { AuditFilters, type AuditFilterValues, emptyAuditFilters } from '../components/audit-filters';

/** /admin/audit: who changed what and when, filtered, paged, sortable, exportable (auditLog report). */
export function AuditPage() {
  const { t } = useTranslation('adminAudit');
  const words = useAuditWords();
  const [filters, setFilters] = useState<AuditFilterValues>(emptyAuditFilters);
  const [who] = useDebouncedValue(filters.who.trim(), 300);
  const [openId, setOpenId] = useState<number | null>(null);
  const params = {
    who: who || undefined,
    action: filters.action ?? undefined,
    entity: filters.entity ?? undefined,
    fromDate: filters.from ?? undefined,
    toDate: filters.to ?? undefined,
  };
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      <AuditFilters value={filters} onChange={setFilters} />
      <DataList<AuditRow>
        endpoint="/audit"
        queryKey={auditKeys.all}
        storeColumnsKey="admin-audit"
        caption={t('title')}
        emptyText={t('empty')}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        pageSize={20}
        params={params}
        exportReport="auditLog"
        onRowClick={(row) => setOpenId(row.id)}
        columns={[
          { accessor: 'id', title: '#', sortable: true, width: 80 },
          { accessor: 'at', title: t('columns.when'), sortable: true, render: (r) => formatDateTime(r.at) },
          {
            accessor: 'actorEmail',
            title: t('columns.who'),
            sortable: true,
            render: (r) =>
              r.actorEmail ? (
                <Stack gap={0}>
                  <Text size="sm">{r.actorName}</Text>
                  <Text size="xs" c="dimmed">
                    {r.actorEmail}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('system')}
                </Text>
              ),
          },
          {
            accessor: 'action',
            title: t('columns.action'),
            sortable: true,
            render: (r) => words.action(r.action),
          },
          {
            accessor: 'entity',
            title: t('columns.entity'),
            sortable: true,
            render: (r) => words.entity(r.entity),
          },
          { accessor: 'entityId', title: t('columns.entityId'), sortable: true },
          {
            accessor: 'changedFields',
            title: t('columns.changed'),
            render: (r) => (
              <Text size="sm" lineClamp={2} maw={280}>
                {r.changedFields.map((field) => words.field(r.entity, field)).join(', ')}
              </Text>
            ),
          },
        ]}
      />
      <AuditEntryDialog id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

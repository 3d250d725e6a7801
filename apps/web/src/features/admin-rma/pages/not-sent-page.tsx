import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { NotSentSummary, NotSentSummaryRow } from '@poolside/contract/admin-rma';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { DataList, type KeysetAnswer } from '../../../components/data-list/data-list';
import { ExportButton } from '../../../components/data-list/export-button';
import { adminRmaKeys } from '../api';
import { type WarrantyChoice, WarrantyCheckboxes, warrantyFilterOf } from '../components/warranty-checkboxes';

/**
 * /admin/not_sent: per customer (and user) the unsent lines under warranty (green) and not (red), paged,
 * sorted and kept by the warranty checkboxes on the server.
 */
export function NotSentPage() {
  const { t } = useTranslation('adminRma');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<WarrantyChoice>({ green: true, red: true });
  const [counts, setCounts] = useState({ green: 0, red: 0 });
  // The checkboxes show the overall counts, which every page of the summary carries.
  const onPage = useCallback((answer: KeysetAnswer<NotSentSummaryRow> | undefined) => {
    const summary = answer as NotSentSummary | undefined;
    if (summary) setCounts({ green: summary.green, red: summary.red });
  }, []);
  const warranty = warrantyFilterOf(choice);

  return (
    <Stack>
      <Title order={2}>{t('notSent.title')}</Title>
      <WarrantyCheckboxes value={choice} onChange={setChoice} counts={counts} />
      <DataList<NotSentSummaryRow>
        endpoint="/rma/not_sent"
        queryKey={adminRmaKeys.notSentSummary()}
        storeColumnsKey="admin-not-sent"
        caption={t('notSent.title')}
        emptyText={t('noRmaRequests')}
        withFilter={false}
        pageSize={50}
        idAccessor="userID"
        defaultSort={{ columnAccessor: 'moovexID', direction: 'asc' }}
        params={{ admin: true, warranty }}
        onPage={onPage}
        toolbar={<ExportButton report="notSent" params={() => ({ warranty })} />}
        onRowClick={(r) => navigate(paths.admin.notSentCustomer(r.moovexID, r.userID))}
        columns={[
          {
            accessor: 'moovexID',
            title: t('field.customerId'),
            sortable: true,
            priority: 1,
            render: (r) => (
              <Anchor
                component={Link}
                to={paths.admin.notSentCustomer(r.moovexID)}
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
            priority: 2,
            fitWidth: 200,
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
            priority: 1,
            fitWidth: 90,
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
            priority: 1,
            fitWidth: 90,
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

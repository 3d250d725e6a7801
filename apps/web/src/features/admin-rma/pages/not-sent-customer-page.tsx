import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../../app/paths';
import type { RmaLine } from '@poolside/contract/repairs';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { useConfirm } from '../../../components/confirm';
import { showError } from '../../../components/feedback-dialogs';
import { formatDateOnly } from '../../../lib/dates';
import { useDeleteLine } from '../../repairs';
import { adminRmaKeys, notSentCustomerQuery } from '../api';
import { YesNo } from '../../../components/status-label';
import { type WarrantyChoice, WarrantyCheckboxes, warrantyFilterOf } from '../components/warranty-checkboxes';

/** /admin/not_sent/{customer}[/{user}]: one customer's unsent lines (of one user), with remove and export. */
export function NotSentCustomerPage() {
  const { t } = useTranslation('adminRma');
  const navigate = useNavigate();
  const params = useParams();
  const customer = params.customer ?? '';
  const userId = params.user ? Number(params.user) : undefined;
  const [choice, setChoice] = useState<WarrantyChoice>({ green: true, red: true });
  const summary = useQuery(notSentCustomerQuery(customer, userId));
  const counts = { green: summary.data?.green ?? 0, red: summary.data?.red ?? 0 };
  const isEmpty = summary.isSuccess && !summary.isFetching && counts.green + counts.red === 0;

  // No customer, a failed load or no line left: back to the summary (spec 03).
  useEffect(() => {
    if (!customer || (userId !== undefined && !Number.isInteger(userId)) || isEmpty) {
      navigate(paths.admin.notSent(), { replace: true });
    }
  }, [customer, userId, isEmpty, navigate]);
  useEffect(() => {
    if (summary.error) {
      showError(summary.error);
      navigate(paths.admin.notSent(), { replace: true });
    }
  }, [summary.error, navigate]);

  const remove = useDeleteLine(adminRmaKeys.notSent());
  const confirm = useConfirm();
  const confirmRemove = (line: RmaLine) =>
    confirm({
      title: t('notSent.removeTitle'),
      message: t('notSent.removeConfirm', { id: line.id, sn: line.robotSN }),
      confirmLabel: t('remove'),
      cancelLabel: t('cancel'),
      isDanger: true,
      onConfirm: () => remove.mutate(line.id, { onError: (error) => showError(error) }),
    });

  const first = summary.data?.rows[0];
  const warranty = warrantyFilterOf(choice);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to={paths.admin.notSent()} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} aria-hidden />
              {t('notSent.back')}
            </Group>
          </Anchor>
          <Title order={2}>
            {t('notSent.customerTitle', { customer, name: first?.clientFullName ?? '' })}
          </Title>
          {userId !== undefined && first && (
            <Text c="dimmed">{t('notSent.ofUser', { name: first.userName })}</Text>
          )}
        </div>
      </Group>
      <WarrantyCheckboxes value={choice} onChange={setChoice} counts={counts} />
      <DataList<RmaLine>
        endpoint="/rma/not_sent/moovex/{id}"
        endpointPath={{ id: customer }}
        queryKey={adminRmaKeys.notSentLines(customer)}
        storeColumnsKey="admin-not-sent-lines"
        caption={t('notSent.linesTitle')}
        emptyText={t('noRmaRequests')}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        // moovexID is for the export (the list's path names the customer already).
        params={{ userID: userId, warranty, moovexID: customer }}
        exportReport="notSent"
        columns={[
          { accessor: 'robotSN', title: t('field.robotSN'), sortable: true },
          { accessor: 'robotPN', title: t('field.robotPN'), sortable: true },
          { accessor: 'oldSN', title: t('field.oldSN'), sortable: true },
          { accessor: 'oldPN', title: t('field.oldPN'), sortable: true },
          { accessor: 'amount', title: t('field.amount') },
          { accessor: 'partDesc', title: t('field.partDesc') },
          {
            accessor: 'dateCreate',
            title: t('field.dateCreate'),
            sortable: true,
            render: (r) => formatDateOnly(r.dateCreate),
          },
          { accessor: 'internalNumber', title: t('field.internalNumber'), sortable: true },
          {
            accessor: 'underWarranty',
            title: t('field.underWarranty'),
            sortable: true,
            render: (r) => <YesNo value={r.underWarranty} />,
          },
          {
            accessor: 'actions',
            title: '',
            toggleable: false,
            render: (r) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('notSent.removeLine', { id: r.id })}
                onClick={() => confirmRemove(r)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ),
          },
        ]}
      />
    </Stack>
  );
}

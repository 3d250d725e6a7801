import { ActionIcon, Alert, Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { RmaLine } from '@poolside/contract/repairs';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRedirectOnListError } from '../../../lib/use-redirect-on-list-error';
import { DataList } from '../../../components/data-list/data-list';
import { showErrorDialog, showSuccessDialog } from '../../../components/feedback-dialogs';
import { formatDateOnly } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { deleteLine, sendRma } from '../api';
import { YesNo } from '../components/status-badge';

/** /repairs/rma: the unsent lines with edit, delete (confirmed), send all and send warranty only. */
export function ManageRmaPage() {
  const { t } = useTranslation('repairs');
  const me = useSessionUser();
  const queryClient = useQueryClient();
  const [isMineOnly, setIsMineOnly] = useState(false);
  useRedirectOnListError('rma', 'notSent');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['rma'] });
  const send = useMutation({
    mutationFn: (warrantyOnly: boolean) => sendRma({ warrantyOnly }),
    onSuccess: async ({ id }) => {
      await refresh();
      showSuccessDialog(`${t('thankYou')} ${t('rmaSent', { id })}`);
    },
    onError: (error) => showErrorDialog(error, `${t('opFailed')} ${t('opFailedTxt')}`),
  });
  const remove = useMutation({
    mutationFn: deleteLine,
    onSuccess: refresh,
    onError: (error) => showErrorDialog(error),
  });
  const confirmDelete = (line: RmaLine) =>
    modals.openConfirmModal({
      title: t('deleteLine'),
      children: t('rmaLineDeleteConfirm'),
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(line.id),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('manageTitle')}</Title>
        {me.type.rmaPartsReport && (
          <Group>
            <Button onClick={() => send.mutate(false)} loading={send.isPending && send.variables === false}>
              {t('sendAll')}
            </Button>
            <Button
              variant="light"
              onClick={() => send.mutate(true)}
              loading={send.isPending && send.variables === true}
            >
              {t('sendWarrantyOnly')}
            </Button>
          </Group>
        )}
      </Group>
      <Alert color="blue">{t('minRowsNotice')}</Alert>
      {me.type.id <= 2 && (
        <Checkbox
          label={t('showOnlyMine')}
          checked={isMineOnly}
          onChange={(e) => setIsMineOnly(e.currentTarget.checked)}
        />
      )}
      <DataList<RmaLine>
        endpoint="/rma/not_sent"
        queryKey={['rma', 'notSent']}
        storeColumnsKey="repairs-not-sent"
        caption={t('manageTitle')}
        emptyText={t('noRmaRequests')}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        params={{ mine: isMineOnly ? 'true' : undefined }}
        columns={[
          { accessor: 'id', title: '#', sortable: true },
          { accessor: 'robotSN', title: t('field.robotSN'), sortable: true },
          { accessor: 'robotPN', title: t('field.robotPN'), sortable: true },
          { accessor: 'oldPN', title: t('field.oldPN'), sortable: true },
          { accessor: 'oldSN', title: t('field.oldSN'), sortable: true },
          { accessor: 'newPN', title: t('field.newPN'), sortable: true },
          { accessor: 'newSN', title: t('field.newSN'), sortable: true },
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
            accessor: 'returnToQA',
            title: t('field.returnToQA'),
            render: (r) => (r.returnToQA ? t('qaRequired') : ''),
          },
          { accessor: 'userName', title: t('field.user') },
          {
            accessor: 'actions',
            title: '',
            toggleable: false,
            render: (r) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={`/repairs/rma/line/${r.id}`}
                  variant="subtle"
                  aria-label={t('editLine', { id: r.id })}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                {me.type.rmaPartsReport && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('deleteLineN', { id: r.id })}
                    onClick={() => confirmDelete(r)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}

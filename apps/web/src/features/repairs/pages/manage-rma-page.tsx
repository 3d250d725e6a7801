import { ActionIcon, Alert, Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import type { RmaLine } from '@poolside/contract/repairs';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRedirectOnListError } from '../../../lib/use-redirect-on-list-error';
import { useConfirm } from '../../../components/confirm';
import { DataList } from '../../../components/data-list/data-list';
import { showError, showSuccessDialog } from '../../../components/feedback-dialogs';
import { formatDateOnly } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import { useSubmissionKey } from '../../../lib/submission-key';
import { useDeleteLine, useSendRma, repairKeys } from '../api';
import { paths } from '../../../app/paths';
import { YesNo } from '../../../components/status-label';

/** /repairs/rma: the unsent lines with edit, delete (confirmed), send all and send warranty only. */
export function ManageRmaPage() {
  const { t } = useTranslation('repairs');
  const me = useSessionUser();
  const [isMineOnly, setIsMineOnly] = useState(false);
  useRedirectOnListError('rma', 'notSent');
  const confirm = useConfirm();
  const send = useSendRma();
  const remove = useDeleteLine();
  // One key per send, kept until it succeeds: a retry after a lost answer is the same send, which the
  // server answers with the RMA it made rather than "nothing to send".
  const sendKey = useSubmissionKey();
  // Sending makes an RMA of every unsent line (or those under warranty): it cannot be undone.
  const confirmSend = (warrantyOnly: boolean) =>
    confirm({
      title: warrantyOnly ? t('sendWarrantyOnly') : t('sendAll'),
      message: warrantyOnly ? t('sendWarrantyOnlyConfirm') : t('sendAllConfirm'),
      confirmLabel: warrantyOnly ? t('sendWarrantyOnly') : t('sendAll'),
      onConfirm: () =>
        send.mutate(
          { warrantyOnly, idempotencyKey: sendKey.keyOf(warrantyOnly) },
          {
            onSuccess: ({ id }) => {
              sendKey.renew();
              showSuccessDialog(`${t('thankYou')} ${t('rmaSent', { id })}`);
            },
            onError: (error) => showError(error, `${t('opFailed')} ${t('opFailedTxt')}`),
          },
        ),
    });
  const confirmDelete = (line: RmaLine) =>
    confirm({
      title: t('deleteLine'),
      message: t('rmaLineDeleteConfirm'),
      confirmLabel: t('delete'),
      isDanger: true,
      onConfirm: () => remove.mutate(line.id, { onError: (error) => showError(error) }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('manageTitle')}</Title>
        {me.type.rmaPartsReport && (
          <Group>
            <Button
              onClick={() => confirmSend(false)}
              loading={send.isPending && send.variables?.warrantyOnly === false}
            >
              {t('sendAll')}
            </Button>
            <Button
              variant="light"
              onClick={() => confirmSend(true)}
              loading={send.isPending && send.variables?.warrantyOnly === true}
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
        queryKey={repairKeys.notSent()}
        storeColumnsKey="repairs-not-sent"
        caption={t('manageTitle')}
        emptyText={t('noRmaRequests')}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        params={{ mine: isMineOnly ? 'true' : undefined }}
        columns={[
          { accessor: 'id', title: '#', sortable: true, priority: 1, width: 70 },
          { accessor: 'robotSN', title: t('field.robotSN'), sortable: true, priority: 2 },
          { accessor: 'robotPN', title: t('field.robotPN'), sortable: true, priority: 4 },
          { accessor: 'oldPN', title: t('field.oldPN'), sortable: true, priority: 2 },
          { accessor: 'oldSN', title: t('field.oldSN'), sortable: true, priority: 4 },
          { accessor: 'newPN', title: t('field.newPN'), sortable: true, priority: 3 },
          { accessor: 'newSN', title: t('field.newSN'), sortable: true, priority: 4 },
          { accessor: 'amount', title: t('field.amount'), priority: 5, fitWidth: 80 },
          { accessor: 'partDesc', title: t('field.partDesc'), priority: 3, fitWidth: 160 },
          {
            accessor: 'dateCreate',
            title: t('field.dateCreate'),
            sortable: true,
            priority: 3,
            render: (r) => formatDateOnly(r.dateCreate),
          },
          { accessor: 'internalNumber', title: t('field.internalNumber'), sortable: true, priority: 5 },
          {
            accessor: 'underWarranty',
            title: t('field.underWarranty'),
            sortable: true,
            priority: 1,
            fitWidth: 110,
            render: (r) => <YesNo value={r.underWarranty} />,
          },
          {
            accessor: 'returnToQA',
            title: t('field.returnToQA'),
            priority: 2,
            render: (r) => (r.returnToQA ? t('qaRequired') : ''),
          },
          { accessor: 'userName', title: t('field.user'), priority: 5 },
          {
            accessor: 'actions',
            title: '',
            toggleable: false,
            width: 90,
            render: (r) => (
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={paths.unsentLine(r.id)}
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

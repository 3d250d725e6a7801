import type { PopupMessage } from '@poolside/contract/popups';
import { ActionIcon, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list/data-list';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { formatDateTime } from '../../../lib/dates';
import { downloadCsvTemplate, popupsQueryKey, useCreateMessage, useDeleteMessage } from '../api';
import { MessageCell } from '../components/message-cell';
import { SerialsCell } from '../components/serials-cell';
import { UploadCell } from '../components/upload-cell';

/** /admin/popups: the messages the warranty repair report shows for listed robot serials (spec 03 s2). */
export function PopupsPage() {
  const { t } = useTranslation('adminPopups');
  const create = useCreateMessage();
  const remove = useDeleteMessage();
  const [toDelete, setToDelete] = useState<PopupMessage | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);

  const template = async () => {
    setIsDownloading(true);
    try {
      await downloadCsvTemplate();
    } catch (error) {
      showErrorDialog(error);
    } finally {
      setIsDownloading(false);
    }
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
      onError: (e) => showErrorDialog(e),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('title')}</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileDownload size={18} aria-hidden />}
            loading={isDownloading}
            onClick={template}
          >
            {t('template')}
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            loading={create.isPending}
            onClick={() => create.mutate(undefined, { onError: (e) => showErrorDialog(e) })}
          >
            {t('add')}
          </Button>
        </Group>
      </Group>
      <Text size="sm">{t('intro')}</Text>
      <DataList<PopupMessage>
        endpoint="/popups"
        queryKey={popupsQueryKey}
        storeColumnsKey="admin-popups"
        caption={t('title')}
        filterLabel={t('filter')}
        emptyText={t('empty')}
        defaultSort={{ columnAccessor: 'id', direction: 'desc' }}
        columns={[
          { accessor: 'id', title: '#', sortable: true, width: 70 },
          {
            accessor: 'message',
            title: t('columns.message'),
            sortable: true,
            render: (r) => <MessageCell row={r} />,
          },
          {
            accessor: 'snCount',
            title: t('columns.serials'),
            sortable: true,
            render: (r) => <SerialsCell row={r} />,
          },
          { accessor: 'upload', title: t('columns.upload'), render: (r) => <UploadCell row={r} /> },
          {
            accessor: 'dateUpdate',
            title: t('columns.updated'),
            sortable: true,
            render: (r) => formatDateTime(r.dateUpdate),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (r) => (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('deleteOf', { id: r.id })}
                onClick={() => setToDelete(r)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('confirmTitle')} centered>
        <Stack>
          <Text>{t('confirmText', { id: toDelete?.id ?? '', count: toDelete?.snCount ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

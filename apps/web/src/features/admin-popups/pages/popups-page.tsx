import type { PopupMessage } from '@poolside/contract/popups';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { DataList } from '../../../components/data-list/data-list';
import { showError } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { formatDateTime } from '../../../lib/dates';
import { downloadCsvTemplate, popupKeys, useCreateMessage, useDeleteMessage } from '../api';
import { MessageCell } from '../components/message-cell';
import { SerialsCell } from '../components/serials-cell';
import { UploadCell } from '../components/upload-cell';

/** /admin/popups: the messages the warranty repair report shows for listed robot serials (spec 03 s2). */
export function PopupsPage() {
  const { t } = useTranslation('adminPopups');
  const create = useCreateMessage();
  const remove = useDeleteMessage();
  const confirm = useConfirm();
  const [isDownloading, setIsDownloading] = useState(false);
  // One guard for the page: the messages whose text is edited and not updated yet.
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<number>>(new Set());
  useUnsavedChangesGuard(dirtyIds.size > 0);
  const handlers = useRef(new Map<number, (isDirty: boolean) => void>());
  const dirtyHandler = useCallback((id: number) => {
    let handler = handlers.current.get(id);
    if (!handler) {
      handler = (isDirty: boolean) =>
        setDirtyIds((ids) => {
          if (ids.has(id) === isDirty) return ids;
          const next = new Set(ids);
          if (isDirty) next.add(id);
          else next.delete(id);
          return next;
        });
      handlers.current.set(id, handler);
    }
    return handler;
  }, []);

  const template = async () => {
    setIsDownloading(true);
    try {
      await downloadCsvTemplate();
    } catch (error) {
      showError(error);
    } finally {
      setIsDownloading(false);
    }
  };
  const confirmDelete = (row: PopupMessage) =>
    confirm({
      title: t('confirmTitle'),
      message: t('confirmText', { id: row.id, count: row.snCount }),
      confirmLabel: t('delete'),
      isDanger: true,
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
          onError: (e) => showError(e),
        }),
    });

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
            onClick={() => create.mutate(undefined, { onError: (e) => showError(e) })}
          >
            {t('add')}
          </Button>
        </Group>
      </Group>
      <Text size="sm">{t('intro')}</Text>
      <DataList<PopupMessage>
        endpoint="/popups"
        queryKey={popupKeys.all}
        storeColumnsKey="admin-popups"
        exportReport="popups"
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
            render: (r) => <MessageCell key={r.id} row={r} onDirty={dirtyHandler(r.id)} />,
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
                loading={remove.isPending && remove.variables === r.id}
                onClick={() => confirmDelete(r)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            ),
          },
        ]}
      />
    </Stack>
  );
}

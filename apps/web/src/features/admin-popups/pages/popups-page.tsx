import type { PopupMessage } from '@poolside/contract/popups';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { showError } from '../../../components/feedback-dialogs';
import { downloadCsvTemplate, useCreateMessage, useDeleteMessage } from '../api';
import { PopupsList } from '../components/popups-list';
import { useDirtyMessages } from '../use-dirty-messages';

/** /admin/popups: the messages the warranty repair report shows for listed robot serials (spec 03 s2). */
export function PopupsPage() {
  const { t } = useTranslation('adminPopups');
  const create = useCreateMessage();
  const remove = useDeleteMessage();
  const confirm = useConfirm();
  const [isDownloading, setIsDownloading] = useState(false);
  const dirtyHandler = useDirtyMessages();
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
      <PopupsList
        dirtyHandler={dirtyHandler}
        onDelete={confirmDelete}
        deletingId={remove.isPending ? remove.variables : undefined}
      />
    </Stack>
  );
}

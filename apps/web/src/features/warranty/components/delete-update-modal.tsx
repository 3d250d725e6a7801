import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { deleteWarrantyUpdate, warrantyUpdatesKey } from '../admin-api';

type DeleteUpdateModalProps = { sn: string | null; onClose: () => void; onDeleted?: () => void };

/** Confirms the deletion (reject) of a warranty update: it cannot be undone (spec 03). */
export function DeleteUpdateModal({ sn, onClose, onDeleted }: DeleteUpdateModalProps) {
  const { t } = useTranslation('adminWarranty');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (serial: string) => deleteWarrantyUpdate(serial),
    onSuccess: async (_, serial) => {
      notifications.show({ color: 'green', message: t('deleted', { sn: serial }) });
      onClose();
      await queryClient.invalidateQueries({ queryKey: warrantyUpdatesKey });
      await queryClient.invalidateQueries({ queryKey: ['robots', 'sn', serial] });
      onDeleted?.();
    },
    onError: (error) => {
      onClose();
      showErrorDialog(error);
    },
  });
  return (
    <Modal opened={sn !== null} onClose={onClose} title={t('confirmTitle')} centered>
      <Stack>
        <Text>{t('confirmText', { sn: sn ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => sn && remove.mutate(sn)}>
            {t('reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

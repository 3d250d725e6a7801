import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { showError } from '../../../components/feedback-dialogs';
import { useDeleteWarrantyUpdate } from '../api';

/**
 * The deletion (reject) of a warranty update after the one confirmation: it cannot be undone (spec 03).
 * `askDelete(sn, onDeleted?)`.
 */
export function useAskDeleteUpdate() {
  const { t } = useTranslation('adminWarranty');
  const confirm = useConfirm();
  const remove = useDeleteWarrantyUpdate();
  return (sn: string, onDeleted?: () => void) =>
    confirm({
      title: t('confirmTitle'),
      message: t('confirmText', { sn }),
      confirmLabel: t('reject'),
      cancelLabel: t('cancel'),
      isDanger: true,
      onConfirm: () =>
        remove.mutate(sn, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('deleted', { sn }) });
            onDeleted?.();
          },
          onError: (error) => showError(error),
        }),
    });
}

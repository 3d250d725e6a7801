import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { areOverlaysReady, whenOverlaysReady } from '../app/layout/overlays-ready';

export type ConfirmOptions = {
  title: ReactNode;
  message: ReactNode;
  /** The confirm button's words (say what happens: "Send all", "Delete"); default "Confirm". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for what cannot be undone (delete, finish, reject). */
  isDanger?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
};

/**
 * The one confirmation before a bulk or irreversible action (send all, delete, finish, reject, revoke):
 * a Mantine confirm modal, cancel focused. `const confirm = useConfirm(); confirm({title, message, onConfirm})`.
 */
export function useConfirm() {
  const openConfirm = useOpenConfirm();
  return useCallback(
    (options: ConfirmOptions) => {
      // A click before the deferred overlays mounted (app/layout/overlays-ready.ts) opens once they listen.
      if (!areOverlaysReady()) {
        void whenOverlaysReady().then(() => openConfirm(options));
        return;
      }
      openConfirm(options);
    },
    [openConfirm],
  );
}

function useOpenConfirm() {
  const { t } = useTranslation('common');
  return useCallback(
    (options: ConfirmOptions) =>
      modals.openConfirmModal({
        title: options.title,
        centered: true,
        children: typeof options.message === 'string' ? <Text>{options.message}</Text> : options.message,
        labels: {
          confirm: options.confirmLabel ?? t('confirm.ok'),
          cancel: options.cancelLabel ?? t('confirm.cancel'),
        },
        confirmProps: options.isDanger ? { color: 'red' } : undefined,
        cancelProps: { 'data-autofocus': true } as Record<string, unknown>,
        onConfirm: options.onConfirm,
        onCancel: options.onCancel,
      }),
    [t],
  );
}

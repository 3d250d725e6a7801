import { Box, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useCallback, useRef, useState } from 'react';
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
  /**
   * The action. When it answers a promise (a mutation's `mutate` does: lib/mutation.ts), the dialog stays
   * open with its button busy until the promise settles, then closes. The action reports its own failure
   * (its mutation's onError); a rejection only closes the dialog.
   */
  onConfirm: () => unknown;
  onCancel?: () => void;
};

type Labels = { confirm: string; cancel: string };
/** What the dialog's body and its modal's onClose share: whether the action was started. */
type Outcome = { isConfirmed: boolean };

let lastId = 0;

function ConfirmBody({
  modalId,
  options,
  labels,
  outcome,
}: {
  modalId: string;
  options: ConfirmOptions;
  labels: Labels;
  outcome: Outcome;
}) {
  const [isRunning, setIsRunning] = useState(false);
  // A ref, not the state: the second click of a double click comes before React has re-rendered, and the
  // button stays on screen while the modal fades out.
  const isStarted = useRef(false);
  const confirm = async () => {
    if (isStarted.current) return;
    isStarted.current = true;
    outcome.isConfirmed = true;
    setIsRunning(true);
    // While the action runs the dialog cannot be dismissed: what it started is still under way.
    modals.updateModal({ modalId, closeOnEscape: false, closeOnClickOutside: false, withCloseButton: false });
    try {
      await options.onConfirm();
    } catch {
      // Reported by the action itself.
    } finally {
      modals.close(modalId);
    }
  };
  const cancel = () => {
    if (isStarted.current) return;
    modals.close(modalId);
  };
  return (
    <>
      <Box mb="md">
        {typeof options.message === 'string' ? <Text>{options.message}</Text> : options.message}
      </Box>
      <Group justify="flex-end">
        <Button variant="default" onClick={cancel} disabled={isRunning} data-autofocus>
          {labels.cancel}
        </Button>
        <Button color={options.isDanger ? 'red' : undefined} onClick={confirm} loading={isRunning}>
          {labels.confirm}
        </Button>
      </Group>
    </>
  );
}

/**
 * The one confirmation before a bulk or irreversible action (send all, delete, finish, reject, revoke):
 * a Mantine modal, cancel focused. `const confirm = useConfirm(); confirm({title, message, onConfirm})`.
 * The action runs once however often the confirm button is clicked, and the button shows it running.
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
    (options: ConfirmOptions) => {
      lastId += 1;
      const modalId = `confirm-${lastId}`;
      const outcome: Outcome = { isConfirmed: false };
      const labels = {
        confirm: options.confirmLabel ?? t('confirm.ok'),
        cancel: options.cancelLabel ?? t('confirm.cancel'),
      };
      modals.open({
        modalId,
        title: options.title,
        centered: true,
        children: <ConfirmBody modalId={modalId} options={options} labels={labels} outcome={outcome} />,
        // Cancel, the close button, Escape or a click outside: the action was not asked for.
        onClose: () => {
          if (!outcome.isConfirmed) options.onCancel?.();
        },
      });
    },
    [t],
  );
}

import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

type Dialog =
  | { kind: 'success'; message?: string }
  | { kind: 'error'; message?: string; requestId: string | null; code: number | null };

let current: Dialog | null = null;
const listeners = new Set<() => void>();

function setDialog(dialog: Dialog | null) {
  current = dialog;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The generic "Operation Success" dialog. */
export function showSuccessDialog(message?: string) {
  setDialog({ kind: 'success', message });
}

/**
 * The generic "Oops... Something went wrong!" dialog, with the request id support needs. The message is
 * typed unknown so the function can be passed straight as a mutation's onError.
 */
export function showErrorDialog(error: unknown, message?: unknown) {
  setDialog({
    kind: 'error',
    message: typeof message === 'string' ? message : undefined,
    requestId: isApiError(error) ? error.requestId : null,
    code: isApiError(error) ? error.code : null,
  });
}

export function closeFeedbackDialog() {
  setDialog(null);
}

/** Renders the current dialog; mounted once in each lazy layout. */
export function FeedbackDialogHost() {
  const { t } = useTranslation('common');
  const dialog = useSyncExternalStore(subscribe, () => current);
  const isError = dialog?.kind === 'error';
  return (
    <Modal
      opened={dialog !== null}
      onClose={closeFeedbackDialog}
      centered
      title={
        <Group gap="xs">
          {isError ? (
            <IconAlertTriangle color="var(--mantine-color-red-8)" aria-hidden />
          ) : (
            <IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />
          )}
          <Text fw={700}>{isError ? t('dialog.errorTitle') : t('dialog.successTitle')}</Text>
        </Group>
      }
    >
      <Stack gap="sm">
        {dialog?.message && <Text>{dialog.message}</Text>}
        {dialog?.kind === 'error' && dialog.requestId && (
          <Text size="sm">
            {t('dialog.requestId')} <Code>{dialog.requestId}</Code>
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={closeFeedbackDialog} data-autofocus>
            {t('dialog.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

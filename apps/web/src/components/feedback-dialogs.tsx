import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorDisplay, type ErrorDisplayOptions, errorDisplayOf } from '../lib/error-display';
import { applyServerErrors, type FormTarget, type ServerErrorOptions } from '../lib/form-errors';

type Dialog = { kind: 'success'; message?: string } | ({ kind: 'error' } & { display: ErrorDisplay });

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
 * The error dialog, worded by the one error display rule (lib/error-display.ts): fields to correct, "not
 * found", a refusal, or only for a server failure "Oops... Something went wrong!" with the request id support
 * needs. The message is typed unknown so the function can be passed straight as a mutation's onError.
 */
export function showErrorDialog(error: unknown, message?: unknown) {
  showErrorDialogWith(error, { message: typeof message === 'string' ? message : undefined });
}

/** The same dialog with the screen's words (its message, its field labels): never passed as an onError. */
export function showErrorDialogWith(error: unknown, options: ErrorDisplayOptions) {
  setDialog({ kind: 'error', display: errorDisplayOf(error, options) });
}

/**
 * The error display rule of a form's save: the server's field errors go to their fields; a failure that
 * names no field of the form goes to the one error dialog (with the screen's message, if any). A failed save
 * is never a toast.
 */
export function showFormError(
  form: FormTarget,
  error: unknown,
  options: ServerErrorOptions & { message?: string } = {},
) {
  if (!applyServerErrors(form, error, options)) showErrorDialog(error, options.message);
}

export function closeFeedbackDialog() {
  setDialog(null);
}

/** Renders the current dialog; mounted once in each lazy layout. */
export function FeedbackDialogHost() {
  const { t } = useTranslation('common');
  const dialog = useSyncExternalStore(subscribe, () => current);
  const display = dialog?.kind === 'error' ? dialog.display : null;
  const isFailure = display?.kind === 'failure';
  return (
    <Modal
      opened={dialog !== null}
      onClose={closeFeedbackDialog}
      centered
      title={
        <Group gap="xs">
          {isFailure ? (
            <IconAlertTriangle color="var(--mantine-color-red-8)" aria-hidden />
          ) : display ? (
            <IconAlertCircle color="var(--mantine-color-orange-8)" aria-hidden />
          ) : (
            <IconCircleCheck color="var(--mantine-color-green-8)" aria-hidden />
          )}
          <Text fw={700}>{display ? display.title : t('dialog.successTitle')}</Text>
        </Group>
      }
    >
      <Stack gap="sm">
        {dialog?.kind === 'success' && dialog.message && <Text>{dialog.message}</Text>}
        {display?.message && <Text style={{ whiteSpace: 'pre-line' }}>{display.message}</Text>}
        {display?.requestId && (
          <Text size="sm">
            {t('dialog.requestId')} <Code>{display.requestId}</Code>
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

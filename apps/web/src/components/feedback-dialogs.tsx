import { Affix, Button, Code, Group, Modal, Notification, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconClockPause } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ErrorDisplay,
  type ErrorDisplayOptions,
  errorDisplayOf,
  presentationOf,
} from '../lib/error-display';
import { applyServerErrors, type FormTarget, type ServerErrorOptions } from '../lib/form-errors';

type Dialog = { kind: 'success'; message?: string } | ({ kind: 'error' } & { display: ErrorDisplay });
/** The dialog and the toast on screen; `toastId` tells one toast from the next that replaces it. */
type Shown = { dialog: Dialog | null; toast: ErrorDisplay | null; toastId: number };

let current: Shown = { dialog: null, toast: null, toastId: 0 };
const listeners = new Set<() => void>();
const TOAST_MS = 8000;

function setShown(next: Partial<Shown>) {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

function setDialog(dialog: Dialog | null) {
  setShown({ dialog });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The generic "Operation Success" dialog. */
export function showSuccessDialog(message?: string) {
  setDialog({ kind: 'success', message });
}

export type ShowErrorOptions = ErrorDisplayOptions &
  ServerErrorOptions & {
    /** The form whose save failed: the fields the server names get their messages there. */
    form?: FormTarget;
  };

/**
 * The one error display rule of the web app, for every failure (a save, a load, a download): the fields the
 * server names go to the form's fields when a form is given (lib/form-errors.ts); anything else is worded by
 * lib/error-display.ts and shown by its kind: one dialog (fields to correct, not found, a conflict, a refusal,
 * or, only for a server or network failure, "Oops... Something went wrong!" with the request id), or one toast
 * for a rate limit. A second failure replaces the first: one dialog, one toast. A string is the screen's
 * message. As a mutation's onError, wrap it (`(error) => showError(error)`): the variables are not options.
 */
export function showError(error: unknown, options: ShowErrorOptions | string = {}) {
  const given: ShowErrorOptions = typeof options === 'string' ? { message: options } : options;
  if (given.form && applyServerErrors(given.form, error, given)) return;
  const display = errorDisplayOf(error, given);
  if (presentationOf(display.kind) === 'toast') setShown({ toast: display, toastId: current.toastId + 1 });
  else setDialog({ kind: 'error', display });
}

/**
 * The rule under its former name, kept while screens being reworked elsewhere still call it: new code calls
 * showError.
 * @deprecated use showError
 */
export const showErrorDialog = (error: unknown, message?: unknown) =>
  showError(error, typeof message === 'string' ? message : undefined);

export function closeFeedbackDialog() {
  setShown({ dialog: null, toast: null });
}

/** The one error toast (a rate limit): it closes by itself after a while. */
function ErrorToast({ display }: { display: ErrorDisplay }) {
  const { t } = useTranslation('common');
  // Mounted anew for each toast (its key): each one has its own time on screen.
  useEffect(() => {
    const timer = setTimeout(() => setShown({ toast: null }), TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Affix position={{ top: 16, right: 16 }} zIndex={400}>
      <Notification
        role="alert"
        color="orange"
        icon={<IconClockPause size={18} aria-hidden />}
        title={display.title}
        onClose={() => setShown({ toast: null })}
        closeButtonProps={{ 'aria-label': t('dialog.closeMessage') }}
        maw={360}
      >
        {display.message}
      </Notification>
    </Affix>
  );
}

/** Renders the current dialog and error toast; mounted once in each lazy layout. */
export function FeedbackDialogHost() {
  const { t } = useTranslation('common');
  const { dialog, toast, toastId } = useSyncExternalStore(subscribe, () => current);
  const display = dialog?.kind === 'error' ? dialog.display : null;
  const isFailure = display?.kind === 'failure';
  return (
    <>
      {toast && <ErrorToast key={toastId} display={toast} />}
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
    </>
  );
}

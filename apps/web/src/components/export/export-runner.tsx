// Every export of the web app (docs/decisions.md "Export jobs"): POST /api/export/jobs starts the report on
// the server, a notification shows its progress (rows done of the total) while this module polls, then the
// browser downloads the file streamed from the job's URL. It lives outside React so an export goes on when
// its list unmounts (the notification is in the layout); the button only follows it.
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExportJob } from '@poolside/contract/exports';
import { ErrorCode } from '@poolside/contract/errors';
import { showError } from '../feedback-dialogs';
import { ApiError, type ApiBody, api, isApiError } from '../../lib/api-client';
import { i18next } from '../../lib/i18n';

export type ExportType = 'excel' | 'pdf';
/** The export route's filters (the list's own, by report). */
export type ExportParams = Omit<ApiBody<'post', '/export/jobs'>, 'report' | 'type'>;
export type ExportRequest = { report: string; type: ExportType; params?: ExportParams };

const POLL_MS = [400, 700, 1000];
/**
 * An overloaded server (503, -3) or a lost connection while polling does not end the export: the job goes on
 * on the server, so the poll waits (the answer's Retry-After, bounded) and asks again, at most this many times
 * in a row; the progress stays on screen meanwhile.
 */
const MAX_POLL_RETRIES = 5;
const DEFAULT_RETRY_S = 2;
const MAX_RETRY_S = 30;
const t = (key: string, options: Record<string, unknown> = {}) => i18next.t(`common:export.${key}`, options);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves the job's file: the browser streams it to disk (nothing held in the page's memory). */
function downloadJobFile(job: ExportJob) {
  const link = document.createElement('a');
  link.href = job.downloadUrl ?? '';
  link.download = job.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

function ProgressMessage({ job, onCancel }: { job: ExportJob | null; onCancel: () => void }) {
  const total = job?.rowsTotal ?? null;
  const done = job?.rowsDone ?? 0;
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : null;
  const label = !job
    ? t('preparing')
    : total !== null
      ? t('progress', { done, total })
      : done > 0
        ? t('progressUnknown', { done })
        : t('preparing');
  return (
    <Stack gap={6}>
      <Progress
        value={percent ?? 100}
        animated={percent === null}
        striped={percent === null}
        aria-label={label}
        size="md"
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" aria-live="polite">
          {label}
        </Text>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A poll answer worth asking again: the server is overloaded or was not reached (the job still runs). */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.httpStatus === 503 || error.httpStatus === 0);

/** Polls the job, riding out up to MAX_POLL_RETRIES transient failures in a row (waiting their Retry-After). */
async function pollJob(id: string, isCancelled: () => boolean): Promise<ExportJob | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.get('/export/jobs/{id}', { path: { id } });
    } catch (error) {
      if (!isTransient(error) || attempt >= MAX_POLL_RETRIES) throw error;
      const seconds = (error as ApiError).retryAfter ?? DEFAULT_RETRY_S;
      await sleep(Math.min(Math.max(seconds, 0), MAX_RETRY_S) * 1000);
      if (isCancelled()) return null;
    }
  }
}

/** What a refused or failed export says, by code. */
function failureMessage(error: unknown): string {
  if (isApiError(error, ErrorCode.permissionDenied)) return t('denied');
  if (isApiError(error) && error.data?.reason === 'tooManyExports') return t('tooMany');
  if (isApiError(error, ErrorCode.fatal) && error.data?.reason === 'interrupted') return t('interrupted');
  return t('failed');
}

let sequence = 0;

/**
 * Runs one export to its download: resolves true when the file was saved, false when cancelled; a failure
 * shows the error dialog (and resolves false).
 */
export async function runExport(request: ExportRequest): Promise<boolean> {
  const id = `export-${++sequence}`;
  let job: ExportJob | null = null;
  let isCancelled = false;
  const cancel = () => {
    isCancelled = true;
    if (job) api.delete('/export/jobs/{id}', { path: { id: job.id } }).catch(() => {});
    notifications.update({ id, message: t('cancelled'), color: 'gray', loading: false, autoClose: 2500 });
  };
  const show = () =>
    notifications.update({
      id,
      title: job ? t('title', { name: job.fileName }) : t('title', { name: '' }),
      message: <ProgressMessage job={job} onCancel={cancel} />,
      autoClose: false,
      withCloseButton: false,
      loading: false,
    });
  notifications.show({
    id,
    message: <ProgressMessage job={null} onCancel={cancel} />,
    autoClose: false,
    withCloseButton: false,
  });
  try {
    job = await api.post('/export/jobs', {
      ...request.params,
      report: request.report,
      type: request.type,
    });
    for (let poll = 0; job.status === 'running'; poll++) {
      if (isCancelled) return false;
      show();
      await sleep(POLL_MS[Math.min(poll, POLL_MS.length - 1)]);
      if (isCancelled) return false;
      const next = await pollJob(job.id, () => isCancelled);
      if (!next) return false;
      job = next;
    }
    if (isCancelled || job.status === 'cancelled') return false;
    if (job.status === 'failed') {
      throw new ApiError({
        code: job.code ?? ErrorCode.fatal,
        httpStatus: 500,
        requestId: null,
        data: job.code === ErrorCode.fatal ? { reason: 'interrupted' } : null,
        retryAfter: null,
      });
    }
    downloadJobFile(job);
    notifications.update({
      id,
      title: undefined,
      message: t('done', { name: job.fileName }),
      color: 'green',
      withCloseButton: true,
      autoClose: 3000,
    });
    return true;
  } catch (error) {
    notifications.hide(id);
    if (!isCancelled) showError(error, failureMessage(error));
    return false;
  }
}

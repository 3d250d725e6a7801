import type { ImportProgress } from '@poolside/contract/master-data';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type RunProgressProps = {
  mode: 'check' | 'apply';
  /** Share of the file sent (0 to 1). */
  uploaded: number;
  /** The server's progress (null until it answers, or when another instance runs the import). */
  server: ImportProgress | undefined;
};

/** The running import: the upload, then the server's reading, checking and applying (rows done of all). */
export function RunProgress({ mode, uploaded, server }: RunProgressProps) {
  const { t, i18n } = useTranslation('adminImport');
  const number = new Intl.NumberFormat(i18n.language);
  const isUploading = uploaded < 1 && !server;
  const phase = isUploading ? 'uploading' : (server?.phase ?? 'reading');
  const total = server?.total ?? null;
  const percent = isUploading
    ? uploaded * 100
    : total && server
      ? Math.min(100, (server.done / total) * 100)
      : 100;
  const label = isUploading
    ? t('phase.uploading', { percent: Math.round(uploaded * 100) })
    : total !== null && server
      ? t(`phase.${phase}Of`, { done: number.format(server.done), total: number.format(total) })
      : t(`phase.${phase}`, { done: number.format(server?.done ?? 0) });
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm" fw={500}>
        {mode === 'check' ? t('checking') : t('applying')}
      </Text>
      <Progress value={percent} animated striped={total === null && !isUploading} aria-label={label} />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FailedChange } from './use-tracked-changes';

/** The changes the server refused or never received, each with the request id support needs. */
export function FailedChanges({
  failures,
  onDismiss,
}: {
  failures: FailedChange[];
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation('adminRma');
  if (failures.length === 0) return null;
  return (
    <Stack gap="xs" role="alert">
      {failures.map((f) => (
        <Alert
          key={f.key}
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('changeFailed')}
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => onDismiss(f.key)}
        >
          <Text size="sm">
            {f.what}
            {f.code === -6 || f.code === -12 ? ` — ${t('manage.remarkRequired')}` : ''}
            {f.code === -14 ? ` — ${t('manage.lockedByServer')}` : ''}
          </Text>
          {f.requestId && (
            <Text size="xs">
              {t('requestId')} <Code>{f.requestId}</Code>
            </Text>
          )}
        </Alert>
      ))}
    </Stack>
  );
}

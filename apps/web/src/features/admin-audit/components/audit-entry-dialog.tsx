import { Code, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/dates';
import { auditEntryQuery } from '../api';
import { actionLabel, entityLabel } from '../audit-words';

const pretty = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** One audit entry: who, when, what, and the values before and after the change. */
export function AuditEntryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('adminAudit');
  const { data, isError } = useQuery({ ...auditEntryQuery(id ?? 0), enabled: id !== null });
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('entryTitle', { id })} size="xl">
      {isError && <Text c="red">{t('entryError')}</Text>}
      {!data && !isError && <PageLoader />}
      {data && (
        <Stack>
          <Text size="sm">
            {formatDateTime(data.at)} · {data.actorEmail ?? t('system')} · {actionLabel(t, data.action)} ·{' '}
            {entityLabel(t, data.entity)}
            {data.entityId ? ` #${data.entityId}` : ''}
          </Text>
          {data.requestId && (
            <Text size="xs" c="dimmed">
              {t('requestId')} {data.requestId}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap={4}>
              <Title order={5}>{t('before')}</Title>
              <Code block mah={400} style={{ overflow: 'auto' }}>
                {pretty(data.before)}
              </Code>
            </Stack>
            <Stack gap={4}>
              <Title order={5}>{t('after')}</Title>
              <Code block mah={400} style={{ overflow: 'auto' }}>
                {pretty(data.after)}
              </Code>
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}

import { Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/dates';
import { auditEntryQuery } from '../api';
import { useAuditWords } from '../audit-words';

/** One audit entry: who, when, what, and a table of the fields it changed, each before and after. */
export function AuditEntryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('adminAudit');
  const words = useAuditWords();
  const { data, isError } = useQuery({ ...auditEntryQuery(id ?? 0), enabled: id !== null });
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('entryTitle', { id })} size="xl">
      {isError && <Text c="red">{t('entryError')}</Text>}
      {!data && !isError && <PageLoader />}
      {data && (
        <Stack>
          <Text size="sm">
            {formatDateTime(data.at)} · {data.actorEmail ?? t('system')} · {words.action(data.action)} ·{' '}
            {words.entity(data.entity)}
            {data.entityId ? ` #${data.entityId}` : ''}
          </Text>
          {data.requestId && (
            <Text size="xs" c="dimmed">
              {t('requestId')} {data.requestId}
            </Text>
          )}
          {data.changes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noChanges')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={420} mah={420}>
              <Table striped withTableBorder aria-label={t('changes')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('field')}</Table.Th>
                    <Table.Th>{t('before')}</Table.Th>
                    <Table.Th>{t('after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.changes.map((change) => (
                    <Table.Tr key={change.field}>
                      <Table.Td>{words.field(data.entity, change.field)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                        {words.value(data.entity, change.field, change.before)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                        {words.value(data.entity, change.field, change.after)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}

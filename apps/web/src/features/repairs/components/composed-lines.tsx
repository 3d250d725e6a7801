import { ActionIcon, Table, Text } from '@mantine/core';
import type { OptionItem } from '@poolside/contract/options';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ComposedLine } from '../composer-facts';

type Props = {
  lines: ComposedLine[];
  complaints: OptionItem[];
  failures: OptionItem[];
  onRemove: (key: number) => void;
};

/** The lines of the report so far, each removable before submitting. */
export function ComposedLines({ lines, complaints, failures, onRemove }: Props) {
  const { t } = useTranslation('repairs');
  if (lines.length === 0) return <Text c="dimmed">{t('noLinesYet')}</Text>;
  const title = (list: OptionItem[], id: number | null | undefined) =>
    list.find((o) => o.id === id)?.title ?? '';
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped withTableBorder aria-label={t('composedLines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('field.oldPN')}</Table.Th>
            <Table.Th>{t('field.oldSN')}</Table.Th>
            <Table.Th>{t('field.newPN')}</Table.Th>
            <Table.Th>{t('field.newSN')}</Table.Th>
            <Table.Th>{t('field.amount')}</Table.Th>
            <Table.Th>{t('field.partDesc')}</Table.Th>
            <Table.Th>{t('field.complaint')}</Table.Th>
            <Table.Th>{t('field.failure')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.key}>
              <Table.Td>{l.oldPN}</Table.Td>
              <Table.Td>{l.oldSN}</Table.Td>
              <Table.Td>{l.newPN}</Table.Td>
              <Table.Td>{l.newSN}</Table.Td>
              <Table.Td>{l.amount}</Table.Td>
              <Table.Td>{l.partDesc}</Table.Td>
              <Table.Td>{title(complaints, l.complaint)}</Table.Td>
              <Table.Td>
                {title(failures, l.failure)}
                {l.description ? `: ${l.description}` : ''}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('removeLine')}
                  onClick={() => onRemove(l.key)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import {
  importColumns,
  importKeys,
  type ImportColumn,
  type ImportKind,
} from '@poolside/contract/master-data-columns';
import { Badge, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a column accepts, in the reader's words (the contract's format, limits and values). */
function useFormatText() {
  const { t } = useTranslation('adminImport');
  return (column: ImportColumn) => {
    if (column.values) return t('format.enum', { values: column.values.join(', ') });
    const base = t(`format.${column.format}`);
    if (column.format === 'text' && column.max) return `${base} (${t('maxChars', { count: column.max })})`;
    if ((column.format === 'integer' || column.format === 'decimal') && column.min !== undefined)
      return `${base} (${column.min}–${column.max})`;
    return base;
  };
}

/** The kind's columns as the contract defines them: name, required, format, example, key. */
export function ColumnRules({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('adminImport');
  const formatText = useFormatText();
  const keys = importKeys[kind];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="sm" aria-label={t('columnsCaption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column')}</Table.Th>
            <Table.Th>{t('required')}</Table.Th>
            <Table.Th>{t('accepts')}</Table.Th>
            <Table.Th>{t('example')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {importColumns[kind].map((column) => (
            <Table.Tr key={column.key}>
              <Table.Td>
                <Code>{column.aliases?.[0] ?? column.key}</Code>{' '}
                {keys.includes(column.key) && (
                  <Badge size="xs" variant="light">
                    {t('key')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{column.isRequired ? t('yes') : t('no')}</Table.Td>
              <Table.Td>
                <Text size="sm">{column.isIgnored ? t('ignored') : formatText(column)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {column.example}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

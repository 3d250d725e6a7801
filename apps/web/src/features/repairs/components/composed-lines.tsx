import { ActionIcon, Text } from '@mantine/core';
import type { OptionItem } from '@poolside/contract/options';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataList } from '../../../components/data-list/data-list';
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
    <DataList<ComposedLine>
      records={lines}
      idAccessor="key"
      storeColumnsKey="repairs-composed-lines"
      caption={t('composedLines')}
      columns={[
        { accessor: 'oldPN', title: t('field.oldPN'), priority: 1 },
        { accessor: 'oldSN', title: t('field.oldSN'), priority: 2 },
        { accessor: 'newPN', title: t('field.newPN'), priority: 2 },
        { accessor: 'newSN', title: t('field.newSN'), priority: 3 },
        { accessor: 'amount', title: t('field.amount'), priority: 4, fitWidth: 80 },
        { accessor: 'partDesc', title: t('field.partDesc'), priority: 3, fitWidth: 160 },
        {
          accessor: 'complaint',
          title: t('field.complaint'),
          priority: 4,
          render: (l) => title(complaints, l.complaint),
        },
        {
          accessor: 'failure',
          title: t('field.failure'),
          priority: 4,
          fitWidth: 160,
          render: (l) => `${title(failures, l.failure)}${l.description ? `: ${l.description}` : ''}`,
        },
        {
          accessor: 'actions',
          title: '',
          width: 60,
          toggleable: false,
          render: (l) => (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('removeLine')}
              onClick={() => onRemove(l.key)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ),
        },
      ]}
    />
  );
}

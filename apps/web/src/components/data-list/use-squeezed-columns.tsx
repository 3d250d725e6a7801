import { ActionIcon, SimpleGrid, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { DataTableRowExpansionProps } from 'mantine-datatable';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsHiddenForWidth } from './column-fit';
import type { DataListColumn } from './data-list-types';

/** The width the "more" button's column takes from the fit. */
const moreColumnWidth = 48;

/**
 * Column priorities: of the chosen columns, those that do not fit the list's width move under their row,
 * opened by the row's "more" button. Widths and priorities are read as the screen wrote them (`written`):
 * the column store may rewrite widths.
 */
export function useSqueezedColumns<T extends Record<string, unknown>>(options: {
  chosen: DataListColumn<T>[];
  written: DataListColumn<T>[];
  width: number;
  idOf: (record: T) => unknown;
  hasOwnExpansion: boolean;
}) {
  const { chosen, idOf } = options;
  const [expandedIds, setExpandedIds] = useState<unknown[]>([]);
  const moreIdPrefix = useId();
  const moreIdOf = (index: number) => `${moreIdPrefix}-more-${index}`;
  const written = new Map(options.written.map((c) => [String(c.accessor), c]));
  const hiddenForWidth = columnsHiddenForWidth(
    chosen.map((c) => {
      const w = written.get(String(c.accessor));
      return { accessor: String(c.accessor), priority: w?.priority, fitWidth: w?.fitWidth, width: w?.width };
    }),
    options.width - moreColumnWidth,
  );
  const shown = chosen.filter((c) => !hiddenForWidth.has(String(c.accessor)));
  const squeezed = chosen.filter((c) => hiddenForWidth.has(String(c.accessor)));
  if (squeezed.length === 0 || options.hasOwnExpansion) return { columns: shown, rowExpansion: undefined };

  const toggle = (id: unknown) =>
    setExpandedIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const moreColumn: DataListColumn<T> = {
    accessor: '__more',
    title: '',
    width: 40,
    render: (record, index) => (
      <MoreButton
        isOpen={expandedIds.includes(idOf(record))}
        controls={moreIdOf(index)}
        onToggle={() => toggle(idOf(record))}
      />
    ),
  };
  const rowExpansion: DataTableRowExpansionProps<T> = {
    trigger: 'never',
    allowMultiple: true,
    expanded: { recordIds: expandedIds, onRecordIdsChange: setExpandedIds },
    content: ({ record, index }) => (
      <SqueezedValues id={moreIdOf(index)} columns={squeezed} record={record} index={index} />
    ),
  };
  return { columns: [moreColumn, ...shown], rowExpansion };
}

/** The row's "more" button: it controls the row's other columns (aria-controls), shown under the row. */
function MoreButton({
  isOpen,
  controls,
  onToggle,
}: {
  isOpen: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-expanded={isOpen}
      aria-controls={isOpen ? controls : undefined}
      aria-label={isOpen ? t('list.less') : t('list.more')}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      {isOpen ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
    </ActionIcon>
  );
}

/** The values of a row's hidden columns, each under its title. */
function SqueezedValues<T extends Record<string, unknown>>(props: {
  id: string;
  columns: DataListColumn<T>[];
  record: T;
  index: number;
}) {
  const { record, index } = props;
  return (
    <SimpleGrid id={props.id} cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} p="xs">
      {props.columns.map((c) => (
        <div key={String(c.accessor)}>
          <Text size="xs" c="dimmed">
            {typeof c.title === 'string' ? c.title : String(c.accessor)}
          </Text>
          <Text size="sm" component="div">
            {c.render ? c.render(record, index) : String(record[c.accessor as keyof T] ?? '')}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

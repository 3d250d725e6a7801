import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChoosableColumn, ColumnChooser } from './column-chooser';
import { ExportButton } from './export-button';

/** Above the list: the filter box, the screen's own controls, the "Columns" menu and the export menu. */
export function ListToolbar(props: {
  withFilter: boolean;
  filterLabel?: string;
  filter: string;
  onFilterChange: (filter: string) => void;
  toolbar?: ReactNode;
  choosable: ChoosableColumn[];
  titleOf: (accessor: string) => string;
  onToggleColumn: (accessor: string, isShown: boolean) => void;
  exportReport?: string;
  exportParams: () => Record<string, string | number | boolean | undefined>;
}) {
  const { t } = useTranslation('common');
  const label = props.filterLabel ?? t('list.filter');
  return (
    <Group justify={props.withFilter ? 'space-between' : 'flex-end'}>
      {props.withFilter && (
        <TextInput
          aria-label={label}
          placeholder={label}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.filter}
          onChange={(event) => props.onFilterChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      )}
      <Group gap="xs">
        {props.toolbar}
        <ColumnChooser columns={props.choosable} titleOf={props.titleOf} onToggle={props.onToggleColumn} />
        {props.exportReport && <ExportButton report={props.exportReport} params={props.exportParams} />}
      </Group>
    </Group>
  );
}

import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A column the chooser offers: its accessor and whether it is shown. */
export type ChoosableColumn = { accessor: string; toggled: boolean };

/** The list's "Columns" menu: one checkbox per titled column (shown only when there is a choice). */
export function ColumnChooser({
  columns,
  titleOf,
  onToggle,
}: {
  columns: ChoosableColumn[];
  titleOf: (accessor: string) => string;
  onToggle: (accessor: string, isShown: boolean) => void;
}) {
  const { t } = useTranslation('common');
  if (columns.length <= 1) return null;
  return (
    <Menu closeOnItemClick={false} position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconColumns size={18} aria-hidden />}>
          {t('list.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {columns.map((c) => (
          <Menu.Item key={c.accessor} component="div">
            <Checkbox
              label={titleOf(c.accessor)}
              checked={c.toggled}
              onChange={(event) => onToggle(c.accessor, event.currentTarget.checked)}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Checkbox, Group } from '@mantine/core';
import type { WarrantyFilter } from '@poolside/contract/admin-rma';
import { useTranslation } from 'react-i18next';

export type WarrantyChoice = { green: boolean; red: boolean };

/** The two not-sent checkboxes (both on by default) as the API's warranty filter. */
export function warrantyFilterOf(choice: WarrantyChoice): WarrantyFilter {
  if (choice.green && choice.red) return 'all';
  if (choice.green) return 'green';
  if (choice.red) return 'red';
  return 'none';
}

type WarrantyCheckboxesProps = {
  value: WarrantyChoice;
  onChange: (value: WarrantyChoice) => void;
  counts: { green: number; red: number };
};

/** "Under warranty (n)" and "Not under warranty (n)": they filter the list below. */
export function WarrantyCheckboxes({ value, onChange, counts }: WarrantyCheckboxesProps) {
  const { t } = useTranslation('adminRma');
  return (
    <Group gap="lg">
      <Checkbox
        color="green"
        label={t('notSent.green', { count: counts.green })}
        checked={value.green}
        onChange={(e) => onChange({ ...value, green: e.currentTarget.checked })}
      />
      <Checkbox
        color="red"
        label={t('notSent.red', { count: counts.red })}
        checked={value.red}
        onChange={(e) => onChange({ ...value, red: e.currentTarget.checked })}
      />
    </Group>
  );
}

import { Box, Select } from '@mantine/core';
import type { RmaStatus } from '@poolside/contract/constants';
import { useTranslation } from 'react-i18next';
import { statusOptions } from '../../../components/status-label';

type StatusSelectProps = {
  value: RmaStatus | null;
  onChange: (status: RmaStatus) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  width?: number;
};

/** Any RMA status (spec: the admin may set any of them); the caller sends the change at once. */
export function StatusSelect({
  value,
  onChange,
  label,
  placeholder,
  disabled,
  width = 160,
}: StatusSelectProps) {
  const { t } = useTranslation('common');
  // A click inside the picker, its options included (rendered in a portal, whose events still bubble
  // through React's tree), is not a click on the list row around it: the row would open its RMA.
  return (
    <Box onClick={(event) => event.stopPropagation()}>
      <Select
        aria-label={label}
        placeholder={placeholder}
        data={statusOptions(t, 'rma')}
        value={value}
        onChange={(next) => next && onChange(next as RmaStatus)}
        allowDeselect={false}
        disabled={disabled}
        w={width}
        comboboxProps={{ withinPortal: true }}
      />
    </Box>
  );
}

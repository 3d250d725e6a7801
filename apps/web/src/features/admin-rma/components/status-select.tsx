import { Select } from '@mantine/core';
import { type RmaStatus, rmaStatuses } from '@poolside/contract/constants';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('adminRma');
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={rmaStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as RmaStatus)}
      allowDeselect={false}
      disabled={disabled}
      w={width}
      comboboxProps={{ withinPortal: true }}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayDateOnly } from '../../lib/dates';
import { DateOnlyInput } from '../date-only-input';
import { type StatusKind, statusCodes, statusWord } from '../status-label';

const DAY = 86400;

/** A list's date range filter: the last `days` days up to today by default (dates are unix seconds). */
export function useDateRange(days: number) {
  const [fromDate, setFromDate] = useState<number | null>(() => todayDateOnly() - days * DAY);
  const [toDate, setToDate] = useState<number | null>(() => todayDateOnly());
  return {
    fromDate,
    toDate,
    setFromDate,
    setToDate,
    /** The range as list parameters (an empty end is no bound). */
    params: { fromDate: fromDate ?? undefined, toDate: toDate ?? undefined },
  };
}

export type DateRange = ReturnType<typeof useDateRange>;

/**
 * The screen filters of a list (DataList's `toolbar`): the from/to dates, each bounding the other, then
 * the screen's own filters (`children`, e.g. a StatusFilter and text boxes).
 */
export function FilterBar({
  range,
  fromLabel,
  toLabel,
  children,
}: {
  range: DateRange;
  fromLabel: string;
  toLabel: string;
  children?: ReactNode;
}) {
  return (
    <Group align="end" wrap="wrap">
      <DateOnlyInput
        label={fromLabel}
        value={range.fromDate}
        onChange={range.setFromDate}
        maxDate={range.toDate}
        w={150}
      />
      <DateOnlyInput
        label={toLabel}
        value={range.toDate}
        onChange={range.setToDate}
        minDate={range.fromDate}
        w={150}
      />
      {children}
    </Group>
  );
}

/** A status filter: the status words of `kind` (or of the given codes), empty meaning every status. */
export function StatusFilter({
  label,
  kind,
  codes = statusCodes[kind],
  value,
  onChange,
}: {
  label: string;
  kind: StatusKind;
  codes?: readonly string[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Select
      label={label}
      placeholder={t('status.all')}
      data={codes.map((code) => ({ value: code, label: statusWord(t, kind, code) }))}
      value={value}
      onChange={onChange}
      clearable
      w={170}
    />
  );
}

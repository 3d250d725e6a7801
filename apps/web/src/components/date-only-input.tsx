import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import { useTranslation } from 'react-i18next';
import { dateOnlyToIso, isoToDateOnly, parseDateOnly } from '../lib/dates';
import { htmlLangOf, isLanguage } from '../lib/i18n';

export type DateOnlyInputProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** Unix seconds of the day's UTC midnight, or null when empty. */
  value?: number | null;
  onChange: (value: number | null) => void;
  /** Earliest / latest day that can be picked (date-only values too). */
  minDate?: number | null;
  maxDate?: number | null;
};

/** The picker's parser: dd/MM/yyyy (one-digit day or month accepted) into 'YYYY-MM-DD'; null otherwise. */
export function parseTypedDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  return dateOnlyToIso(parseDateOnly(`${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`));
}

/**
 * The one date-only input of the app: typed as dd/MM/yyyy or picked in a calendar (in the reader's
 * language, weeks from Monday). The value is a date-only value (unix seconds of UTC midnight): the picker
 * works on 'YYYY-MM-DD' strings, converted in UTC, so no time zone ever shifts the day.
 * Works with @mantine/form: `<DateOnlyInput {...form.getInputProps('repairDate')} />`.
 */
export function DateOnlyInput({ value, onChange, minDate, maxDate, ...rest }: DateOnlyInputProps) {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : 'eng';
  return (
    <DateInput
      placeholder={t('date.placeholder')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      leftSectionPointerEvents="none"
      clearable={!rest.required}
      firstDayOfWeek={1}
      {...rest}
      locale={htmlLangOf[language]}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
      value={dateOnlyToIso(value)}
      onChange={(iso) => onChange(isoToDateOnly(iso))}
      minDate={dateOnlyToIso(minDate) ?? undefined}
      maxDate={dateOnlyToIso(maxDate) ?? undefined}
    />
  );
}

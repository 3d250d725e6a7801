import { formatPeriodKey } from '@poolside/contract/dates';
import type { StatisticsCell, StatisticsColumn } from '@poolside/contract/statistics-result';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/dates';

type Translate = TFunction<'reports'>;

/** A cell as words: periods and moments as dates, codes in the reader's language, numbers in its style. */
export function cellText(
  t: Translate,
  column: StatisticsColumn,
  value: StatisticsCell,
  locale: string,
): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'period':
      return formatPeriodKey(String(value));
    case 'dateTime':
      return formatDateTime(Number(value));
    case 'number':
      return Number(value).toLocaleString(locale);
    case 'decimal':
      return Number(value).toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    case 'department':
    case 'complaintType':
      return value === '' ? t('notStated') : t(`${column.kind}.${value}`, { defaultValue: String(value) });
    case 'rootReason':
      return value === '' ? t('notStated') : String(value);
    default:
      return String(value);
  }
}

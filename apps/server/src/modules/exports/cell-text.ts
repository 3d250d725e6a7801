// How an export cell reads as text (the PDF) and where a moment falls on the clock (both formats): dates
// dd/MM/yyyy as DESIGN.md shows them, a moment with HH:mm in the portal's time zone (TIME_ZONE), a
// date-only value (UTC midnight) as its UTC day so no day shifts.
import { formatDateOnly, formatDateTime } from '@poolside/contract/dates';
import type { Language } from '@poolside/contract/languages';
import { formatMinor } from '@poolside/contract/money';
import { yesNoWord } from '../../lib/report-words.ts';
import type { ExportMoney, ExportRow } from './registry.ts';

const DAY_MS = 86_400_000;

/** A date-only value: the unix seconds of a UTC midnight (SQL `date`). */
export const isDateOnly = (value: Date) => value.getTime() % DAY_MS === 0;

/** dd/MM/yyyy of a date-only value, dd/MM/yyyy HH:mm of a moment in the time zone. */
export function dateText(value: Date, timeZone: string): string {
  return isDateOnly(value) ? formatDateOnly(value) : formatDateTime(value, timeZone);
}

const decimals = new Map<Language, Intl.NumberFormat>();
function decimalFormat(language: Language): Intl.NumberFormat {
  let format = decimals.get(language);
  if (!format) {
    const locale = { eng: 'en-GB', fra: 'fr-FR', spa: 'es-ES' }[language] ?? 'en-GB';
    format = new Intl.NumberFormat(locale, {
      useGrouping: false,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    decimals.set(language, format);
  }
  return format;
}

export const isMoney = (value: unknown): value is ExportMoney =>
  typeof value === 'object' && value !== null && !(value instanceof Date) && 'currency' in value;

/** Numbers and amounts of money align right in the PDF. */
export const isRightAligned = (value: ExportRow[string]) => typeof value === 'number' || isMoney(value);

/** A cell as the PDF prints it (text as stored: no formula guard, a PDF never runs anything). */
export function cellText(value: ExportRow[string], language: Language, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isInteger(value) ? String(value) : decimalFormat(language).format(value);
  if (typeof value === 'boolean') return yesNoWord(language, value);
  if (isMoney(value)) return formatMinor(value.minor, value.currency, language);
  return dateText(value, timeZone);
}

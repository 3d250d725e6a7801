import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const dateFormat = 'DD/MM/YYYY';
export const timeFormat = 'HH:mm';

type UnixSeconds = number | null | undefined;

/** dd/MM/yyyy of a moment (unix seconds) in the reader's time zone. */
export function formatDate(seconds: UnixSeconds): string {
  return seconds == null ? '' : dayjs.unix(seconds).format(dateFormat);
}

/** HH:mm of a moment (unix seconds) in the reader's time zone. */
export function formatTime(seconds: UnixSeconds): string {
  return seconds == null ? '' : dayjs.unix(seconds).format(timeFormat);
}

export function formatDateTime(seconds: UnixSeconds): string {
  return seconds == null ? '' : dayjs.unix(seconds).format(`${dateFormat} ${timeFormat}`);
}

/** dd/MM/yyyy of a date-only value (UTC midnight): shown in UTC so no day shifts across time zones. */
export function formatDateOnly(seconds: UnixSeconds): string {
  return seconds == null ? '' : dayjs.unix(seconds).utc().format(dateFormat);
}

/** Parses dd/MM/yyyy into the unix seconds of that day's UTC midnight; null when not a real date. */
export function parseDateOnly(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const value = dayjs.utc(`${year}-${month}-${day}`, 'YYYY-MM-DD');
  if (!value.isValid() || value.date() !== Number(day) || value.month() + 1 !== Number(month)) return null;
  return value.unix();
}

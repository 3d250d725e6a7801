import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// The screens write dates with the contract's one formatter (dd/MM/yyyy, HH:mm), moments in the reader's
// own time zone, date-only values as their UTC day.
export { formatDate, formatDateOnly, formatDateTime, formatTime } from '@poolside/contract/dates';

type UnixSeconds = number | null | undefined;

/** Parses dd/MM/yyyy into the unix seconds of that day's UTC midnight; null when not a real date. */
export function parseDateOnly(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const value = dayjs.utc(`${year}-${month}-${day}`, 'YYYY-MM-DD');
  if (!value.isValid() || value.date() !== Number(day) || value.month() + 1 !== Number(month)) return null;
  return value.unix();
}

/** 'YYYY-MM-DD' of a date-only value (unix seconds of UTC midnight), the value the date picker holds. */
export function dateOnlyToIso(seconds: UnixSeconds): string | null {
  return seconds == null ? null : new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Unix seconds of the UTC midnight of a 'YYYY-MM-DD' day (no time zone involved); null when not a day. */
export function isoToDateOnly(iso: string | null | undefined): number | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1) return null;
  return ms / 1000;
}

/** Today as a date-only value: the current UTC day, as the server counts "today". */
export function todayDateOnly(nowMs = Date.now()): number {
  return Math.floor(nowMs / 86400_000) * 86400;
}

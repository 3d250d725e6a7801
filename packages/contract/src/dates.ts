import { z } from 'zod';

/**
 * The latest date a date field or filter takes (3000-01-01, unix seconds): beyond it a date cannot be a real
 * one, and past year 9999 the server could not even write it (issue 19: the audit filter answered 500).
 */
export const maxUnixDate = 32_503_680_000;

/** The earliest date a date field or filter takes (1970-01-01): dates travel as non-negative unix seconds. */
export const minUnixDate = 0;

/** A date-only value in unix seconds (UTC midnight) in a body. */
export const unixDateSchema = z.number().int().min(minUnixDate).max(maxUnixDate);

/** A date filter of a list's query string (`?fromDate=`, `?toDate=`), in unix seconds. */
export const queryUnixDateSchema = z.coerce.number().int().min(minUnixDate).max(maxUnixDate);

/**
 * The earliest day of a past event a user reports (a purchase, the day a website issue happened): 1990-01-01,
 * the earliest model year the catalogue takes (master-data-rules.ts). Later than today is the server's rule.
 */
export const minEventDate = 631_152_000;

/** The day of a past event in unix seconds (UTC midnight): not before `minEventDate`. */
export const eventDateSchema = z.number().int().min(minEventDate).max(maxUnixDate);

/** The bounds above as yyyy-MM-dd, for dates read as text (the import's cells). */
export const minIsoDate = '1970-01-01';
export const maxIsoDate = '3000-01-01';

// The one date formatter of the portal: every date a screen, an export, a PDF, a mail or a notification shows
// is written here, as DESIGN.md shows dates: dd/MM/yyyy, and dd/MM/yyyy HH:mm for a moment.

/** A date given to the formatter: unix seconds, or a Date. */
export type DateInput = number | Date | null | undefined;

type Clock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const pad2 = (n: number) => String(n).padStart(2, '0');

function msOf(value: number | Date): number {
  return typeof value === 'number' ? value * 1000 : value.getTime();
}

// Building an Intl.DateTimeFormat costs ~0.35 ms: one per named time zone.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock of an instant: in UTC, in a named time zone, or (no zone) in the reader's own zone, read from
 * the Date's local fields so a change of the process's zone applies at once.
 */
function clockOf(ms: number, timeZone: string | undefined): Clock {
  const d = new Date(ms);
  if (timeZone === 'UTC') {
    const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    return { year, month, day, hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
  }
  if (timeZone === undefined) {
    const [year, month, day] = [d.getFullYear(), d.getMonth() + 1, d.getDate()];
    return { year, month, day, hour: d.getHours(), minute: d.getMinutes(), second: d.getSeconds() };
  }
  const parts: Record<string, string> = {};
  for (const p of zoneFormat(timeZone).formatToParts(d)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The wall clock of `moment` in `timeZone`, as a Date whose UTC fields read that clock (a spreadsheet's serial). */
export function wallClockOf(moment: Date, timeZone: string): Date {
  if (timeZone === 'UTC') return moment;
  const c = clockOf(moment.getTime(), timeZone);
  return new Date(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
}

const dayOf = (c: Clock) => `${pad2(c.day)}/${pad2(c.month)}/${c.year}`;

// formatToParts costs ~4 µs, the largest part of presenting a list of notifications: a list's moments are the
// same minutes read after read, so each minute of a named zone is written once (bounded: emptied when full).
const writtenMinutes = new Map<string, string>();
const WRITTEN_MINUTES_MAX = 20_000;

/** dd/MM/yyyy HH:mm of a moment in `timeZone` (the reader's own zone when omitted); '' for no date. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  if (value == null) return '';
  const ms = msOf(value);
  if (timeZone === undefined || timeZone === 'UTC') {
    const c = clockOf(ms, timeZone);
    return `${dayOf(c)} ${pad2(c.hour)}:${pad2(c.minute)}`;
  }
  const key = `${timeZone}|${Math.floor(ms / 60_000)}`;
  const known = writtenMinutes.get(key);
  if (known !== undefined) return known;
  const c = clockOf(ms, timeZone);
  const text = `${dayOf(c)} ${pad2(c.hour)}:${pad2(c.minute)}`;
  if (writtenMinutes.size >= WRITTEN_MINUTES_MAX) writtenMinutes.clear();
  writtenMinutes.set(key, text);
  return text;
}

/** dd/MM/yyyy of the day a moment falls on in `timeZone` (the reader's own zone when omitted). */
export function formatDate(value: DateInput, timeZone?: string): string {
  return value == null ? '' : formatDateTime(value, timeZone).slice(0, -6);
}

/** HH:mm of a moment in `timeZone` (the reader's own zone when omitted). */
export function formatTime(value: DateInput, timeZone?: string): string {
  return value == null ? '' : formatDateTime(value, timeZone).slice(-5);
}

/**
 * dd/MM/yyyy of a date-only value (unix seconds of a UTC midnight, SQL `date`): its UTC day, so no time zone
 * shifts it by a day.
 */
export function formatDateOnly(value: DateInput): string {
  return value == null ? '' : dayOf(clockOf(msOf(value), 'UTC'));
}

/** A report's period key as a date: 'yyyy-MM-dd' → dd/MM/yyyy, 'yyyy-MM' → MM/yyyy. */
export function formatPeriodKey(key: string): string {
  const [year, month, day] = key.split('-');
  return day ? `${day}/${month}/${year}` : `${month}/${year}`;
}

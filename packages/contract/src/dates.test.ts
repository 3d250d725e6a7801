import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateOnly,
  formatDateTime,
  formatPeriodKey,
  formatTime,
  wallClockOf,
} from './dates.ts';

// 2026-03-05 23:30 UTC: already 6 March in Jerusalem (UTC+2), still 5 March in New York.
const lateEvening = Date.UTC(2026, 2, 5, 23, 30) / 1000;
const originalTz = process.env.TZ;

describe('the one date formatter', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('writes a moment dd/MM/yyyy HH:mm in the time zone asked for, from seconds or a Date', () => {
    expect(formatDateTime(lateEvening, 'UTC')).toBe('05/03/2026 23:30');
    expect(formatDateTime(lateEvening, 'Asia/Jerusalem')).toBe('06/03/2026 01:30');
    expect(formatDateTime(new Date(lateEvening * 1000), 'America/New_York')).toBe('05/03/2026 18:30');
    // The same minute again (read from the written minutes) stays the same text.
    expect(formatDateTime(lateEvening + 20, 'Asia/Jerusalem')).toBe('06/03/2026 01:30');
    expect(formatDate(lateEvening, 'Asia/Jerusalem')).toBe('06/03/2026');
    expect(formatTime(lateEvening, 'America/New_York')).toBe('18:30');
  });

  it('writes a moment in the reader’s own zone when no zone is given', () => {
    process.env.TZ = 'Asia/Jerusalem';
    expect(formatDateTime(lateEvening)).toBe('06/03/2026 01:30');
    process.env.TZ = 'America/New_York';
    expect(formatDate(lateEvening)).toBe('05/03/2026');
    expect(formatTime(lateEvening)).toBe('18:30');
  });

  it('writes a date-only value as its UTC day, whatever the zone', () => {
    const day = Date.UTC(2026, 0, 9) / 1000;
    for (const tz of ['Pacific/Honolulu', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = tz;
      expect(formatDateOnly(day)).toBe('09/01/2026');
      expect(formatDateOnly(new Date(day * 1000))).toBe('09/01/2026');
    }
  });

  it('writes nothing for no date', () => {
    for (const format of [formatDateTime, formatDate, formatTime, formatDateOnly]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
    }
  });

  it('reads the wall clock of a moment in a zone, to the second (a spreadsheet date)', () => {
    const moment = new Date(Date.UTC(2026, 2, 5, 23, 30, 15));
    expect(wallClockOf(moment, 'UTC')).toEqual(moment);
    expect(wallClockOf(moment, 'Asia/Jerusalem')).toEqual(new Date(Date.UTC(2026, 2, 6, 1, 30, 15)));
  });

  it('writes a report period key as a day or a month', () => {
    expect(formatPeriodKey('2026-03-05')).toBe('05/03/2026');
    expect(formatPeriodKey('2026-03')).toBe('03/2026');
  });
});

import { statisticsLimits } from '@poolside/contract/statistics';
import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../lib/paging.ts';
import { alias } from 'drizzle-orm/pg-core';
import { companies } from '../../db/schema/companies.ts';

// The statement's tables under their SQL aliases: columns are schema objects, so a rename breaks the build.
const c = alias(companies, 'c');

const DAY = 86_400;

/**
 * The days a report counts (date-only unix seconds, both included) and how it groups them. Dates are UTC
 * days like every date-only value of the app: a range ends at the end of its toDate (spec 03: + 86400).
 */
export type ReportRange = {
  from: number;
  to: number;
  period: 'day' | 'month';
  /** Timestamps counted: start <= at < end (ISO texts for the SQL). */
  start: string;
  end: string;
  /** The first and last day as SQL dates ('YYYY-MM-DD'), for date columns. */
  fromDay: string;
  toDay: string;
};

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** toDate defaults to today, fromDate to statisticsLimits.defaultDays before it; both floored to their day. */
export function resolveRange(
  params: { fromDate?: number | null; toDate?: number | null },
  now: Date,
): ReportRange {
  const today = Math.floor(now.getTime() / 1000 / DAY) * DAY;
  const to = params.toDate != null ? Math.floor(params.toDate / DAY) * DAY : today;
  const from =
    params.fromDate != null
      ? Math.floor(params.fromDate / DAY) * DAY
      : to - (statisticsLimits.defaultDays - 1) * DAY;
  const days = (to - from) / DAY + 1;
  return {
    from,
    to,
    period: days <= statisticsLimits.dailyMaxDays ? 'day' : 'month',
    start: new Date(from * 1000).toISOString(),
    end: new Date((to + DAY) * 1000).toISOString(),
    fromDay: isoDay(from),
    toDay: isoDay(to),
  };
}

/** Every period key of the range in order ('YYYY-MM-DD' per day, 'YYYY-MM' per month). */
export function periodKeys(range: ReportRange): string[] {
  const keys: string[] = [];
  if (range.period === 'day') {
    for (let d = range.from; d <= range.to; d += DAY) keys.push(isoDay(d));
    return keys;
  }
  const first = new Date(range.from * 1000);
  const last = new Date(range.to * 1000);
  let year = first.getUTCFullYear();
  let month = first.getUTCMonth();
  while (year < last.getUTCFullYear() || (year === last.getUTCFullYear() && month <= last.getUTCMonth())) {
    keys.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month++;
    if (month === 12) {
      month = 0;
      year++;
    }
  }
  return keys;
}

/** The period key of a timestamp column (UTC day or month), as SQL. */
export function periodOf(range: ReportRange, column: SQL): SQL {
  const format = range.period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${format}'`)})`;
}

/** `column` in the range: an index range condition on a timestamp column. */
export function inRange(range: ReportRange, column: SQL): SQL {
  return sql`${column} >= cast(${range.start} as timestamptz) and ${column} < cast(${range.end} as timestamptz)`;
}

/**
 * The customers a report is limited to (spec 03 s9: clientNumber, the customer's number, exactly;
 * clientName, any part of its name), as a condition on a company id column; none without either.
 */
export function customerCondition(
  column: SQL,
  params: { clientNumber?: string | null; clientName?: string | null },
): SQL {
  const parts: SQL[] = [];
  if (params.clientNumber) parts.push(sql`lower(${c.number}) = lower(${params.clientNumber})`);
  if (params.clientName) parts.push(sql`${c.name} ilike ${likePattern(params.clientName)}`);
  if (parts.length === 0) return sql``;
  return sql` and ${column} in (select ${c.id} from ${companies} ${c} where ${sql.join(parts, sql` and `)})`;
}

/** Rows per period key filled to every period of the range (periods with nothing count zero). */
export function fillPeriods<R extends Record<string, string | number | null>>(
  range: ReportRange,
  found: (R & { period: string })[],
  zero: Omit<R, 'period'>,
): (R & { period: string })[] {
  const byKey = new Map(found.map((r) => [r.period, r]));
  return periodKeys(range).map(
    (period) => byKey.get(period) ?? ({ ...zero, period } as R & { period: string }),
  );
}

/** SQL `date` strings (YYYY-MM-DD) ⇄ unix seconds of UTC midnight, the contract's date-only form. */
export function dateToUnix(value: string): number;
export function dateToUnix(value: string | null | undefined): number | null;
export function dateToUnix(value: string | null | undefined): number | null {
  if (!value) return null;
  return Math.floor(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / 1000);
}

/** Unix seconds → the UTC date they fall on (time of day dropped, never shifted by a time zone). */
export function unixToDate(seconds: number): string {
  return new Date(Math.floor(seconds / 86400) * 86400 * 1000).toISOString().slice(0, 10);
}

/** Today's UTC date of a clock reading. */
export function utcDateOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** How often a scheduled job runs: once per calendar period of the configured time zone. */
export type PeriodKind = 'monthly' | 'daily' | 'hourly';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The period a moment falls in, in a time zone: '2026-11' (monthly), '2026-11-22' (daily), '2026-11-22T09'. */
export function periodKeyOf(kind: PeriodKind, at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return formatKey(kind, get('year'), get('month'), get('day'), get('hour'));
}

function formatKey(kind: PeriodKind, year: number, month: number, day: number, hour: number): string {
  const monthKey = `${pad(year, 4)}-${pad(month)}`;
  if (kind === 'monthly') return monthKey;
  const dayKey = `${monthKey}-${pad(day)}`;
  return kind === 'daily' ? dayKey : `${dayKey}T${pad(hour)}`;
}

/** The period after a key (calendar arithmetic on the key itself, so no time zone is involved). */
export function nextPeriodKey(kind: PeriodKind, key: string): string {
  const [y, m, d = 1, h = 0] = key.split(/[-T]/).map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, h));
  if (kind === 'monthly') date.setUTCMonth(date.getUTCMonth() + 1);
  else if (kind === 'daily') date.setUTCDate(date.getUTCDate() + 1);
  else date.setUTCHours(date.getUTCHours() + 1);
  return formatKey(
    kind,
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
  );
}

/** The periods after `from` up to and including `to`, at most `max` of the latest ones. */
export function periodsAfter(kind: PeriodKind, from: string, to: string, max: number): string[] {
  const keys: string[] = [];
  for (let key = nextPeriodKey(kind, from); key <= to; key = nextPeriodKey(kind, key)) keys.push(key);
  return keys.slice(-max);
}

// Which repaired parts go back to the factory's QA (spec 03 section 3 "QA parameters"); the exact rule is
// in docs/decisions.md ("## Repairs and QA"). Pure: the counts come in, the decision goes out, and the save
// service applies it to counters it holds FOR UPDATE.
import { normalizeSn } from '@poolside/contract/part-rules';
import type { PartSlot } from '../../../db/schema/catalogue.ts';
import { periodKeyOf } from '../../../lib/periods.ts';
import type { QaParamsRow } from '../../qa/index.ts';

/** What the rule reads of one line. Dates are SQL date strings (YYYY-MM-DD). */
export type QaLine = {
  /** The slot of the replaced (old) part: psu, pump1/pump2, motor, … or null when unknown. */
  slot: PartSlot | null;
  oldSN: string;
  /** The robot's production date: its ISO week/year is the production week of its parts. */
  productionDate: string;
  /** The robot's warranty start (its sale date once updated). */
  warrantyStart: string;
  /** The number of the company that reports the repair (centerMoovexID). */
  companyNumber: string;
};

/** A reason to send a part to QA: a counter key and its monthly limit (null: no limit). */
export type QaCandidate = { key: string; limit: number | null };

const PREFIX_COUNT = 9;
const SERVICE_CENTRE_COUNT = 6;

/** ISO 8601 week-numbering year and week of a date. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86400_000 + 1) / 7);
  return { year: d.getUTCFullYear(), week };
}

/** The QA form keeps two-digit years (0-99). */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

function producedFrom(productionDate: string, week: number | null, year: number | null): boolean {
  if (week === null || year === null) return false;
  const produced = isoWeekOf(productionDate);
  const from = fullYear(year);
  return produced.year > from || (produced.year === from && produced.week >= Math.max(1, week));
}

const hasLimit = (limit: number | null): limit is number => limit !== null && limit > 0;

/** Every criterion the line meets, in the order they are tried. */
export function qaCandidates(params: QaParamsRow, line: QaLine): QaCandidate[] {
  if (params.saleDateStart && line.warrantyStart < params.saleDateStart) return [];
  const out: QaCandidate[] = [];
  const centres = Array.from({ length: SERVICE_CENTRE_COUNT }, (_, i) =>
    String(params[`serviceCenter${i + 1}` as keyof QaParamsRow] ?? '').trim(),
  ).filter(Boolean);
  if (centres.includes(line.companyNumber)) out.push({ key: `centre:${line.companyNumber}`, limit: null });
  if (
    line.slot === 'psu' &&
    hasLimit(params.psMonthlyLimit) &&
    producedFrom(line.productionDate, params.psWeek, params.psYear)
  ) {
    out.push({ key: 'ps', limit: params.psMonthlyLimit });
  }
  if (
    (line.slot === 'pump1' || line.slot === 'pump2') &&
    hasLimit(params.pumpMonthlyLimit) &&
    producedFrom(line.productionDate, params.pumpWeek, params.pumpYear)
  ) {
    out.push({ key: 'pump', limit: params.pumpMonthlyLimit });
  }
  const sn = normalizeSn(line.oldSN);
  for (let i = 1; i <= PREFIX_COUNT; i++) {
    const prefix = String(params[`prefix${i}` as keyof QaParamsRow] ?? '')
      .trim()
      .toUpperCase();
    const limit = params[`prefix${i}MonthlyLimit` as keyof QaParamsRow] as number | null;
    if (prefix && sn.startsWith(prefix) && hasLimit(limit)) out.push({ key: `prefix:${prefix}`, limit });
  }
  return out;
}

/** The first candidate with room this month takes the part; its counter is the one to increment. */
export function decideQa(
  candidates: QaCandidate[],
  counts: ReadonlyMap<string, number>,
): { returnToQA: boolean; key: string | null } {
  for (const c of candidates) {
    if (c.limit === null) return { returnToQA: true, key: null };
    if ((counts.get(c.key) ?? 0) < c.limit) return { returnToQA: true, key: c.key };
  }
  return { returnToQA: false, key: null };
}

/** The month the limits count in: the save's month in the configured time zone ('2026-11'). */
export function qaPeriodOf(now: Date, timeZone: string): string {
  return periodKeyOf('monthly', now, timeZone);
}

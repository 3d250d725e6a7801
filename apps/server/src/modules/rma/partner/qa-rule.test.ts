import { describe, expect, it } from 'vitest';
import type { QaParamsRow } from '../../qa/index.ts';
import { decideQa, isoWeekOf, type QaLine, qaCandidates, qaPeriodOf } from './qa-rule.ts';

const empty: QaParamsRow = {
  id: 1,
  dateUpdate: null,
  saleDateStart: null,
  psWeek: null,
  psYear: null,
  psMonthlyLimit: null,
  pumpWeek: null,
  pumpYear: null,
  pumpMonthlyLimit: null,
  ...(Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [
      [`prefix${n}`, ''],
      [`prefix${n}MonthlyLimit`, null],
    ]),
  ) as Record<string, string | null>),
  serviceCenter1: '',
  serviceCenter2: '',
  serviceCenter3: '',
  serviceCenter4: '',
  serviceCenter5: '',
  serviceCenter6: '',
} as QaParamsRow;

const psuLine: QaLine = {
  slot: 'psu',
  oldSN: 'PS00001234',
  productionDate: '2026-03-10', // ISO week 11 of 2026
  warrantyStart: '2026-04-01',
  companyNumber: '3001',
};

/** Saves `n` lines one by one in a month, counting like the save service does. */
function saveMany(params: QaParamsRow, line: QaLine, n: number, counts = new Map<string, number>()) {
  const flags: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const d = decideQa(qaCandidates(params, line), counts);
    if (d.key) counts.set(d.key, (counts.get(d.key) ?? 0) + 1);
    flags.push(d.returnToQA);
  }
  return flags;
}

describe('QA rule', () => {
  it('sends nothing with empty parameters', () => {
    expect(qaCandidates(empty, psuLine)).toEqual([]);
  });

  it('takes power supplies produced from the given week, up to the monthly limit', () => {
    const params = { ...empty, psWeek: 11, psYear: 26, psMonthlyLimit: 3 };
    expect(isoWeekOf('2026-03-10')).toEqual({ year: 2026, week: 11 });
    // limit - 1, limit, limit + 1
    expect(saveMany(params, psuLine, 2)).toEqual([true, true]);
    expect(saveMany(params, psuLine, 3)).toEqual([true, true, true]);
    expect(saveMany(params, psuLine, 4)).toEqual([true, true, true, false]);
    // Produced the week before: not in the batch under watch.
    expect(qaCandidates(params, { ...psuLine, productionDate: '2026-03-08' })).toEqual([]);
    // A later year counts whatever the week.
    expect(qaCandidates(params, { ...psuLine, productionDate: '2027-01-05' })).toHaveLength(1);
    // A pump is not a power supply.
    expect(qaCandidates(params, { ...psuLine, slot: 'pump1' })).toEqual([]);
    // A limit of 0 (or none) switches the criterion off.
    expect(qaCandidates({ ...params, psMonthlyLimit: 0 }, psuLine)).toEqual([]);
  });

  it('takes pumps (either pump slot) by their own week, year and limit', () => {
    const params = { ...empty, pumpWeek: 1, pumpYear: 26, pumpMonthlyLimit: 1 };
    const pump = { ...psuLine, slot: 'pump2' as const, oldSN: 'PU00000001' };
    expect(saveMany(params, pump, 2)).toEqual([true, false]);
    expect(qaCandidates(params, { ...pump, productionDate: '2025-12-28' })).toEqual([]);
  });

  it('takes serials by prefix with a limit per prefix', () => {
    const params = {
      ...empty,
      prefix1: 'mt0',
      prefix1MonthlyLimit: 1,
      prefix2: 'MT00',
      prefix2MonthlyLimit: 2,
    };
    const motor = { ...psuLine, slot: 'motor' as const, oldSN: 'mt00001000' };
    // The first prefix with room takes it: 1 by prefix1, then 2 by prefix2, then none.
    expect(qaCandidates(params, motor).map((c) => c.key)).toEqual(['prefix:MT0', 'prefix:MT00']);
    expect(saveMany(params, motor, 4)).toEqual([true, true, true, false]);
    expect(qaCandidates(params, { ...motor, oldSN: 'PS1' })).toEqual([]);
  });

  it('takes every part of a listed service centre, without limit', () => {
    const params = { ...empty, serviceCenter4: ' 3001 ' };
    expect(saveMany(params, { ...psuLine, slot: null }, 5)).toEqual([true, true, true, true, true]);
    expect(qaCandidates(params, { ...psuLine, companyNumber: '3002' })).toEqual([]);
  });

  it('only looks at robots whose warranty starts on or after the sale date start', () => {
    const params = { ...empty, serviceCenter1: '3001', saleDateStart: '2026-04-01' };
    expect(qaCandidates(params, psuLine)).toHaveLength(1);
    expect(qaCandidates(params, { ...psuLine, warrantyStart: '2026-03-31' })).toEqual([]);
  });

  it('counts months in the configured time zone', () => {
    const params = { ...empty, psWeek: 1, psYear: 26, psMonthlyLimit: 1 };
    const counts = new Map<string, Map<string, number>>();
    const saveAt = (iso: string) => {
      const period = qaPeriodOf(new Date(iso), 'Europe/Paris');
      if (!counts.has(period)) counts.set(period, new Map());
      return [period, saveMany(params, psuLine, 1, counts.get(period))[0]] as const;
    };
    expect(saveAt('2026-11-30T12:00:00Z')).toEqual(['2026-11', true]);
    // 22:59 UTC on 30 November is 23:59 in Paris: still November, limit reached.
    expect(saveAt('2026-11-30T22:59:00Z')).toEqual(['2026-11', false]);
    // 23:30 UTC is already 1 December in Paris: a new month, a new allowance.
    expect(saveAt('2026-11-30T23:30:00Z')).toEqual(['2026-12', true]);
    expect(saveAt('2026-12-01T08:00:00Z')).toEqual(['2026-12', false]);
  });
});

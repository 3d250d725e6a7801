import { warrantyTypeIds } from '@poolside/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  computeWarranty,
  isPartCovered,
  isUnderWarranty,
  partWarrantyEnd,
  ruleOf,
  type WarrantyInput,
  warrantyStart,
  warrantyTypeRules,
} from './warranty-rules.ts';

const base: WarrantyInput = {
  warrantyType: 231,
  productionDate: '2024-01-10',
  shipDate: '2024-02-01',
  saleDate: null,
  warrantyUpdated: false,
  manualStart: null,
  manualEnd: null,
  extMonths: 0,
};

// [type, all-parts years, major years] as decided in docs/decisions.md.
const expected: [number, number, number][] = [
  [231, 2, 2],
  [232, 0, 2],
  [233, 2, 3],
  [234, 2, 4],
  [235, 1, 2],
  [236, 1, 3],
  [238, 3, 4],
];

describe('warranty types', () => {
  it('defines exactly the spec table (231-236, 238; no 237)', () => {
    expect(Object.keys(warrantyTypeRules).map(Number)).toEqual([...warrantyTypeIds]);
    expect(warrantyTypeRules[237]).toBeUndefined();
    expect(ruleOf(237).id).toBe(231);
  });

  describe.each(expected)('type %i', (type, allYears, majorYears) => {
    // Sold 15 March 2024, warranty updated: the sale date starts it.
    const input = { ...base, warrantyType: type, saleDate: '2024-03-15', warrantyUpdated: true };
    const w = computeWarranty(input);
    const majorLast = `${2024 + majorYears}-03-14`;
    const majorFirstOut = `${2024 + majorYears}-03-15`;

    it('starts on the sale date and runs the major period', () => {
      expect(w.start).toBe('2024-03-15');
      expect(w.periodMonths).toBe(majorYears * 12);
      expect(w.end).toBe(majorLast);
      expect(w.majorEnd).toBe(majorLast);
    });

    it('is under warranty from the start day to the last day, not the day before or after', () => {
      expect(isUnderWarranty(w, '2024-03-14')).toBe(false);
      expect(isUnderWarranty(w, '2024-03-15')).toBe(true);
      expect(isUnderWarranty(w, majorLast)).toBe(true);
      expect(isUnderWarranty(w, majorFirstOut)).toBe(false);
    });

    it('covers major components (motor, slave, pumps, power supply) to the major end', () => {
      for (const slot of ['motor', 'slave', 'pump1', 'pump2', 'psu'] as const) {
        expect(partWarrantyEnd(w, slot)).toBe(majorLast);
        expect(isPartCovered(w, slot, majorLast)).toBe(true);
        expect(isPartCovered(w, slot, majorFirstOut)).toBe(false);
      }
    });

    it('covers other parts for the all-parts years only', () => {
      if (allYears === 0) {
        expect(w.allPartsEnd).toBeNull();
        expect(isPartCovered(w, 'other', '2024-03-15')).toBe(false);
        expect(isPartCovered(w, null, '2024-03-15')).toBe(false);
        return;
      }
      const last = `${2024 + allYears}-03-14`;
      expect(w.allPartsEnd).toBe(last);
      expect(isPartCovered(w, 'other', last)).toBe(true);
      expect(isPartCovered(w, 'other', `${2024 + allYears}-03-15`)).toBe(false);
    });

    it('adds rExtWarranty months to every period', () => {
      const ext = computeWarranty({ ...input, extMonths: 6 });
      expect(ext.periodMonths).toBe(majorYears * 12 + 6);
      expect(ext.end).toBe(`${2024 + majorYears}-09-14`);
      expect(isUnderWarranty(ext, `${2024 + majorYears}-09-14`)).toBe(true);
      expect(isUnderWarranty(ext, `${2024 + majorYears}-09-15`)).toBe(false);
      if (allYears > 0) expect(ext.allPartsEnd).toBe(`${2024 + allYears}-09-14`);
    });

    it('lets manual dates replace the start and both ends', () => {
      const manual = computeWarranty({ ...input, manualStart: '2024-05-01', manualEnd: '2030-01-31' });
      expect(manual.start).toBe('2024-05-01');
      expect(manual.end).toBe('2030-01-31');
      expect(manual.allPartsEnd).toBe(allYears > 0 ? '2030-01-31' : null);
      expect(isUnderWarranty(manual, '2024-04-30')).toBe(false);
      expect(isUnderWarranty(manual, '2030-01-31')).toBe(true);
      expect(isUnderWarranty(manual, '2030-02-01')).toBe(false);
    });
  });
});

describe('warranty start', () => {
  it('uses the ship date (else production date) until the warranty is updated', () => {
    expect(warrantyStart(base)).toBe('2024-02-01');
    expect(warrantyStart({ ...base, shipDate: null })).toBe('2024-01-10');
    // A sale date without the update does not count yet.
    expect(warrantyStart({ ...base, saleDate: '2024-06-01' })).toBe('2024-02-01');
    expect(warrantyStart({ ...base, saleDate: '2024-06-01', warrantyUpdated: true })).toBe('2024-06-01');
    expect(
      warrantyStart({ ...base, saleDate: '2024-06-01', warrantyUpdated: true, manualStart: '2024-07-01' }),
    ).toBe('2024-07-01');
  });

  it('clamps month arithmetic to short months and leap days', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    const leap = computeWarranty({ ...base, saleDate: '2024-02-29', warrantyUpdated: true });
    expect(leap.end).toBe('2026-02-27');
  });
});

// The PDF table's plan: columns sized to their content (never narrower than their widest word), the page in
// landscape when portrait is too narrow, rows printed in bands when even landscape cannot hold every column.
import { describe, expect, it } from 'vitest';
import { type ColumnNeed, planTable } from './pdf-columns.ts';

const A4 = { portrait: 595 - 72, landscape: 842 - 72 };
const need = (least: number, natural = least, share = 12): ColumnNeed => ({ least, natural, share });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('planTable', () => {
  it('keeps a small table in portrait, every column at least its widest word', () => {
    const needs = [need(30), need(60, 120), need(55)];
    const plan = planTable(needs, A4);
    expect(plan.layout).toBe('portrait');
    expect(plan.bands).toHaveLength(1);
    for (const [i, w] of plan.bands[0].widths.entries()) expect(w).toBeGreaterThanOrEqual(needs[i].least);
    expect(sum(plan.bands[0].widths)).toBeCloseTo(A4.portrait);
  });

  it('turns a wide export (serials, dates, status words in 12 columns) to landscape, no word cut', () => {
    const needs = Array.from({ length: 12 }, () => need(58, 90));
    const plan = planTable(needs, A4);
    expect(plan.layout).toBe('landscape');
    expect(plan.bands).toHaveLength(1);
    for (const w of plan.bands[0].widths) expect(w).toBeGreaterThanOrEqual(58);
  });

  it('prints rows in bands when even landscape cannot hold every column whole', () => {
    const needs = Array.from({ length: 20 }, () => need(60));
    const plan = planTable(needs, A4);
    expect(plan.layout).toBe('landscape');
    expect(plan.bands.length).toBeGreaterThan(1);
    expect(plan.bands.flatMap((b) => b.columns)).toEqual(needs.map((_, i) => i));
    for (const band of plan.bands) {
      expect(sum(band.widths)).toBeLessThanOrEqual(A4.landscape + 0.001);
      for (const w of band.widths) expect(w).toBeGreaterThanOrEqual(60);
    }
  });
});

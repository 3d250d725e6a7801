import { statisticsDefinitions } from '@poolside/contract/statistics-result';
import { describe, expect, it } from 'vitest';
import { seriesStyles, wrapAxisLabel } from './chart-style';

type Rgb = [number, number, number];
const toLinear = (hex: string): Rgb =>
  [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
/** CIE L*a*b* of a linear sRGB colour (D65). */
function lab([r, g, b]: Rgb): Rgb {
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
/** The colour a reader with deuteranopia sees (Machado, Oliveira and Fernandes 2009, severity 1). */
const deuteranopia = ([r, g, b]: Rgb): Rgb => [
  Math.min(1, Math.max(0, 0.367322 * r + 0.860646 * g - 0.227968 * b)),
  Math.min(1, Math.max(0, 0.280085 * r + 0.672501 * g + 0.047413 * b)),
  Math.min(1, Math.max(0, -0.01182 * r + 0.04294 * g + 0.968881 * b)),
];
const distance = (a: Rgb, b: Rgb) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));

describe('statistics chart series', () => {
  const stacked = Object.entries(statisticsDefinitions).filter(([, d]) => d.chart.series.length > 1);

  it('tells every pair of series of a chart apart by colour, also for a reader with deuteranopia', () => {
    for (const [type, definition] of stacked) {
      const styles = seriesStyles(definition.chart.series);
      for (const [i, a] of styles.entries()) {
        for (const b of styles.slice(i + 1)) {
          const pair = `${type}: ${a.name} / ${b.name}`;
          // ΔE*ab above 30: clearly different colours, not two shades of one.
          expect(distance(toLinear(a.color), toLinear(b.color)), pair).toBeGreaterThan(30);
          expect(
            distance(deuteranopia(toLinear(a.color)), deuteranopia(toLinear(b.color))),
            pair,
          ).toBeGreaterThan(30);
        }
      }
    }
  });

  it('never relies on colour alone: the series of a chart each have their own pattern', () => {
    for (const [type, definition] of stacked) {
      const patterns = seriesStyles(definition.chart.series).map((s) => s.pattern);
      expect(new Set(patterns).size, type).toBe(patterns.length);
    }
  });
});

describe('axis labels', () => {
  it('keep a short name whole and wrap a long one on two lines that fit, breaking a path inside', () => {
    expect(wrapAxisLabel('Galil Pools', 18)).toEqual(['Galil Pools']);
    expect(wrapAxisLabel('Riviera Pool Service Lyon', 18)).toEqual(['Riviera Pool', 'Service Lyon']);
    const path = wrapAxisLabel('/repairs/complete_unit_requests/1234/reply-and-credit', 18);
    expect(path).toHaveLength(2);
    for (const line of path) expect(line.length).toBeLessThanOrEqual(18);
    expect(path[0]).toBe('/repairs/complete_');
    expect(path[1]?.endsWith('…')).toBe(true);
    expect(wrapAxisLabel('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 10)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRS…']);
  });
});

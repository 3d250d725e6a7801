// A PDF cell's lines: words whole, a word wider than the cell cut where it stops fitting, at most the printed
// lines, in time linear in what is printed (never measuring every prefix of a word).
import { describe, expect, it } from 'vitest';
import { createMeasure } from './pdf-measure.ts';
import { wrap } from './pdf-wrap.ts';

/** A font where every character is 4 points wide, counting what it is asked to measure. */
function fakeFont() {
  const font = {
    measured: 0,
    widthOfString(text: string) {
      font.measured += text.length;
      return text.length * 4;
    },
  };
  return font;
}

describe('wrap', () => {
  it('keeps words whole and breaks between them', () => {
    const measure = createMeasure(fakeFont(), 1);
    expect(wrap('SN100002 Waiting 27/11/2026', 45, measure, 4)).toEqual([
      'SN100002',
      'Waiting',
      '27/11/2026',
    ]);
    expect(wrap('ab cd ef', 40, measure, 4)).toEqual(['ab cd ef']);
    expect(wrap('first\n\nthird', 100, measure, 4)).toEqual(['first', '', 'third']);
  });

  it('cuts a word wider than the cell where it stops fitting', () => {
    const measure = createMeasure(fakeFont(), 1);
    expect(wrap('abcdefghij', 16, measure, 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('stops at the line limit and ends the last line with an ellipsis', () => {
    const measure = createMeasure(fakeFont(), 1);
    const lines = wrap('x'.repeat(1_000), 40, measure, 4);
    expect(lines).toHaveLength(4);
    expect(lines.slice(0, 3)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10)]);
    expect(lines[3]).toBe(`${'x'.repeat(9)}…`);
  });

  it('reads no further than the printed lines need, whatever the length of a word', () => {
    const font = fakeFont();
    const measure = createMeasure(font, 1);
    const started = performance.now();
    const lines = wrap('y'.repeat(1_000_000), 200, measure, 4);
    expect(performance.now() - started).toBeLessThan(200);
    expect(lines).toHaveLength(4);
    // Each distinct character is measured once, never a prefix of the word.
    expect(font.measured).toBeLessThan(10);
  });
});

// A PDF cell's lines: words kept whole, a word wider than the cell cut where it stops fitting (the only cut),
// at most `max` lines. Linear in the text it reads, and it reads no further than the printed lines need: a
// megabyte without a space costs what four lines of it cost.
import type { TextMeasure } from './pdf-measure.ts';

const ELLIPSIS = '…';
/** A line break, or a word (runs of other white space separate words and print as one space). */
const pieces = /\n|\S+/g;

/**
 * Breaks text into at most `max` lines no wider than `width` points. When text is left over, the last line
 * ends with an ellipsis (the Excel file has the text whole).
 */
export function wrap(text: string, width: number, measure: TextMeasure, max: number): string[] {
  if (text === '' || max < 1) return [];
  const space = measure.width(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  let isCut = false;
  /** Ends the current line; false when it was the last one allowed and text is left (then cut). */
  const newLine = () => {
    lines.push(line);
    line = '';
    lineWidth = 0;
    if (lines.length < max) return true;
    isCut = true;
    return false;
  };
  let breaks = 0;
  read: for (const [piece] of text.matchAll(pieces)) {
    if (piece === '\n') {
      breaks++;
      continue;
    }
    for (; breaks > 0; breaks--) if (!newLine()) break read;
    if (line !== '') {
      const room = width - lineWidth - space;
      const wordWidth = measure.widthUpTo(piece, room);
      if (wordWidth <= room) {
        line += ` ${piece}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (!newLine()) break;
    }
    const wholeWidth = measure.widthUpTo(piece, width);
    if (wholeWidth <= width) {
      line = piece;
      lineWidth = wholeWidth;
      continue;
    }
    // A word wider than the cell: cut where each piece stops fitting, one line each.
    for (let start = 0; ; ) {
      const fitted = measure.fit(piece, start, width);
      line = piece.slice(start, fitted.end);
      lineWidth = fitted.width;
      if (fitted.end >= piece.length) break;
      if (!newLine()) break read;
      start = fitted.end;
    }
  }
  if (line !== '') lines.push(line);
  if (isCut) lines[max - 1] = withEllipsis(lines[max - 1], width, measure);
  return lines;
}

/** The line shortened (at the end) until the ellipsis fits after it. */
function withEllipsis(line: string, width: number, measure: TextMeasure): string {
  const room = width - measure.width(ELLIPSIS);
  const fitted = measure.fit(line, 0, room);
  const kept = fitted.width <= room ? line.slice(0, fitted.end) : '';
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

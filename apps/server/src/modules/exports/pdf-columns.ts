// The PDF table's columns sized to their content: no column narrower than its widest word (a serial, a date, a
// status word is never cut), each grown towards its widest cell, the page in landscape when portrait is too
// narrow, and the columns in several bands (each row printed as stacked lines of cells) when even landscape
// cannot hold every column's widest word. Only a single word wider than a column may take is cut.
import type { TextMeasure } from './pdf-measure.ts';

/** Cell padding on each side, in points. */
export const PADDING = 2.5;
/** A column never needs more than this for one word (a longer word is cut there). */
const MAX_WORD = 150;
/** A column does not ask for more than this to show its widest cell on one line. */
const MAX_NATURAL = 320;
/** Portrait is kept only while the columns were declared small (ExportColumn.width units, ~ characters). */
const PORTRAIT_UNITS = 100;
const PORTRAIT_COLUMNS = 7;

export type ColumnNeed = {
  /** The widest word of the header and the cells, with the padding. */
  least: number;
  /** The widest cell on one line, with the padding (at least `least`). */
  natural: number;
  /** The column's declared width (ExportColumn.width), how spare room is shared. */
  share: number;
};

/** The widest word and the widest line of a text, each read no further than its bound. */
function textNeed(text: string, measure: TextMeasure, space: number) {
  let word = 0;
  let widest = 0;
  let line = 0;
  for (const [piece] of text.matchAll(/\n|\S+/g)) {
    if (piece === '\n') {
      line = 0;
      continue;
    }
    const width = Math.min(measure.widthUpTo(piece, MAX_WORD), MAX_WORD);
    word = Math.max(word, width);
    line = Math.min(line + (line > 0 ? space : 0) + width, MAX_NATURAL);
    widest = Math.max(widest, line);
  }
  return { word, widest };
}

/** What each column needs, from its header (bold) and a sample of its cells (regular). */
export function columnNeeds(
  headers: string[],
  shares: number[],
  sample: string[][],
  regular: TextMeasure,
  bold: TextMeasure,
): ColumnNeed[] {
  const space = regular.width(' ');
  return headers.map((header, i) => {
    let least = textNeed(header, bold, bold.width(' ')).word;
    let natural = least;
    for (const cells of sample) {
      const need = textNeed(cells[i], regular, space);
      least = Math.max(least, need.word);
      natural = Math.max(natural, need.widest);
    }
    const padding = PADDING * 2 + 1;
    return { least: least + padding, natural: natural + padding, share: shares[i] };
  });
}

export type Band = { columns: number[]; widths: number[] };
export type TablePlan = { layout: 'portrait' | 'landscape'; bands: Band[] };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Each column its least, then what is left towards each one's natural width, then by its share. */
function distribute(needs: ColumnNeed[], width: number): number[] {
  let extra = width - sum(needs.map((n) => n.least));
  const wants = needs.map((n) => Math.max(0, n.natural - n.least));
  const wanted = sum(wants);
  if (wanted > 0 && wanted >= extra) return needs.map((n, i) => n.least + (extra * wants[i]) / wanted);
  extra -= wanted;
  const shares = sum(needs.map((n) => n.share)) || 1;
  return needs.map((n, i) => n.least + wants[i] + (extra * n.share) / shares);
}

/** The columns in as few bands as hold every column's least width, the bands of about equal width. */
function splitBands(needs: ColumnNeed[], width: number): number[][] {
  const total = sum(needs.map((n) => n.least));
  for (let count = Math.max(1, Math.ceil(total / width)); ; count++) {
    const target = total / count;
    const bands: number[][] = [[]];
    let used = 0;
    needs.forEach((need, i) => {
      const band = bands[bands.length - 1];
      const isFull = used + need.least > width || (used + need.least / 2 > target && bands.length < count);
      if (band.length > 0 && isFull) {
        bands.push([i]);
        used = need.least;
      } else {
        band.push(i);
        used += need.least;
      }
    });
    if (bands.length <= count || count >= needs.length) return bands;
  }
}

/** Orientation and column widths (points) for the page widths (inside the margins) of A4 either way. */
export function planTable(
  needs: ColumnNeed[],
  pageWidths: { portrait: number; landscape: number },
): TablePlan {
  const least = sum(needs.map((n) => n.least));
  const natural = sum(needs.map((n) => n.natural));
  const isSmall = needs.length <= PORTRAIT_COLUMNS && sum(needs.map((n) => n.share)) <= PORTRAIT_UNITS;
  const layout =
    natural <= pageWidths.portrait || (isSmall && least <= pageWidths.portrait) ? 'portrait' : 'landscape';
  const width = pageWidths[layout];
  const bands = splitBands(needs, width).map((columns) => ({
    columns,
    widths: distribute(
      columns.map((i) => needs[i]),
      width,
    ),
  }));
  return { layout, bands };
}

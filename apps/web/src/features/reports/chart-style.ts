// How the statistics charts tell their series apart: colours from the Okabe-Ito palette (distinct for
// the common colour-vision deficiencies too) chosen by meaning, and never by colour alone: the series of one
// chart each get their own fill pattern, repeated in the legend beside the series' total.

/** Okabe-Ito colours (Wong, Nature Methods 2011), plus a dark grey for "closed". */
const palette = {
  blue: '#0072B2',
  sky: '#56B4E9',
  green: '#009E73',
  orange: '#E69F00',
  vermillion: '#D55E00',
  purple: '#CC79A7',
  grey: '#3F3F46',
  yellow: '#F0E442',
} as const;

/** A series' colour by what it counts (good: green; late or out of warranty: vermillion; closed: grey). */
const colorOf: Record<string, string> = {
  green: palette.green,
  red: palette.vermillion,
  onTime: palette.green,
  late: palette.yellow,
  waitingLate: palette.vermillion,
  waiting: palette.sky,
  open: palette.orange,
  closed: palette.grey,
  sent: palette.blue,
  received: palette.orange,
  inProcess: palette.purple,
  newUnits: palette.blue,
  refunds: palette.purple,
};

/** Fill patterns, in the order a chart's series take them: the first series stays solid. */
export const chartPatterns = ['solid', 'stripes', 'dots', 'crosshatch'] as const;
export type ChartPattern = (typeof chartPatterns)[number];

export type SeriesStyle = { name: string; color: string; pattern: ChartPattern };

/** The colour and pattern of each series of one chart, in the chart's order. */
export function seriesStyles(series: readonly string[]): SeriesStyle[] {
  return series.map((name, index) => ({
    name,
    color: colorOf[name] ?? palette.blue,
    pattern: chartPatterns[index % chartPatterns.length],
  }));
}

/**
 * An axis label cut into at most `maxLines` lines of `perLine` characters: at spaces, slashes, dashes or
 * underscores when it can, inside a long word (a page path, a file name) when it must; what does not fit
 * ends in "…". Recharts neither breaks a long word nor keeps it inside the chart.
 */
export function wrapAxisLabel(text: string, perLine: number, maxLines = 2): string[] {
  const width = Math.max(4, perLine);
  const lines: string[] = [];
  let rest = text.trim();
  while (rest.length > 0 && lines.length < maxLines) {
    if (rest.length <= width) {
      lines.push(rest);
      rest = '';
      break;
    }
    const window = rest.slice(0, width + 1);
    const breakAt = Math.max(
      window.lastIndexOf(' '),
      ...['/', '-', '_', '?', '&'].map((c) => window.lastIndexOf(c) + 1),
    );
    const cut = breakAt > width / 2 ? Math.min(breakAt, width) : width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0) {
    const last = lines[lines.length - 1] ?? '';
    lines[lines.length - 1] = `${last.slice(0, Math.max(1, width - 1)).trimEnd()}…`;
  }
  return lines;
}

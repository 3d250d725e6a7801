import { Group, Text } from '@mantine/core';
import type { ChartPattern, SeriesStyle } from '../chart-style';

const overlay: Record<ChartPattern, React.ReactNode> = {
  solid: null,
  stripes: (
    <path d="M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2" stroke="#fff" strokeWidth={1.6} strokeOpacity={0.75} />
  ),
  dots: <circle cx={3} cy={3} r={1.3} fill="#fff" fillOpacity={0.8} />,
  crosshatch: <path d="M0,0 L6,6 M6,0 L0,6" stroke="#fff" strokeWidth={1.1} strokeOpacity={0.75} />,
};

export const patternId = (prefix: string, name: string) => `${prefix}-${name}`;

/** The series' fills: its colour under its pattern's white marks (an SVG <defs> for the chart or a swatch). */
export function PatternDefs({ prefix, styles }: { prefix: string; styles: SeriesStyle[] }) {
  return (
    <defs>
      {styles.map((s) => (
        <pattern
          key={s.name}
          id={patternId(prefix, s.name)}
          width={6}
          height={6}
          patternUnits="userSpaceOnUse"
        >
          <rect width={6} height={6} fill={s.color} />
          {overlay[s.pattern]}
        </pattern>
      ))}
    </defs>
  );
}

/** The chart's legend: each series' swatch (colour and pattern), its words and its total over the chart. */
export function ChartLegend({
  prefix,
  styles,
  labelOf,
  totalOf,
}: {
  prefix: string;
  styles: SeriesStyle[];
  labelOf: (name: string) => string;
  totalOf: (name: string) => string;
}) {
  return (
    <Group
      component="ul"
      gap="xs"
      justify="center"
      wrap="wrap"
      style={{ listStyle: 'none', padding: 0 }}
      mt="xs"
    >
      {styles.map((s) => (
        <Group component="li" key={s.name} gap={6} wrap="nowrap">
          <svg width={16} height={16} aria-hidden focusable="false">
            <PatternDefs prefix={`${prefix}-swatch`} styles={[s]} />
            <rect
              width={16}
              height={16}
              rx={3}
              fill={`url(#${patternId(`${prefix}-swatch`, s.name)})`}
              stroke={s.color}
            />
          </svg>
          <Text size="sm">
            {labelOf(s.name)}: <strong>{totalOf(s.name)}</strong>
          </Text>
        </Group>
      ))}
    </Group>
  );
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/**
 * A row's name on the vertical chart's axis, on at most two lines that fit the axis width (`lines` cuts it),
 * the whole name as the tick's title.
 */
export function AxisTick({ x, y, payload, lines }: TickProps & { lines: (text: string) => string[] }) {
  const text = String(payload?.value ?? '');
  const parts = lines(text);
  const lineHeight = 13;
  return (
    <text x={Number(x)} y={Number(y)} textAnchor="end" fontSize={12} fill="currentColor">
      <title>{text}</title>
      {parts.map((part, index) => (
        <tspan
          // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines never move; the same text may repeat.
          key={index}
          x={Number(x) - 4}
          dy={index === 0 ? 4 - ((parts.length - 1) * lineHeight) / 2 : lineHeight}
        >
          {part}
        </tspan>
      ))}
    </text>
  );
}

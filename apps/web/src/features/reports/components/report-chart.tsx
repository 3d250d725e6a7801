import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useElementSize } from '@mantine/hooks';
import type { StatisticsResult } from '@poolside/contract/statistics-result';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { seriesStyles, wrapAxisLabel } from '../chart-style';
import { cellText } from '../report-words';
import { AxisTick, ChartLegend, PatternDefs, patternId } from './chart-parts';

/** Average width of a 12 px axis character, to fit a label to the axis. */
const CHAR_PX = 6.6;

/**
 * The report's chart (@mantine/charts on recharts, loaded with this file only: /reports, never the login or
 * the shell): per-period reports as columns over time, per-customer/page/file reports as bars per row. Each
 * series has its colour and its pattern, and the legend says its total: the chart never relies on colour alone.
 */
export function ReportChart({ result, label }: { result: StatisticsResult; label: string }) {
  const { t, i18n } = useTranslation('reports');
  const { ref, width } = useElementSize();
  const prefix = `chart${useId().replaceAll(':', '')}`;
  const { chart, columns } = result;
  const xColumn = columns.find((c) => c.key === chart.dataKey) ?? columns[0];
  const data = chart.data.map((row) => ({
    ...row,
    axis: cellText(t, xColumn, row[xColumn.key] ?? null, i18n.language),
  }));
  const styles = seriesStyles(chart.series);
  const series = styles.map((s) => ({ name: s.name, label: t(`column.${s.name}`), color: s.color }));
  const totalOf = (name: string) =>
    chart.data.reduce((sum, row) => sum + (Number(row[name]) || 0), 0).toLocaleString(i18n.language);
  const isPerPeriod = result.period !== null;
  // The row names' axis takes up to 40% of a narrow chart (150 px from 375 px up); names wrap or shorten to fit.
  const axisWidth = Math.round(Math.min(150, Math.max(90, (width || 375) * 0.4)));
  const perLine = Math.floor((axisWidth - 10) / CHAR_PX);
  const common = {
    data,
    dataKey: 'axis',
    series,
    type: chart.stacked ? ('stacked' as const) : ('default' as const),
    withLegend: false,
    barProps: (s: { name: string }) => ({ fill: `url(#${patternId(prefix, s.name)})` }),
    // The last axis number and the last period keep their room at the right edge.
    barChartProps: { margin: { top: 8, right: 16, left: 0, bottom: 0 } },
    tooltipAnimationDuration: 0,
  };
  return (
    <figure role="img" aria-label={label} style={{ margin: 0 }} ref={ref}>
      {isPerPeriod ? (
        <BarChart
          {...common}
          h={300}
          yAxisProps={{ allowDecimals: false, width: 40 }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12, padding: { left: 8, right: 8 } }}
        >
          <PatternDefs prefix={prefix} styles={styles} />
        </BarChart>
      ) : (
        <BarChart
          {...common}
          h={Math.max(160, data.length * 36 + 40)}
          orientation="vertical"
          gridAxis="x"
          yAxisProps={{
            width: axisWidth,
            interval: 0,
            tick: (props: object) => <AxisTick {...props} lines={(text) => wrapAxisLabel(text, perLine)} />,
          }}
          xAxisProps={{ allowDecimals: false }}
        >
          <PatternDefs prefix={prefix} styles={styles} />
        </BarChart>
      )}
      <ChartLegend
        prefix={prefix}
        styles={styles}
        labelOf={(name) => t(`column.${name}`)}
        totalOf={totalOf}
      />
    </figure>
  );
}

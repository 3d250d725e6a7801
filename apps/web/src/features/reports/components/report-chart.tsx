import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { StatisticsResult } from '@poolside/contract/statistics-result';
import { useTranslation } from 'react-i18next';
import { axisLabel } from '../report-words';

/** Colours that say what a series means (green: in warranty or in time; red: not; grey: closed). */
const colors: Record<string, string> = {
  green: 'teal.6',
  red: 'red.6',
  onTime: 'teal.6',
  late: 'orange.6',
  waitingLate: 'red.6',
  waiting: 'blue.4',
  open: 'orange.6',
  closed: 'gray.6',
  sent: 'blue.6',
  received: 'cyan.6',
  inProcess: 'indigo.6',
  newUnits: 'blue.6',
  refunds: 'grape.6',
};

/**
 * The report's chart (@mantine/charts on recharts, loaded with this file only: /reports, never the login or
 * the shell): per-period reports as columns over time, per-customer/page/file reports as bars per row.
 */
export function ReportChart({ result, label }: { result: StatisticsResult; label: string }) {
  const { t, i18n } = useTranslation('reports');
  const { chart, columns } = result;
  const xColumn = columns.find((c) => c.key === chart.dataKey) ?? columns[0];
  const data = chart.data.map((row) => ({ ...row, axis: axisLabel(t, xColumn, row, i18n.language) }));
  const series = chart.series.map((key) => ({
    name: key,
    label: t(`column.${key}`),
    color: colors[key] ?? 'blue.6',
  }));
  const isPerPeriod = result.period !== null;
  const common = {
    data,
    dataKey: 'axis',
    series,
    type: chart.stacked ? ('stacked' as const) : ('default' as const),
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
    tooltipAnimationDuration: 0,
  };
  return (
    <figure role="img" aria-label={label} style={{ margin: 0 }}>
      {isPerPeriod ? (
        <BarChart {...common} h={300} yAxisProps={{ allowDecimals: false }} />
      ) : (
        <BarChart
          {...common}
          h={Math.max(160, data.length * 30 + (series.length > 1 ? 90 : 50))}
          orientation="vertical"
          gridAxis="x"
          yAxisProps={{ width: 150 }}
          xAxisProps={{ allowDecimals: false }}
        />
      )}
    </figure>
  );
}

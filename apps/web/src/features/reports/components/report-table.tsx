import type { StatisticsResult } from '@poolside/contract/statistics-result';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataListColumn } from '../../../components/data-list/data-list';
import { cellText } from '../report-words';

type Row = Record<string, string | number | null> & { id: number };

/** The report's rows (the chart's numbers and the Excel sheet's), sortable and filterable in the browser. */
export function ReportTable({ result, caption }: { result: StatisticsResult; caption: string }) {
  const { t, i18n } = useTranslation('reports');
  const records = useMemo(() => result.rows.map((row, index) => ({ ...row, id: index })), [result]);
  const columns: DataListColumn<Row>[] = result.columns.map((column, index) => {
    const isNumber = column.kind === 'number' || column.kind === 'decimal';
    return {
      accessor: column.key,
      title: t(`column.${column.key}`),
      sortable: true,
      textAlign: isNumber ? 'right' : 'left',
      // The row's name and its first count stay on a phone; the rest folds under the row's "more" button.
      priority: index === 0 ? 1 : index === 1 && isNumber ? 1 : column.kind === 'text' ? 4 : isNumber ? 2 : 3,
      fitWidth: isNumber ? 110 : column.kind === 'period' ? 110 : 200,
      render: (row) => cellText(t, column, row[column.key] ?? null, i18n.language),
    };
  });
  return (
    <DataList<Row>
      records={records}
      columns={columns}
      caption={caption}
      storeColumnsKey={`reports-${result.reportType}`}
      withFilter={result.period === null}
      pageSize={result.period === 'day' ? 31 : 25}
    />
  );
}

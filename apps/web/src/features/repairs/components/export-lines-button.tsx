import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/data-list/export-button';

/** The rmaHistoryWithLines export (one row per line) of some RMAs, or of every visible one. */
export function ExportLinesButton({ rmas }: { rmas?: number[] }) {
  const { t } = useTranslation('repairs');
  return (
    <ExportButton
      report="rmaHistoryWithLines"
      label={t('exportWithLines')}
      params={() => (rmas ? { rmas } : {})}
    />
  );
}

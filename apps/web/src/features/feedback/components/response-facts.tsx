import type { FeedbackReport } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { Fact } from './form-data-view';

/** When the report was first answered and when it was closed, or "not yet". */
export function ResponseFacts({ report }: { report: FeedbackReport }) {
  const { t } = useTranslation('feedback');
  return (
    <>
      <Fact label={t('detail.firstResponse')}>
        {report.firstResponseAt ? formatDateTime(report.firstResponseAt) : t('detail.notYet')}
      </Fact>
      <Fact label={t('detail.closedAt')}>
        {report.closedAt ? formatDateTime(report.closedAt) : t('detail.notYet')}
      </Fact>
    </>
  );
}

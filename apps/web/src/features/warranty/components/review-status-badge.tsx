import { Tooltip } from '@mantine/core';
import type { WarrantyUpdate } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import { StatusLabel } from '../../../components/status-label';
import { formatDate } from '../../../lib/dates';

/** Awaiting review, or approved with who and when (the shared status label, with the reviewer). */
export function ReviewStatusBadge({ update }: { update: WarrantyUpdate }) {
  const { t } = useTranslation('adminWarranty');
  if (update.reviewedAt === null) return <StatusLabel kind="warrantyReview" code="pending" />;
  return (
    <Tooltip
      label={t('reviewedBy', { name: update.reviewedByName ?? '', date: formatDate(update.reviewedAt) })}
    >
      <span>
        <StatusLabel kind="warrantyReview" code="reviewed" />
      </span>
    </Tooltip>
  );
}

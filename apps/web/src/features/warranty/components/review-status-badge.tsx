import { Badge, Tooltip } from '@mantine/core';
import type { WarrantyUpdate } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/** Awaiting review, or approved with who and when. */
export function ReviewStatusBadge({ update }: { update: WarrantyUpdate }) {
  const { t } = useTranslation('adminWarranty');
  if (update.reviewedAt === null) {
    return (
      <Badge color="orange" variant="light">
        {t('status.pending')}
      </Badge>
    );
  }
  return (
    <Tooltip
      label={t('reviewedBy', { name: update.reviewedByName ?? '', date: formatDate(update.reviewedAt) })}
    >
      <Badge color="green" variant="light">
        {t('status.reviewed')}
      </Badge>
    </Tooltip>
  );
}

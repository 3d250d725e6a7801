import { Alert } from '@mantine/core';
import type { RobotItem } from '@poolside/contract/warranty';
import { useTranslation } from 'react-i18next';
import { formatDateOnly } from '../../../lib/dates';

/** Success or danger banner with the warranty end. */
export function WarrantyBanner({ robot }: { robot: RobotItem }) {
  const { t } = useTranslation('warranty');
  return (
    <Alert
      color={robot.underWarranty ? 'green' : 'red'}
      title={robot.underWarranty ? t('underWarranty') : t('notUnderWarranty')}
    >
      {t('warrantyUntil', { date: formatDateOnly(robot.warrantyEnd) })}
    </Alert>
  );
}

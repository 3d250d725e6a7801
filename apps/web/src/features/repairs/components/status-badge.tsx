import { Badge } from '@mantine/core';
import type { RmaStatus } from '@poolside/contract/constants';
import { useTranslation } from 'react-i18next';
import { statusColors } from '../status';

export function StatusBadge({ status }: { status: RmaStatus }) {
  const { t } = useTranslation('repairs');
  return (
    <Badge color={statusColors[status]} tt="none" style={{ overflow: 'visible' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('repairs');
  return (
    <Badge color={value ? 'green' : 'red'} variant="light">
      {value ? t('yes') : t('no')}
    </Badge>
  );
}

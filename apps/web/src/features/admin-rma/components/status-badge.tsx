import { Badge } from '@mantine/core';
import type { RmaStatus } from '@poolside/contract/constants';
import { useTranslation } from 'react-i18next';

const statusColors: Record<RmaStatus, string> = {
  WAT: 'gray',
  SNT: 'blue',
  REC: 'cyan',
  PRO: 'indigo',
  RET: 'orange',
  REJ: 'red',
  APP: 'green',
  CLS: 'dark',
};

export function StatusBadge({ status }: { status: RmaStatus }) {
  const { t } = useTranslation('adminRma');
  return (
    <Badge color={statusColors[status]} tt="none" style={{ overflow: 'visible' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('adminRma');
  return (
    <Badge color={value ? 'green' : 'red'} variant="light">
      {value ? t('yes') : t('no')}
    </Badge>
  );
}

import { Paper } from '@mantine/core';
import type { RmaStatus } from '@poolside/contract/constants';
import type { RmaWithLines } from '@poolside/contract/repairs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { StatusLabel } from '../../../components/status-label';
import { StatusSelect } from './status-select';
import { FactGrid } from '../../../components/facts';

/** Customer, user, date, counts and the status (a dropdown unless the view is locked). */
export function RmaSummary({
  rma,
  isLocked,
  onStatus,
}: {
  rma: RmaWithLines;
  isLocked: boolean;
  onStatus: (status: RmaStatus) => void;
}) {
  const { t } = useTranslation('adminRma');
  const cells: [string, ReactNode][] = [
    [
      t('field.status'),
      isLocked ? (
        <StatusLabel key="status" kind="rma" code={rma.status} finished={rma.finished} />
      ) : (
        <StatusSelect
          key="status"
          label={t('field.status')}
          value={rma.status}
          onChange={(s) => s !== rma.status && onStatus(s)}
        />
      ),
    ],
    [t('field.customer'), `${rma.moovexID} · ${rma.clientFullName}`],
    [t('field.user'), rma.userName],
    [t('field.dateSent'), formatDateTime(rma.dateSent)],
    [t('field.green'), rma.green],
    [t('field.red'), rma.red],
  ];
  return (
    <Paper withBorder p="md">
      <FactGrid facts={cells} cols={{ base: 2, sm: 3, lg: 6 }} />
    </Paper>
  );
}

import { Badge, Group, Radio, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateOnly } from '../../../lib/dates';
import type { LineDecision } from '../api';
import { YesNo } from './status-badge';

const columns = [
  'internalNumber',
  'robotPN',
  'robotSN',
  'oldPN',
  'oldSN',
  'newPN',
  'newSN',
  'amount',
  'partDesc',
  'dateSent',
  'partWarrantyEnd',
  'failure',
  'repairDate',
  'underWarranty',
  'poolsideRemark',
  'lineStatus',
] as const;

type ManageLinesTableProps = {
  rma: RmaWithLines;
  isLocked: boolean;
  onDecide: (line: RmaLine, decision: LineDecision) => void;
};

/** Every line column of spec 03, with the approved yes/no radios and the remark while not locked. */
export function ManageLinesTable({ rma, isLocked, onDecide }: ManageLinesTableProps) {
  const { t } = useTranslation('adminRma');
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, boolean>>({});
  const remarkOf = (line: RmaLine) => drafts[line.id] ?? line.poolsideRemark;
  const setError = (id: number, isError: boolean) => setErrors((e) => ({ ...e, [id]: isError }));

  // A rejection needs a reason (checked on the server too): ask for the remark first.
  const decide = (line: RmaLine, status: 'APP' | 'REJ') => {
    const remark = remarkOf(line);
    if (status === 'REJ' && !remark.trim()) {
      setError(line.id, true);
      document.getElementById(`remark-${line.id}`)?.focus();
      return;
    }
    setError(line.id, false);
    onDecide(line, remark === line.poolsideRemark ? { status } : { status, poolsideRemark: remark });
  };
  const saveRemark = (line: RmaLine) => {
    const remark = remarkOf(line);
    if (remark === line.poolsideRemark) return;
    if (line.status === 'REJ' && !remark.trim()) {
      setError(line.id, true);
      return;
    }
    setError(line.id, false);
    onDecide(line, { poolsideRemark: remark });
  };

  return (
    <Table.ScrollContainer minWidth={1900}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label={t('manage.linesTitle')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((k) => (
              <Table.Th key={k}>{t(`field.${k}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rma.lines.map((l) => (
            <Table.Tr key={l.id} aria-label={t('manage.lineN', { id: l.id })}>
              <Table.Td>{l.internalNumber}</Table.Td>
              <Table.Td>{l.robotPN}</Table.Td>
              <Table.Td>{l.robotSN}</Table.Td>
              <Table.Td>{l.oldPN}</Table.Td>
              <Table.Td>{l.oldSN}</Table.Td>
              <Table.Td>{l.newPN}</Table.Td>
              <Table.Td>{l.newSN}</Table.Td>
              <Table.Td>{l.amount}</Table.Td>
              <Table.Td>{l.partDesc}</Table.Td>
              <Table.Td>{formatDate(rma.dateSent)}</Table.Td>
              <Table.Td>{formatDateOnly(l.partWarrantyEnd)}</Table.Td>
              <Table.Td maw={220}>{[l.failureTitle, l.description].filter(Boolean).join(': ')}</Table.Td>
              <Table.Td>{formatDateOnly(l.repairDate)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <YesNo value={l.underWarranty} />
                  {l.returnToQA && (
                    <Badge color="orange" variant="outline">
                      {t('qaRequired')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td miw={220}>
                {isLocked ? (
                  <Text size="sm">{l.poolsideRemark}</Text>
                ) : (
                  <TextInput
                    id={`remark-${l.id}`}
                    size="xs"
                    aria-label={t('manage.remarkOf', { id: l.id })}
                    value={remarkOf(l)}
                    maxLength={1000}
                    error={errors[l.id] ? t('manage.remarkRequired') : undefined}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setDrafts((d) => ({ ...d, [l.id]: value }));
                    }}
                    onBlur={() => saveRemark(l)}
                  />
                )}
              </Table.Td>
              <Table.Td>
                {isLocked ? (
                  <Text size="sm">{l.status ? t(`lineStatus.${l.status}`) : ''}</Text>
                ) : (
                  <Radio.Group
                    label={<VisuallyHidden>{t('manage.approvedOf', { id: l.id })}</VisuallyHidden>}
                    value={l.status ?? ''}
                    onChange={(value) => decide(l, value as 'APP' | 'REJ')}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Radio value="APP" label={t('yes')} color="green" />
                      <Radio value="REJ" label={t('no')} color="red" />
                    </Group>
                  </Radio.Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Group, Radio, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { RmaLine, RmaWithLines } from '@poolside/contract/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateOnly } from '../../../lib/dates';
import type { LineDecision } from '../api';
import { DataList } from '../../../components/data-list/data-list';
import { StatusLabel, YesNo } from '../../../components/status-label';

type ManageLinesTableProps = {
  rma: RmaWithLines;
  isLocked: boolean;
  onDecide: (line: RmaLine, decision: LineDecision) => void;
  /** Lines the server named when refusing the finish (-14 undecidedLines): marked until decided. */
  undecidedIds?: readonly number[];
};

/** Every line column of spec 03, with the approved yes/no radios and the remark while not locked. */
export function ManageLinesTable({ rma, isLocked, onDecide, undecidedIds = [] }: ManageLinesTableProps) {
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
    <DataList<RmaLine>
      records={rma.lines}
      storeColumnsKey="admin-rma-lines"
      caption={t('manage.linesTitle')}
      rowAttributes={(l) => ({ 'aria-label': t('manage.lineN', { id: l.id }) })}
      columns={[
        { accessor: 'internalNumber', title: t('field.internalNumber'), priority: 4 },
        { accessor: 'robotPN', title: t('field.robotPN'), priority: 4 },
        { accessor: 'robotSN', title: t('field.robotSN'), priority: 3 },
        { accessor: 'oldPN', title: t('field.oldPN'), priority: 1 },
        { accessor: 'oldSN', title: t('field.oldSN'), priority: 3 },
        { accessor: 'newPN', title: t('field.newPN'), priority: 3 },
        { accessor: 'newSN', title: t('field.newSN'), priority: 4 },
        { accessor: 'amount', title: t('field.amount'), priority: 5, fitWidth: 80 },
        { accessor: 'partDesc', title: t('field.partDesc'), priority: 3, fitWidth: 160 },
        {
          accessor: 'dateSent',
          title: t('field.dateSent'),
          priority: 5,
          render: () => formatDate(rma.dateSent),
        },
        {
          accessor: 'partWarrantyEnd',
          title: t('field.partWarrantyEnd'),
          priority: 4,
          render: (l) => formatDateOnly(l.partWarrantyEnd),
        },
        {
          accessor: 'failureTitle',
          title: t('field.failure'),
          priority: 3,
          fitWidth: 180,
          render: (l) => [l.failureTitle, l.description].filter(Boolean).join(': '),
        },
        {
          accessor: 'repairDate',
          title: t('field.repairDate'),
          priority: 4,
          render: (l) => formatDateOnly(l.repairDate),
        },
        {
          accessor: 'underWarranty',
          title: t('field.underWarranty'),
          priority: 1,
          fitWidth: 130,
          render: (l) => (
            <Group gap={4} wrap="nowrap">
              <YesNo value={l.underWarranty} />
              {l.returnToQA && (
                <Badge color="orange" variant="outline" tt="none">
                  {t('qaRequired')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'poolsideRemark',
          title: t('field.poolsideRemark'),
          priority: 2,
          fitWidth: 220,
          render: (l) =>
            isLocked ? (
              <Text size="sm">{l.poolsideRemark}</Text>
            ) : (
              <TextInput
                id={`remark-${l.id}`}
                size="xs"
                miw={180}
                aria-label={t('manage.remarkOf', { id: l.id })}
                value={remarkOf(l)}
                maxLength={1000}
                error={errors[l.id] ? t('manage.remarkRequired') : undefined}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setDrafts((d) => ({ ...d, [l.id]: value }));
                  // The "reason needed" message goes as soon as a reason is typed, not on blur: cleared on
                  // blur, the row shrinks under the pointer and the click on "No" that caused the blur misses.
                  if (value.trim()) setError(l.id, false);
                }}
                onBlur={() => saveRemark(l)}
              />
            ),
        },
        {
          accessor: 'status',
          title: t('field.lineStatus'),
          width: 130,
          render: (l) =>
            isLocked ? (
              <StatusLabel kind="line" code={l.status} />
            ) : (
              <Radio.Group
                label={<VisuallyHidden>{t('manage.approvedOf', { id: l.id })}</VisuallyHidden>}
                value={l.status ?? ''}
                onChange={(value) => decide(l, value as 'APP' | 'REJ')}
                error={!l.status && undecidedIds.includes(l.id) ? t('manage.decisionNeeded') : undefined}
              >
                <Group gap="xs" wrap="nowrap">
                  <Radio value="APP" label={t('yes')} color="green" />
                  <Radio value="REJ" label={t('no')} color="red" />
                </Group>
              </Radio.Group>
            ),
        },
      ]}
    />
  );
}

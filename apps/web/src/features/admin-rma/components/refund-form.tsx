import { Button, Group, NumberInput, Paper, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { currencySymbols } from '@poolside/contract/constants';
import type { RmaWithLines } from '@poolside/contract/repairs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type RefundValues = {
  refund: { invoiceNo: string; orderNo: string; refund: number | null };
  laborCost: number | null;
};

const money = (value: number | null, symbol: string) =>
  value === null ? '—' : `${symbol}${value.toFixed(2)}`;
const asNumber = (value: string | number) => (value === '' ? null : Number(value));

/** The admin's refund info (invoice no., order no., amount) and labour cost; read-only when locked. */
export function RefundForm({
  rma,
  isLocked,
  onSave,
}: {
  rma: RmaWithLines;
  isLocked: boolean;
  onSave: (values: RefundValues) => void;
}) {
  const { t } = useTranslation('adminRma');
  const symbol = currencySymbols[rma.currency] ?? `${rma.currency} `;
  const [invoiceNo, setInvoiceNo] = useState(rma.refund.invoiceNo);
  const [orderNo, setOrderNo] = useState(rma.refund.orderNo);
  const [refund, setRefund] = useState<string | number>(rma.refund.refund ?? '');
  const [laborCost, setLaborCost] = useState<string | number>(rma.laborCost ?? '');
  if (isLocked) {
    const cells: [string, string][] = [
      [t('field.invoiceNo'), rma.refund.invoiceNo || '—'],
      [t('field.orderNo'), rma.refund.orderNo || '—'],
      [t('field.refund'), money(rma.refund.refund, symbol)],
      [t('field.laborCost'), money(rma.laborCost, symbol)],
    ];
    return (
      <Paper withBorder p="md">
        <Title order={4} mb="xs">
          {t('manage.refundTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {cells.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="xs">
        {t('manage.refundTitle')}
      </Title>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('field.invoiceNo')}
          value={invoiceNo}
          maxLength={60}
          onChange={(e) => setInvoiceNo(e.currentTarget.value)}
          w={150}
        />
        <TextInput
          label={t('field.orderNo')}
          value={orderNo}
          maxLength={60}
          onChange={(e) => setOrderNo(e.currentTarget.value)}
          w={150}
        />
        <NumberInput
          label={t('field.refund')}
          value={refund}
          onChange={setRefund}
          min={0}
          decimalScale={2}
          prefix={symbol}
          w={130}
        />
        <NumberInput
          label={t('field.laborCost')}
          value={laborCost}
          onChange={setLaborCost}
          min={0}
          decimalScale={2}
          prefix={symbol}
          w={130}
        />
        <Button
          variant="light"
          onClick={() =>
            onSave({
              refund: { invoiceNo, orderNo, refund: asNumber(refund) },
              laborCost: asNumber(laborCost),
            })
          }
        >
          {t('manage.saveRefund')}
        </Button>
      </Group>
    </Paper>
  );
}

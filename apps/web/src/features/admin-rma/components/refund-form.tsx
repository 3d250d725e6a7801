import { Button, Group, NumberInput, Paper, TextInput, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { updateRmaRequestBodySchema } from '@poolside/contract/admin-rma';
import { currencySymbol } from '@poolside/contract/money';
import type { RmaWithLines } from '@poolside/contract/repairs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../../lib/form-validation';
import { formatMoney } from '../../../lib/money';
import { FactGrid } from '../../../components/facts';

export type RefundValues = {
  refund: { invoiceNo: string; orderNo: string; refund: number | null };
  laborCost: number | null;
};
export type RefundFormType = UseFormReturnType<RefundValues>;

// Amounts as the reader's language writes them ("132,50 $US" in French), as on the partner's RMA page.
const money = (value: number | null, currency: string) =>
  value === null ? '—' : formatMoney(value, currency);

const valuesOf = (rma: RmaWithLines): RefundValues => ({
  refund: { invoiceNo: rma.refund.invoiceNo, orderNo: rma.refund.orderNo, refund: rma.refund.refund },
  laborCost: rma.laborCost,
});
const emptyValues: RefundValues = { refund: { invoiceNo: '', orderNo: '', refund: null }, laborCost: null };
const refundSchema = updateRmaRequestBodySchema.pick({ refund: true, laborCost: true });

/**
 * The refund form's state, held by the manage page: it knows when a typed refund is not saved yet (the
 * finish sends it along, leaving asks first). Loaded from the RMA once per RMA.
 */
export function useRefundForm(rma: RmaWithLines | undefined): RefundFormType {
  const form = useForm<RefundValues>({
    initialValues: emptyValues,
    validate: contractResolver(refundSchema),
  });
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (!rma || loadedId.current === rma.id) return;
    loadedId.current = rma.id;
    form.setValues(valuesOf(rma));
    form.resetDirty(valuesOf(rma));
  }, [rma, form]);
  return form;
}

/** The admin's refund info (invoice no., order no., amount) and labour cost; read-only when locked. */
export function RefundForm({
  rma,
  form,
  isLocked,
  onSave,
}: {
  rma: RmaWithLines;
  form: RefundFormType;
  isLocked: boolean;
  onSave: (values: RefundValues) => void;
}) {
  const { t } = useTranslation('adminRma');
  const symbol = currencySymbol(rma.currency);
  const numberProps = (path: 'refund.refund' | 'laborCost') => {
    const { value, onChange, ...rest } = form.getInputProps(path);
    return {
      ...rest,
      value: value ?? '',
      onChange: (v: string | number) => onChange(v === '' ? null : Number(v)),
    };
  };
  if (isLocked) {
    const cells: [string, string][] = [
      [t('field.invoiceNo'), rma.refund.invoiceNo || '—'],
      [t('field.orderNo'), rma.refund.orderNo || '—'],
      [t('field.refund'), money(rma.refund.refund, rma.currency)],
      [t('field.laborCost'), money(rma.laborCost, rma.currency)],
    ];
    return (
      <Paper withBorder p="md">
        <Title order={4} mb="xs">
          {t('manage.refundTitle')}
        </Title>
        <FactGrid facts={cells} cols={{ base: 2, sm: 4 }} />
      </Paper>
    );
  }
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="xs">
        {t('manage.refundTitle')}
      </Title>
      <form onSubmit={form.onSubmit(onSave)} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('field.invoiceNo')}
            maxLength={60}
            w={150}
            {...form.getInputProps('refund.invoiceNo')}
          />
          <TextInput
            label={t('field.orderNo')}
            maxLength={60}
            w={150}
            {...form.getInputProps('refund.orderNo')}
          />
          <NumberInput
            label={t('field.refund')}
            min={0}
            decimalScale={2}
            prefix={symbol}
            w={130}
            {...numberProps('refund.refund')}
          />
          <NumberInput
            label={t('field.laborCost')}
            min={0}
            decimalScale={2}
            prefix={symbol}
            w={130}
            {...numberProps('laborCost')}
          />
          <Button type="submit" variant="light" mt={25} disabled={!form.isDirty()}>
            {t('manage.saveRefund')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

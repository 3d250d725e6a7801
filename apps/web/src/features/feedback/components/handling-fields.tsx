import { Divider, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { complaintTypes, departments, feedbackStatuses } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { statusWord } from '../../../components/status-label';
import type { HandlingValues } from '../handling-values';

type Form = UseFormReturnType<HandlingValues>;

/** The handling record's fields: status and classification, complaint, costs, findings, actions, names. */
export function HandlingFields({ form }: { form: Form }) {
  const { t } = useTranslation('feedback');
  const { t: tc } = useTranslation('common');
  const text = (name: keyof HandlingValues, description?: string) => (
    <TextInput label={t(`handling.${name}`)} description={description} {...form.getInputProps(name)} />
  );
  const area = (name: keyof HandlingValues) => (
    <Textarea label={t(`handling.${name}`)} autosize minRows={2} {...form.getInputProps(name)} />
  );
  const cost = (name: 'partsCost' | 'shippingCost' | 'extraCost') => (
    <NumberInput
      label={t(`handling.${name}`)}
      min={0}
      decimalScale={2}
      thousandSeparator=" "
      {...form.getInputProps(name)}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('history.status')}
          data={feedbackStatuses.map((s) => ({ value: s, label: statusWord(tc, 'feedback', s) }))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <Select
          label={t('handling.complaintType')}
          data={complaintTypes.map((c) => ({ value: c, label: t(`option.complaintTypes.${c}`) }))}
          clearable
          {...form.getInputProps('complaintType')}
        />
        <Select
          label={t('handling.department')}
          data={departments.map((d) => ({ value: d, label: t(`option.departments.${d}`) }))}
          clearable
          {...form.getInputProps('department')}
        />
      </SimpleGrid>
      {text('complaintTitle')}
      {area('complaintDescription')}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {cost('partsCost')}
        {cost('shippingCost')}
        {cost('extraCost')}
      </SimpleGrid>
      {area('findings')}
      {area('rootReason')}
      <Divider />
      <ActionField form={form} name="correctiveAction" />
      <ActionField form={form} name="preventiveAction" />
      <ActionField form={form} name="effectiveAction" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('handledBy')}
        {text('closedBy', t('detail.closedByHint'))}
      </SimpleGrid>
    </>
  );
}

/** An action taken and its date. */
function ActionField({
  form,
  name,
}: {
  form: Form;
  name: 'correctiveAction' | 'preventiveAction' | 'effectiveAction';
}) {
  const { t } = useTranslation('feedback');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Textarea
        label={t(`handling.${name}`)}
        autosize
        minRows={2}
        style={{ gridColumn: 'span 2' }}
        {...form.getInputProps(name)}
      />
      <DateOnlyInput label={t(`handling.${name}Date`)} {...form.getInputProps(`${name}Date`)} />
    </SimpleGrid>
  );
}

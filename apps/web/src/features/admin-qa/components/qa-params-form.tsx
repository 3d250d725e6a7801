import { limits } from '@poolside/contract/constants';
import type { QaParams } from '@poolside/contract/dashboard';
import { type QaParamsInput, qaParamsInputSchema } from '@poolside/contract/qa';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { showError } from '../../../components/feedback-dialogs';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes';
import { contractResolver } from '../../../lib/form-validation';
import {
  centreNumbers,
  numberFields,
  prefixNumbers,
  type QaFormValues,
  textFields,
  toFormValues,
  toInput,
} from '../form-values';

type Props = {
  params: QaParams;
  busy: boolean;
  onSave: (input: QaParamsInput) => Promise<unknown>;
};

const resolve = contractResolver<QaFormValues>(qaParamsInputSchema, undefined, toInput);

/**
 * The QA parameters of spec 03 s9: the contract's qaParamsInputSchema checks the body the values make;
 * each field's message says its kind's rule (0..99, 255 characters); server field errors land on fields.
 */
export function QaParamsForm({ params, busy, onSave }: Props) {
  const { t } = useTranslation('adminQa');
  const fieldMessages: Record<string, string> = {
    saleDateStart: t('errors.date'),
    ...Object.fromEntries(numberFields.map((key) => [key, t('errors.number', { max: limits.qaNumberMax })])),
    ...Object.fromEntries(textFields.map((key) => [key, t('errors.text', { max: limits.qaTextMax })])),
  };
  const form = useForm<QaFormValues>({
    initialValues: toFormValues(params),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([key, message]) => [key, fieldMessages[key] ?? message]),
      ),
  });
  useUnsavedChangesGuard(form.isDirty());

  const submit = async (values: QaFormValues) => {
    try {
      await onSave(toInput(values));
      form.resetDirty();
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      showError(error, { form, messages: fieldMessages, message: t('failed') });
    }
  };

  const text = (key: string, label: string) => (
    <TextInput key={key} label={label} {...form.getInputProps(key)} />
  );
  const number = (key: string, label: string) => (
    <TextInput key={key} label={label} inputMode="numeric" {...form.getInputProps(key)} />
  );

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Fieldset legend={t('sections.general')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateOnlyInput
              label={t('fields.saleDateStart')}
              description={t('hints.saleDateStart')}
              {...form.getInputProps('saleDateStart')}
            />
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Fieldset legend={t('sections.ps')}>
            <SimpleGrid cols={3}>
              {number('psWeek', t('fields.psWeek'))}
              {number('psYear', t('fields.psYear'))}
              {number('psMonthlyLimit', t('fields.psMonthlyLimit'))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('sections.pump')}>
            <SimpleGrid cols={3}>
              {number('pumpWeek', t('fields.pumpWeek'))}
              {number('pumpYear', t('fields.pumpYear'))}
              {number('pumpMonthlyLimit', t('fields.pumpMonthlyLimit'))}
            </SimpleGrid>
          </Fieldset>
        </SimpleGrid>
        <Fieldset legend={t('sections.prefixes')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {prefixNumbers.map((n) => (
              <Group key={n} grow align="start" wrap="nowrap">
                {text(`prefix${n}`, t('fields.prefix', { n }))}
                {number(`prefix${n}MonthlyLimit`, t('fields.prefixLimit', { n }))}
              </Group>
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('sections.serviceCenters')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {centreNumbers.map((n) => text(`serviceCenter${n}`, t('fields.serviceCenter', { n })))}
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { limits } from '@poolside/contract/constants';
import type { QaParams } from '@poolside/contract/dashboard';
import { ErrorCode } from '@poolside/contract/errors';
import type { QaParamsInput } from '@poolside/contract/qa';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../components/feedback-dialogs';
import { isApiError } from '../../../lib/api-client';
import {
  centreNumbers,
  errorKindOf,
  fieldErrorOf,
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

const allFields = ['saleDateStart', ...numberFields, ...textFields];

/** The QA parameters of spec 03 s9, checked as the server checks them; server field errors land on fields. */
export function QaParamsForm({ params, busy, onSave }: Props) {
  const { t } = useTranslation('adminQa');
  const message = (kind: string) =>
    t(`errors.${kind}`, { max: kind === 'number' ? limits.qaNumberMax : limits.qaTextMax });
  const form = useForm<QaFormValues>({
    initialValues: toFormValues(params),
    validate: Object.fromEntries(
      allFields.map((key) => [
        key,
        (value: string) => {
          const kind = fieldErrorOf(key, value);
          return kind ? message(kind) : null;
        },
      ]),
    ),
  });

  const submit = async (values: QaFormValues) => {
    try {
      await onSave(toInput(values));
      notifications.show({ color: 'green', message: t('saved') });
    } catch (error) {
      const fields = isApiError(error) ? (error.data?.fields ?? []).filter((f) => allFields.includes(f)) : [];
      const isFieldError =
        isApiError(error) &&
        (error.code === ErrorCode.missingParams || error.code === ErrorCode.fieldRequired) &&
        fields.length > 0;
      if (isFieldError) form.setErrors(Object.fromEntries(fields.map((f) => [f, message(errorKindOf(f))])));
      else showErrorDialog(error, t('failed'));
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
            <TextInput
              label={t('fields.saleDateStart')}
              placeholder="dd/MM/yyyy"
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

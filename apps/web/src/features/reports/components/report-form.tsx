import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type StatisticsParamName,
  type StatisticsReportType,
  statisticsParamKinds,
  statisticsParamsOf,
  statisticsReportTypes,
  statisticsRequestSchema,
  statisticsRequiredParams,
  statisticsSelectOptions,
} from '@poolside/contract/statistics';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { showError } from '../../../components/feedback-dialogs';
import { statusWord } from '../../../components/status-label';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { contractResolver } from '../../../lib/form-validation';
import { initialValues, type ReportValues, requestOf } from '../form-values';

type Props = {
  busy: boolean;
  /** Runs the report; a refusal comes back as the rejected error (shown by the one error rule). */
  onCreate: (values: ReportValues & { reportType: StatisticsReportType }) => Promise<unknown>;
};

const resolve = contractResolver<ReportValues>(statisticsRequestSchema, undefined, requestOf);

/**
 * The composer (spec 03 s2 /reports): the report type (required), then the parameters that type takes
 * (the contract's schema per type decides which, and checks them before sending).
 */
export function ReportForm({ busy, onCreate }: Props) {
  const { t } = useTranslation('reports');
  const messages: Record<string, string> = {
    reportType: t('errors.typeRequired'),
    'toDate.beforeFrom': t('errors.toBeforeFrom'),
    toDate: t('errors.toBeforeFrom'),
    amountToCheck: t('errors.amount'),
  };
  const form = useForm<ReportValues>({
    initialValues: initialValues(),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([key, message]) => [key, messages[key] ?? message]),
      ),
  });
  const type = form.values.reportType;
  const names = type ? statisticsParamsOf(type) : [];
  const required = new Set(type ? statisticsRequiredParams(type) : []);

  const submit = async (values: ReportValues) => {
    if (!values.reportType) return;
    try {
      await onCreate({ ...values, reportType: values.reportType });
    } catch (error) {
      showError(error, { form, messages: { ...messages, 'reportType.required': messages.reportType } });
    }
  };

  const optionLabel = (name: StatisticsParamName, code: string) => {
    if (name === 'status')
      return statusWord(t, type === 'FEEDBACK' || type?.startsWith('FEEDBACK_') ? 'feedback' : 'rma', code);
    return t(`${name}.${code}`);
  };

  const field = (name: StatisticsParamName) => {
    const label = t(`param.${name}`);
    const common = { label, withAsterisk: required.has(name), ...form.getInputProps(name) };
    switch (statisticsParamKinds[name]) {
      case 'date':
        return <DateOnlyInput key={name} {...common} />;
      case 'number':
        return <WholeNumberInput key={name} {...common} min={1} />;
      case 'select':
        return (
          <Select
            key={name}
            {...common}
            clearable={!required.has(name)}
            placeholder={t('any')}
            data={statisticsSelectOptions(type as StatisticsReportType, name).map((code) => ({
              value: code,
              label: optionLabel(name, code),
            }))}
          />
        );
      default:
        return (
          <TextInput key={name} {...common} placeholder={t(`placeholder.${name}`, { defaultValue: '' })} />
        );
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Select
          label={t('reportType')}
          placeholder={t('reportTypePlaceholder')}
          withAsterisk
          searchable
          maw={{ sm: 420 }}
          data={statisticsReportTypes.map((value) => ({ value, label: t(`type.${value}`) }))}
          {...form.getInputProps('reportType')}
          onChange={(value) => {
            // Statuses differ between reports (RMA, complete unit, feedback): a chosen one does not carry over.
            form.setFieldValue('status', null);
            form.setFieldValue('reportType', value as StatisticsReportType | null);
          }}
        />
        {type && (
          <Text size="sm" c="dimmed">
            {t(`typeHint.${type}`)}
          </Text>
        )}
        {names.length > 0 && <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{names.map(field)}</SimpleGrid>}
        <Group>
          <Button type="submit" loading={busy} leftSection={<IconChartBar size={18} aria-hidden />}>
            {t('create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

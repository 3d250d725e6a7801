import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  elseDataFieldsOf,
  type FeedbackFormType,
  type FeedbackReport,
  feedbackFormFields,
  feedbackOptionLists,
} from '@poolside/contract/feedback';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateOnly } from '../../../lib/dates';

/** Which option list translates a stored field (a free "other" text shows as typed). */
const listOf: Record<string, keyof typeof feedbackOptionLists | 'yesNo' | 'shipmentType'> = {
  incoTerm: 'incoterms',
  shippingMethod: 'shippingMethods',
  defectivePart: 'defectiveParts',
  poolSurface: 'poolSurfaces',
  poolShape: 'poolShapes',
  waterTreatment: 'waterTreatments',
  waterLine: 'waterLines',
  subject: 'websiteIssues',
  hasWarranty: 'yesNo',
  type: 'shipmentType',
};
const dateFields = new Set(['purchaseDate', 'dateCreate']);

/** One label/value pair of the submitted form. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The submitted form, read-only, in the form's order, values translated (spec 03 "detail"). */
export function FormDataView({ report, withElseData }: { report: FeedbackReport; withElseData: boolean }) {
  const { t } = useTranslation('feedback');
  const data = report.formData;
  const formType = report.subTopic as FeedbackFormType;
  const shownValue = (key: string): ReactNode => {
    const value = data[key];
    if (value === undefined || value === null || value === '') return null;
    if (key === 'attachment') {
      return (
        <Anchor href={`/api/files/${value}`} target="_blank" rel="noopener">
          {report.attachmentName || t('detail.download')}
        </Anchor>
      );
    }
    if (key === 'files' && Array.isArray(value)) {
      return value.map((id, i) => (
        <Anchor key={String(id)} href={`/api/files/${id}`} target="_blank" rel="noopener" mr="sm">
          {t('detail.fileN', { n: i + 1 })}
        </Anchor>
      ));
    }
    if (Array.isArray(value)) return value.join(', ');
    if (dateFields.has(key) && typeof value === 'number') return formatDateOnly(value);
    if (key === 'poolWidth' || key === 'poolLength') return `${value} m`;
    const list = listOf[key];
    if (list && typeof value === 'string') {
      const known =
        list === 'yesNo'
          ? ['yes', 'no']
          : list === 'shipmentType'
            ? ['stuckInCustoms', 'didNotArrive', 'didNotArriveOnTime', 'wrongDestination']
            : (feedbackOptionLists[list] as readonly string[]);
      if (known.includes(value)) {
        return list === 'shipmentType' ? t(`shipmentType.${value}`) : t(`option.${list}.${value}`);
      }
    }
    return String(value);
  };
  const facts = feedbackFormFields[formType]
    .map((key) => ({ key, value: shownValue(key) }))
    .filter((f) => f.value !== null);
  const labelOf = (key: string) =>
    key === 'sn' && formType === 'missingItem'
      ? t('field.sns')
      : key === 'attachment' && formType === 'technical'
        ? t('field.invoiceCopy')
        : key === 'pn' && formType !== 'brokenItem'
          ? t('field.robotPn')
          : t(`field.${key}`);
  const elseData = (data.elseData ?? {}) as Record<string, string>;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {facts.map((f) => (
          <Fact key={f.key} label={labelOf(f.key)}>
            {f.value}
          </Fact>
        ))}
      </SimpleGrid>
      {withElseData && data.someoneElse === 'yes' && (
        <>
          <Text fw={600}>{t('else.title')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {elseDataFieldsOf(formType)
              .filter((key) => elseData[key])
              .map((key) => (
                <Fact key={key} label={t(`else.${key}`)}>
                  {elseData[key]}
                </Fact>
              ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

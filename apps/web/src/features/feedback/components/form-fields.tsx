import { Alert, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { uploadKinds } from '@poolside/contract/constants';
import {
  defectiveParts,
  elseDataFieldsOf,
  type FeedbackFormType,
  serialFieldCount,
  yesNo,
} from '@poolside/contract/feedback';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { UploadField } from '../../../components/upload-field';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { type FeedbackFormApi, useFieldMakers } from './field-makers';
import { LookupField, type PartFound, PartNote, type RobotFound, RobotLookupField } from './lookup-field';
import { TechnicalFields } from './technical-fields';

type FieldsProps = {
  form: FeedbackFormApi;
  formType: FeedbackFormType;
  robot: RobotFound | null;
  part: PartFound | null;
  partMissing: boolean;
  lookUpRobot: () => void;
  lookUpPart: () => void;
  /** Robots missing item: the robot part number is required and looked up. */
  isRobotMenu: boolean;
};

/** The fields of the open form (spec 03 s3), in the form's order. */
export function FormFields(props: FieldsProps) {
  const { form, formType } = props;
  const { t } = useTranslation('feedback');
  const { text, area, select } = useFieldMakers(form);
  const attachment = (labelKey = 'attachment', required = true) => (
    <UploadField
      label={t(`field.${labelKey}`)}
      extensions={uploadKinds.image}
      required={required}
      {...form.getInputProps('attachment')}
    />
  );
  const qty = (required: boolean) => (
    <WholeNumberInput
      label={t('field.qty')}
      required={required}
      min={1}
      max={100}
      {...form.getInputProps('qty')}
    />
  );
  const partNote = <PartNote part={props.part} partMissing={props.partMissing} />;
  const robotLookup = (name: 'sn' | 'pn', label: string) => (
    <RobotLookupField
      form={form}
      name={name}
      label={label}
      required
      onLookUp={props.lookUpRobot}
      robot={props.robot}
    />
  );

  let fields: ReactNode;
  switch (formType) {
    case 'shipment':
      fields = (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('invoiceNo', true)}
            {select('incoTerm', 'incoterms')}
            {text('shippingAgent')}
            {select('shippingMethod', 'shippingMethods')}
          </SimpleGrid>
          {area('description', true)}
          {attachment()}
        </>
      );
      break;
    case 'missingItem': {
      const count = serialFieldCount(form.values.qty);
      fields = (
        <>
          {props.isRobotMenu && robotLookup('pn', t('field.robotPn'))}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('invoiceNo', true)}
            {qty(true)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {Array.from({ length: count }, (_, i) => (
              <TextInput
                // biome-ignore lint/suspicious/noArrayIndexKey: one field per unit, by position
                key={i}
                label={t('field.snOf', { n: i + 1 })}
                {...form.getInputProps(`sns.${i}`)}
                value={form.values.sns[i] ?? ''}
                onChange={(e) => form.setFieldValue(`sns.${i}`, e.currentTarget.value.toUpperCase())}
              />
            ))}
          </SimpleGrid>
          {area('description', true)}
          {attachment()}
        </>
      );
      break;
    }
    case 'wrongItem':
      fields = (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LookupField
              form={form}
              name="incorrectItemNo"
              label={t('field.incorrectItemNo')}
              onLookUp={props.lookUpPart}
            />
            {text('correctItemNo')}
          </SimpleGrid>
          {partNote}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {props.part && !props.part.isSerial && qty(false)}
            {props.part?.isSerial && text('sn')}
            {text('invoiceNo', true)}
          </SimpleGrid>
          {area('description')}
          {attachment()}
        </>
      );
      break;
    case 'brokenRobot':
      fields = (
        <>
          {robotLookup('sn', t('field.sn'))}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('purchasedBy', true)}
            <DateOnlyInput
              label={t('field.purchaseDate')}
              required
              maxDate={Date.now() / 1000}
              {...form.getInputProps('purchaseDate')}
            />
            <Select
              label={t('field.defectivePart')}
              required
              data={defectiveParts.map((id) => ({ value: id, label: t(`option.defectiveParts.${id}`) }))}
              placeholder={t('choose')}
              {...form.getInputProps('defectivePart')}
            />
            {text('invoiceNo')}
          </SimpleGrid>
          {area('description', true)}
          {attachment()}
        </>
      );
      break;
    case 'brokenItem':
      fields = (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LookupField form={form} name="pn" label={t('field.pn')} required onLookUp={props.lookUpPart} />
            {qty(true)}
          </SimpleGrid>
          {partNote}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {props.part?.isSerial && text('sn')}
            {text('purchasedBy')}
          </SimpleGrid>
          {area('description', true)}
          {attachment()}
        </>
      );
      break;
    case 'technical':
      fields = <TechnicalFields form={form} robot={props.robot} lookUpRobot={props.lookUpRobot} />;
      break;
    case 'issues':
      fields = (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select('subject', 'websiteIssues', true)}
            <DateOnlyInput
              label={t('field.dateCreate')}
              maxDate={Date.now() / 1000}
              {...form.getInputProps('dateCreate')}
            />
          </SimpleGrid>
          {area('issueDescription', true)}
          {area('notes')}
        </>
      );
      break;
  }
  return (
    <Stack>
      {fields}
      <SomeoneElse form={form} formType={formType} />
    </Stack>
  );
}

/** "Someone else": no by default; yes reveals the other person's fields (names required). */
export function SomeoneElse({ form, formType }: { form: FeedbackFormApi; formType: FeedbackFormType }) {
  const { t } = useTranslation('feedback');
  return (
    <Stack gap="sm">
      <Radio.Group label={t('else.question')} {...form.getInputProps('someoneElse')}>
        <Group mt={6}>
          {yesNo.map((v) => (
            <Radio key={v} value={v} label={t(`option.yesNo.${v}`)} />
          ))}
        </Group>
      </Radio.Group>
      {form.values.someoneElse === 'yes' && <ElseDataFields form={form} formType={formType} markRequired />}
    </Stack>
  );
}

/** The other person's fields of a form (also the detail screen's editable part). */
export function ElseDataFields({
  form,
  formType,
  markRequired = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the creation form and the handling form both hold elseData
  form: UseFormReturnType<any>;
  formType: FeedbackFormType;
  /** The creation form requires the names (spec 03 s5); the handling form edits freely. */
  markRequired?: boolean;
}) {
  const { t } = useTranslation('feedback');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {elseDataFieldsOf(formType).map((key) => (
        <TextInput
          key={key}
          label={t(`else.${key}`)}
          required={markRequired && (key === 'firstName' || key === 'lastName')}
          type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
          {...form.getInputProps(`elseData.${key}`)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The hint under a form whose required fields are not all filled. */
export function MissingHint({ count }: { count: number }) {
  const { t } = useTranslation('feedback');
  if (count === 0) return null;
  return (
    <Alert color="gray" variant="light" role="status">
      {t('missingHint')}
    </Alert>
  );
}

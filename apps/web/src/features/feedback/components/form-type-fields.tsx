import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { uploadKinds } from '@poolside/contract/constants';
import { defectiveParts, serialFieldCount } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { UploadField } from '../../../components/upload-field';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { type FeedbackFormApi, useFieldMakers } from './field-makers';
import { LookupField, type PartFound, PartNote, type RobotFound, RobotLookupField } from './lookup-field';

/** What every form type's fields receive: the form, and the robot and part looked up. */
export type TypeFieldsProps = {
  form: FeedbackFormApi;
  robot: RobotFound | null;
  part: PartFound | null;
  partMissing: boolean;
  lookUpRobot: () => void;
  lookUpPart: () => void;
  /** Robots missing item: the robot part number is required and looked up. */
  isRobotMenu: boolean;
};

function Attachment({ form }: { form: FeedbackFormApi }) {
  const { t } = useTranslation('feedback');
  return (
    <UploadField
      label={t('field.attachment')}
      extensions={uploadKinds.image}
      required
      {...form.getInputProps('attachment')}
    />
  );
}

function Quantity({ form, required }: { form: FeedbackFormApi; required: boolean }) {
  const { t } = useTranslation('feedback');
  return (
    <WholeNumberInput
      label={t('field.qty')}
      required={required}
      min={1}
      max={100}
      {...form.getInputProps('qty')}
    />
  );
}

function RobotLookup({ name, ...props }: TypeFieldsProps & { name: 'sn' | 'pn' }) {
  const { t } = useTranslation('feedback');
  const label = name === 'sn' ? t('field.sn') : t('field.robotPn');
  return (
    <RobotLookupField
      form={props.form}
      name={name}
      label={label}
      required
      onLookUp={props.lookUpRobot}
      robot={props.robot}
    />
  );
}

export function ShipmentFields({ form }: TypeFieldsProps) {
  const { text, area, select } = useFieldMakers(form);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('invoiceNo', true)}
        {select('incoTerm', 'incoterms')}
        {text('shippingAgent')}
        {select('shippingMethod', 'shippingMethods')}
      </SimpleGrid>
      {area('description', true)}
      <Attachment form={form} />
    </>
  );
}

/** One serial field per unit missing, typed in capitals. */
export function MissingItemFields(props: TypeFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('feedback');
  const { text, area } = useFieldMakers(form);
  const count = serialFieldCount(form.values.qty);
  return (
    <>
      {props.isRobotMenu && <RobotLookup {...props} name="pn" />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('invoiceNo', true)}
        <Quantity form={form} required />
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
      <Attachment form={form} />
    </>
  );
}

/** The item received is looked up: a serial part asks its serial, a counted one its quantity. */
export function WrongItemFields(props: TypeFieldsProps) {
  const { form, part } = props;
  const { t } = useTranslation('feedback');
  const { text, area } = useFieldMakers(form);
  return (
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
      <PartNote part={part} partMissing={props.partMissing} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {part && !part.isSerial && <Quantity form={form} required={false} />}
        {part?.isSerial && text('sn')}
        {text('invoiceNo', true)}
      </SimpleGrid>
      {area('description')}
      <Attachment form={form} />
    </>
  );
}

export function BrokenRobotFields(props: TypeFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('feedback');
  const { text, area } = useFieldMakers(form);
  return (
    <>
      <RobotLookup {...props} name="sn" />
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
      <Attachment form={form} />
    </>
  );
}

export function BrokenItemFields(props: TypeFieldsProps) {
  const { form } = props;
  const { t } = useTranslation('feedback');
  const { text, area } = useFieldMakers(form);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LookupField form={form} name="pn" label={t('field.pn')} required onLookUp={props.lookUpPart} />
        <Quantity form={form} required />
      </SimpleGrid>
      <PartNote part={props.part} partMissing={props.partMissing} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {props.part?.isSerial && text('sn')}
        {text('purchasedBy')}
      </SimpleGrid>
      {area('description', true)}
      <Attachment form={form} />
    </>
  );
}

export function IssuesFields({ form }: TypeFieldsProps) {
  const { t } = useTranslation('feedback');
  const { area, select } = useFieldMakers(form);
  return (
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
}

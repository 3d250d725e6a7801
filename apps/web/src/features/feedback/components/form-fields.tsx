import {
  Alert,
  FileInput,
  Group,
  Image,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  defectiveParts,
  elseDataFieldsOf,
  type FeedbackFormType,
  feedbackOptionLists,
  poolSizes,
  serialFieldCount,
  yesNo,
} from '@poolside/contract/feedback';
import { uploadKinds } from '@poolside/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { UploadField } from '../../../components/upload-field';
import type { FeedbackValues } from '../feedback-form';

type Form = UseFormReturnType<FeedbackValues>;
type ListName = keyof typeof feedbackOptionLists;

/** Select options of a contract list, titles from `option.<list>.<id>`. */
export function useOptions() {
  const { t } = useTranslation('feedback');
  return (list: ListName) =>
    (feedbackOptionLists[list] as readonly string[]).map((id) => ({
      value: id,
      label: t(`option.${list}.${id}`),
    }));
}

export type RobotFound = { pn: string; name: string; image: string | null };
export type PartFound = { pn: string; description: string; isSerial: boolean };

/** The looked-up robot: image (max 160 px, spec 03 s9), PN and name. */
export function RobotCard({ robot }: { robot: RobotFound | null }) {
  const { t } = useTranslation('feedback');
  if (!robot) return null;
  return (
    <Group gap="md" wrap="nowrap" data-testid="robot-found">
      {robot.image && <Image src={robot.image} alt={robot.name} maw={160} fit="contain" />}
      <Stack gap={0}>
        <Text fw={600}>{robot.name}</Text>
        <Text size="sm" c="dimmed">
          {t('field.robotPn')}: {robot.pn}
        </Text>
      </Stack>
    </Group>
  );
}

/** A text input looked up on blur or Enter (serials and part numbers are upper-cased). */
function LookupInput({
  form,
  name,
  label,
  required,
  onLookUp,
}: {
  form: Form;
  name: 'sn' | 'pn' | 'incorrectItemNo';
  label: string;
  required?: boolean;
  onLookUp: () => void;
}) {
  return (
    <TextInput
      label={label}
      required={required}
      {...form.getInputProps(name)}
      onChange={(e) => form.setFieldValue(name, e.currentTarget.value.toUpperCase())}
      onBlur={onLookUp}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onLookUp();
        }
      }}
    />
  );
}

type FieldsProps = {
  form: Form;
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
  const options = useOptions();
  const text = (name: keyof FeedbackValues, required = false, extra: object = {}) => (
    <TextInput label={t(`field.${name}`)} required={required} {...form.getInputProps(name)} {...extra} />
  );
  const area = (name: keyof FeedbackValues, required = false) => (
    <Textarea
      label={t(`field.${name}`)}
      required={required}
      autosize
      minRows={3}
      {...form.getInputProps(name)}
    />
  );
  const select = (name: keyof FeedbackValues, list: ListName, required = false) => (
    <Select
      label={t(`field.${name}`)}
      required={required}
      data={options(list)}
      placeholder={t('choose')}
      clearable={!required}
      {...form.getInputProps(name)}
    />
  );
  const attachment = (labelKey = 'attachment', required = true) => (
    <UploadField
      label={t(`field.${labelKey}`)}
      extensions={uploadKinds.image}
      required={required}
      {...form.getInputProps('attachment')}
    />
  );
  const qty = (required: boolean) => (
    <NumberInput
      label={t('field.qty')}
      required={required}
      min={1}
      max={100}
      allowDecimal={false}
      {...form.getInputProps('qty')}
    />
  );
  const partNote = props.partMissing ? (
    <Text size="sm" c="dimmed" role="status">
      {t('partNotFound')}
    </Text>
  ) : props.part ? (
    <Text size="sm" c="dimmed">
      {props.part.description}
    </Text>
  ) : null;

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
          {props.isRobotMenu && (
            <>
              <LookupInput
                form={form}
                name="pn"
                label={t('field.robotPn')}
                required
                onLookUp={props.lookUpRobot}
              />
              <RobotCard robot={props.robot} />
            </>
          )}
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
            <LookupInput
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
          <LookupInput form={form} name="sn" label={t('field.sn')} required onLookUp={props.lookUpRobot} />
          <RobotCard robot={props.robot} />
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
            <LookupInput form={form} name="pn" label={t('field.pn')} required onLookUp={props.lookUpPart} />
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
      fields = <TechnicalFields {...props} />;
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

/** The technical form: robot, purchase, pool, water and failure, and extra files. */
function TechnicalFields({ form, robot, lookUpRobot }: FieldsProps) {
  const { t } = useTranslation('feedback');
  const options = useOptions();
  const text = (name: keyof FeedbackValues, required = false, extra: object = {}) => (
    <TextInput label={t(`field.${name}`)} required={required} {...form.getInputProps(name)} {...extra} />
  );
  const area = (name: keyof FeedbackValues, required = false) => (
    <Textarea
      label={t(`field.${name}`)}
      required={required}
      autosize
      minRows={3}
      {...form.getInputProps(name)}
    />
  );
  const withOther = (
    name: 'poolSurface' | 'waterTreatment' | 'waterLine',
    list: ListName,
    required: boolean,
  ) => (
    <>
      <Select
        label={t(`field.${name}`)}
        required={required}
        data={options(list)}
        placeholder={t('choose')}
        clearable={!required}
        {...form.getInputProps(name)}
      />
      {form.values[name] === 'other' && text(`${name}Other` as keyof FeedbackValues, true)}
    </>
  );
  const sizes = poolSizes.map((n) => ({ value: String(n), label: `${n} m` }));
  return (
    <>
      <Title order={4}>{t('section.robot')}</Title>
      <LookupInput form={form} name="sn" label={t('field.sn')} required onLookUp={lookUpRobot} />
      <RobotCard robot={robot} />
      <Title order={4}>{t('section.purchase')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateOnlyInput
          label={t('field.purchaseDate')}
          maxDate={Date.now() / 1000}
          {...form.getInputProps('purchaseDate')}
        />
        {text('pu_fullName')}
        {text('pu_address')}
        {text('pu_phone', false, { type: 'tel' })}
        <Radio.Group label={t('field.hasWarranty')} required {...form.getInputProps('hasWarranty')}>
          <Group mt={6}>
            {yesNo.map((v) => (
              <Radio key={v} value={v} label={t(`option.yesNo.${v}`)} />
            ))}
          </Group>
        </Radio.Group>
        {text('invoiceNo')}
      </SimpleGrid>
      <UploadField
        label={t('field.invoiceCopy')}
        extensions={uploadKinds.image}
        required
        {...form.getInputProps('attachment')}
      />
      <Title order={4}>{t('section.pool')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {withOther('poolSurface', 'poolSurfaces', true)}
        <Select
          label={t('field.poolShape')}
          required
          data={options('poolShapes')}
          placeholder={t('choose')}
          {...form.getInputProps('poolShape')}
        />
        <Select
          label={t('field.poolWidth')}
          required
          data={sizes}
          placeholder={t('choose')}
          {...form.getInputProps('poolWidth')}
        />
        <Select
          label={t('field.poolLength')}
          required
          data={sizes}
          placeholder={t('choose')}
          {...form.getInputProps('poolLength')}
        />
        {text('eSlopeAngle')}
        {text('eTotalTime')}
        {withOther('waterTreatment', 'waterTreatments', true)}
        {withOther('waterLine', 'waterLines', false)}
      </SimpleGrid>
      <Title order={4}>{t('section.failure')}</Title>
      {area('failureDescription', true)}
      {area('failureAnalysis')}
      {area('rootCause')}
      <FileInput
        label={t('field.files')}
        description={t('filesHint')}
        multiple
        clearable
        accept={uploadKinds.file.map((e) => `.${e}`).join(',')}
        {...form.getInputProps('files')}
      />
    </>
  );
}

/** "Someone else": no by default; yes reveals the other person's fields (names required). */
export function SomeoneElse({ form, formType }: { form: Form; formType: FeedbackFormType }) {
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

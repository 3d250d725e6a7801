import { FileInput, Group, Radio, Select, SimpleGrid, Title } from '@mantine/core';
import { uploadKinds } from '@poolside/contract/constants';
import { poolSizes, yesNo } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import { DateOnlyInput } from '../../../components/date-only-input';
import { UploadField } from '../../../components/upload-field';
import type { FeedbackValues } from '../feedback-form';
import { type FeedbackFormApi, type ListName, useFieldMakers } from './field-makers';
import { type RobotFound, RobotLookupField } from './lookup-field';

/** The technical form: robot, purchase, pool, water and failure, and extra files. */
export function TechnicalFields({
  form,
  robot,
  lookUpRobot,
}: {
  form: FeedbackFormApi;
  robot: RobotFound | null;
  lookUpRobot: () => void;
}) {
  const { t } = useTranslation('feedback');
  const { text, area, select } = useFieldMakers(form);
  const withOther = (
    name: 'poolSurface' | 'waterTreatment' | 'waterLine',
    list: ListName,
    required: boolean,
  ) => (
    <>
      {select(name, list, required)}
      {form.values[name] === 'other' && text(`${name}Other` as keyof FeedbackValues, true)}
    </>
  );
  const sizes = poolSizes.map((n) => ({ value: String(n), label: `${n} m` }));
  const sizeSelect = (name: 'poolWidth' | 'poolLength') => (
    <Select
      label={t(`field.${name}`)}
      required
      data={sizes}
      placeholder={t('choose')}
      {...form.getInputProps(name)}
    />
  );
  return (
    <>
      <Title order={4}>{t('section.robot')}</Title>
      <RobotLookupField
        form={form}
        name="sn"
        label={t('field.sn')}
        required
        onLookUp={lookUpRobot}
        robot={robot}
      />
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
        {select('poolShape', 'poolShapes', true)}
        {sizeSelect('poolWidth')}
        {sizeSelect('poolLength')}
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

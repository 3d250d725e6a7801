import { Alert, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { elseDataFieldsOf, type FeedbackFormType, yesNo } from '@poolside/contract/feedback';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackFormApi } from './field-makers';
import {
  BrokenItemFields,
  BrokenRobotFields,
  IssuesFields,
  MissingItemFields,
  ShipmentFields,
  type TypeFieldsProps,
  WrongItemFields,
} from './form-type-fields';
import { TechnicalFields } from './technical-fields';

type FieldsProps = TypeFieldsProps & { formType: FeedbackFormType };

const fieldsOfType: Record<Exclude<FeedbackFormType, 'technical'>, (props: TypeFieldsProps) => ReactNode> = {
  shipment: ShipmentFields,
  missingItem: MissingItemFields,
  wrongItem: WrongItemFields,
  brokenRobot: BrokenRobotFields,
  brokenItem: BrokenItemFields,
  issues: IssuesFields,
};

/** The fields of the open form (spec 03 s3), in the form's order. */
export function FormFields({ formType, ...props }: FieldsProps) {
  const { form } = props;
  const Fields = formType === 'technical' ? null : fieldsOfType[formType];
  return (
    <Stack>
      {Fields ? (
        <Fields {...props} />
      ) : (
        <TechnicalFields form={form} robot={props.robot} lookUpRobot={props.lookUpRobot} />
      )}
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

import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { feedbackOptionLists } from '@poolside/contract/feedback';
import { useTranslation } from 'react-i18next';
import type { FeedbackValues } from '../feedback-form';

export type FeedbackFormApi = UseFormReturnType<FeedbackValues>;
export type ListName = keyof typeof feedbackOptionLists;

/** Select options of a contract list, titles from `option.<list>.<id>`. */
export function useOptions() {
  const { t } = useTranslation('feedback');
  return (list: ListName) =>
    (feedbackOptionLists[list] as readonly string[]).map((id) => ({
      value: id,
      label: t(`option.${list}.${id}`),
    }));
}

/** The plain fields of the creation form, labelled `field.<name>`: text box, text area, option select. */
export function useFieldMakers(form: FeedbackFormApi) {
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
  return { text, area, select };
}

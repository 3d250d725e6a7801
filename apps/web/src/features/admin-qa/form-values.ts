import { limits } from '@poolside/contract/constants';
import type { QaParams } from '@poolside/contract/dashboard';
import type { QaParamsInput } from '@poolside/contract/qa';
import { formatDateOnly, parseDateOnly } from '../../lib/dates';

export const prefixNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const centreNumbers = [1, 2, 3, 4, 5, 6] as const;

/** The number fields (0..99 or empty) and the text fields (at most 255 characters) of the form. */
export const numberFields = [
  'psWeek',
  'psYear',
  'psMonthlyLimit',
  'pumpWeek',
  'pumpYear',
  'pumpMonthlyLimit',
  ...prefixNumbers.map((n) => `prefix${n}MonthlyLimit`),
] as const;
export const textFields = [
  ...prefixNumbers.map((n) => `prefix${n}`),
  ...centreNumbers.map((n) => `serviceCenter${n}`),
] as const;

/** Every field as the form edits it: text (numbers too), the sale date as dd/MM/yyyy. */
export type QaFormValues = Record<string, string>;

export function toFormValues(params: QaParams): QaFormValues {
  const values: QaFormValues = { saleDateStart: formatDateOnly(params.saleDateStart) };
  const record = params as unknown as Record<string, string | number | null>;
  for (const key of [...numberFields, ...textFields]) {
    const value = record[key];
    values[key] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

export function toInput(values: QaFormValues): QaParamsInput {
  const input: Record<string, string | number | null> = {
    saleDateStart: values.saleDateStart.trim() ? parseDateOnly(values.saleDateStart) : null,
  };
  for (const key of numberFields) input[key] = values[key].trim() === '' ? null : Number(values[key]);
  for (const key of textFields) input[key] = values[key].trim();
  return input as QaParamsInput;
}

export type QaFieldError = 'number' | 'text' | 'date';

/** The client check of one field (the server checks the same: spec 03 s5). */
export function fieldErrorOf(key: string, value: string): QaFieldError | null {
  if (key === 'saleDateStart') return value.trim() && parseDateOnly(value) === null ? 'date' : null;
  if ((numberFields as readonly string[]).includes(key)) {
    const text = value.trim();
    if (text === '') return null;
    return /^\d+$/.test(text) && Number(text) <= limits.qaNumberMax ? null : 'number';
  }
  return value.trim().length > limits.qaTextMax ? 'text' : null;
}

export function errorKindOf(key: string): QaFieldError {
  if (key === 'saleDateStart') return 'date';
  return (numberFields as readonly string[]).includes(key) ? 'number' : 'text';
}

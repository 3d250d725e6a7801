import type { QaParams } from '@poolside/contract/dashboard';
import {
  type QaParamsInput,
  qaNumberFields as numberFields,
  qaPrefixNumbers as prefixNumbers,
  qaServiceCenterNumbers as centreNumbers,
  qaTextFields as textFields,
} from '@poolside/contract/qa';

export { centreNumbers, numberFields, prefixNumbers, textFields };

/** Every field as the form edits it: text (numbers too); the sale date a date-only value (or null). */
export type QaFormValues = Record<string, string> & { saleDateStart: number | null };

export function toFormValues(params: QaParams): QaFormValues {
  const values: QaFormValues = { saleDateStart: params.saleDateStart ?? null } as QaFormValues;
  const record = params as unknown as Record<string, string | number | null>;
  for (const key of [...numberFields, ...textFields]) {
    const value = record[key];
    values[key] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

export function toInput(values: QaFormValues): QaParamsInput {
  const input: Record<string, string | number | null> = {
    saleDateStart: values.saleDateStart,
  };
  // A number typed as text: '' clears it; anything not a number is NaN, which the contract's schema refuses.
  for (const key of numberFields) input[key] = values[key].trim() === '' ? null : Number(values[key]);
  for (const key of textFields) input[key] = values[key].trim();
  return input as QaParamsInput;
}

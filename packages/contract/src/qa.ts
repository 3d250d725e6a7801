import { z } from 'zod';
import { textSchema } from './text.ts';
import { unixDateSchema } from './dates.ts';
import { limits } from './constants.ts';

const qaNumber = z.number().int().min(0).max(limits.qaNumberMax).nullable();
const qaText = textSchema(limits.qaTextMax);
export const qaPrefixNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const qaServiceCenterNumbers = [1, 2, 3, 4, 5, 6] as const;
type PrefixN = (typeof qaPrefixNumbers)[number];
type CentreN = (typeof qaServiceCenterNumbers)[number];

/** The number fields of the QA form (0..99 or empty). */
export const qaNumberFields = [
  'psWeek',
  'psYear',
  'psMonthlyLimit',
  'pumpWeek',
  'pumpYear',
  'pumpMonthlyLimit',
  ...qaPrefixNumbers.map((n) => `prefix${n}MonthlyLimit` as const),
] as const;
/** The text fields of the QA form (at most 255 characters). */
export const qaTextFields = [
  ...qaPrefixNumbers.map((n) => `prefix${n}` as const),
  ...qaServiceCenterNumbers.map((n) => `serviceCenter${n}` as const),
] as const;

/**
 * POST /api/dashboard/qaParams: the QA parameters of spec 03 s9. Every field is optional: a field left out
 * keeps its value, null (or '') clears it. saleDateStart is unix seconds, floored to its UTC date.
 */
export const qaParamsInputSchema = z.object({
  saleDateStart: unixDateSchema.nullable().optional(),
  psWeek: qaNumber.optional(),
  psYear: qaNumber.optional(),
  psMonthlyLimit: qaNumber.optional(),
  pumpWeek: qaNumber.optional(),
  pumpYear: qaNumber.optional(),
  pumpMonthlyLimit: qaNumber.optional(),
  ...(Object.fromEntries(qaPrefixNumbers.map((n) => [`prefix${n}`, qaText.optional()])) as Record<
    `prefix${PrefixN}`,
    z.ZodOptional<typeof qaText>
  >),
  ...(Object.fromEntries(
    qaPrefixNumbers.map((n) => [`prefix${n}MonthlyLimit`, qaNumber.optional()]),
  ) as Record<`prefix${PrefixN}MonthlyLimit`, z.ZodOptional<typeof qaNumber>>),
  ...(Object.fromEntries(
    qaServiceCenterNumbers.map((n) => [`serviceCenter${n}`, qaText.optional()]),
  ) as Record<`serviceCenter${CentreN}`, z.ZodOptional<typeof qaText>>),
});
export type QaParamsInput = z.infer<typeof qaParamsInputSchema>;

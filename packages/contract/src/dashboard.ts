import { z } from 'zod';
import { countrySchema, optionItemSchema } from './options.ts';
import { sessionUserSchema } from './users.ts';

export const newsSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  dateCreate: z.number().int(),
  image: z.string().nullable(),
});

export const brandSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  images: z.object({ main: z.string().nullable(), slim: z.string().nullable() }),
});

const qaNumber = z.number().int().min(0).max(99).nullable();
const qaText = z.string().max(255);
const prefixes = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const serviceCenters = [1, 2, 3, 4, 5, 6] as const;

/** The QA parameters of spec 03 (section 9): provider staff only. Dates in unix seconds. */
export const qaParamsSchema = z.object({
  dateUpdate: z.number().int().nullable(),
  saleDateStart: z.number().int().nullable(),
  psWeek: qaNumber,
  psYear: qaNumber,
  psMonthlyLimit: qaNumber,
  pumpWeek: qaNumber,
  pumpYear: qaNumber,
  pumpMonthlyLimit: qaNumber,
  ...(Object.fromEntries(prefixes.map((n) => [`prefix${n}`, qaText])) as Record<
    `prefix${(typeof prefixes)[number]}`,
    typeof qaText
  >),
  ...(Object.fromEntries(prefixes.map((n) => [`prefix${n}MonthlyLimit`, qaNumber])) as Record<
    `prefix${(typeof prefixes)[number]}MonthlyLimit`,
    typeof qaNumber
  >),
  ...(Object.fromEntries(serviceCenters.map((n) => [`serviceCenter${n}`, qaText])) as Record<
    `serviceCenter${(typeof serviceCenters)[number]}`,
    typeof qaText
  >),
});
export type QaParams = z.infer<typeof qaParamsSchema>;

export const dashboardSchema = z.object({
  user: sessionUserSchema,
  latestNews: z.array(newsSummarySchema),
  years: z.array(z.number().int()),
  brands: z.array(brandSummarySchema),
  countries: z.array(countrySchema),
  complaintTypes: z.array(optionItemSchema),
  failureTypes: z.array(optionItemSchema),
  qaParams: qaParamsSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

import { z } from 'zod';
import { recordIdSchema } from './db-int.ts';

/** The records holding an end customer's contact details (erasable on request, kept for a time). */
export const personalDataKinds = ['completeUnit', 'feedback'] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

/** POST /api/privacy/erase (provider administrator): blanks the customer's contact details of one record. */
export const eraseBodySchema = z.object({
  kind: z.enum(personalDataKinds),
  id: recordIdSchema,
});
export type EraseBody = z.infer<typeof eraseBodySchema>;

/** Which fields held a value and were blanked (none when the record was already erased). */
export const eraseResultSchema = z.object({
  kind: z.enum(personalDataKinds),
  id: z.number().int(),
  erasedFields: z.array(z.string()),
});
export type EraseResult = z.infer<typeof eraseResultSchema>;

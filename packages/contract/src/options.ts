import { z } from 'zod';

/** An option list item: stable id, title in the reader's language, the "other" rule reads isOther. */
export const optionItemSchema = z.object({ id: z.number().int(), title: z.string(), isOther: z.boolean() });
export type OptionItem = z.infer<typeof optionItemSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });

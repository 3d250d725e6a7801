import { z } from 'zod';

/** A compatibility row: the old part number and the new one that replaces it. */
export const compatibilityRowSchema = z.object({
  id: z.number().int(),
  newPN: z.string(),
  newPNDescription: z.string(),
  pn: z.string(),
  pnDescription: z.string(),
});
export type CompatibilityRow = z.infer<typeof compatibilityRowSchema>;

import { z } from 'zod';

/** PUT /api/export: the spec's {type, report, …ids} answered with {file: base64, fileName}. */
export const exportBodySchema = z.object({
  type: z.enum(['excel', 'pdf']).default('excel'),
  report: z.string().min(1).max(60),
  ids: z.array(z.number().int()).max(100_000).optional(),
  rmas: z.array(z.number().int()).max(100_000).optional(),
  items: z.array(z.number().int()).max(100_000).optional(),
  pn: z.string().max(60).optional(),
  year: z.coerce.number().int().optional(),
  userID: z.coerce.number().int().optional(),
  filter: z.string().max(200).optional(),
});
export type ExportBody = z.infer<typeof exportBodySchema>;
export const exportResultSchema = z.object({ file: z.string(), fileName: z.string() });

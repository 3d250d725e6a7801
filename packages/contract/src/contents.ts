import { z } from 'zod';

export const contentTypes = ['news', 'qa', 'text'] as const;
export const contentPropSchema = z.object({ name: z.string().max(40), data: z.string().max(200_000) });
export const contentSchema = z.object({
  id: z.number().int(),
  type: z.enum(contentTypes),
  dateCreate: z.number().int(),
  dateUpdate: z.number().int(),
  hidden: z.number().int(),
  locked: z.number().int(),
  props: z.array(contentPropSchema),
});
export type Content = z.infer<typeof contentSchema>;

/** Prop names: title_{lang} and body_{lang}. */
export const contentPropNamePattern = /^(title|body)_(eng|fra|spa)$/;

/** GET /api/contents?type=news|qa|text (type is checked by the server: -19 when unknown). */
export const contentListQuerySchema = z.object({ type: z.string().min(1).max(20) });

const editablePropSchema = z.object({
  name: z.string().regex(contentPropNamePattern),
  data: z.string().max(200_000),
});

/** PUT /api/contents: a new item. */
export const newContentSchema = z.object({
  type: z.string().min(1).max(20),
  hidden: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  locked: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  props: z.array(editablePropSchema).max(12),
});
export type NewContent = z.infer<typeof newContentSchema>;

/** POST /api/contents/{id}: the props sent replace those of the same name; hidden/locked when sent. */
export const contentUpdateSchema = newContentSchema.omit({ type: true }).partial();
export type ContentUpdate = z.infer<typeof contentUpdateSchema>;

export const contentCreatedSchema = z.object({ id: z.number().int() });

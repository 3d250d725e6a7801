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

/** Types whose items need a title and a body (news and FAQ; the fixed texts are seeded). */
export const contentTypesWithRequiredText: readonly string[] = ['news', 'qa'];
/** Languages a news or FAQ item must be written in: eng, every reader's fallback (spec 01 "Content item"). */
export const requiredContentLanguages = ['eng'] as const;

/** Whether a title or rich-text body shows any text: tags, non-breaking spaces and whitespace alone do not. */
export function hasVisibleText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/\u00a0/g, ' ');
  return text.trim() !== '';
}

/**
 * The required props (title_{lang}, body_{lang} of every required language) that are missing or hold no
 * visible text: the server answers -12 naming the first, after sanitising, and the editor checks the same.
 */
export function missingContentProps(props: readonly { name: string; data: string }[]): string[] {
  const missing: string[] = [];
  for (const lang of requiredContentLanguages) {
    for (const part of ['title', 'body']) {
      const name = `${part}_${lang}`;
      const data = props.find((p) => p.name === name)?.data ?? '';
      if (!hasVisibleText(data)) missing.push(name);
    }
  }
  return missing;
}

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

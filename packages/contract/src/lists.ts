import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';

/**
 * Counts above this answer `total: COUNT_CAP, totalCapped: true` (the screen shows "10,000+") when the list
 * has no maintained counter for its filter: counting stops there instead of scanning a big table.
 */
export const COUNT_CAP = 10_000;

/**
 * A keyset-paged list query (docs/ARCHITECTURE.md "Hot paths — lists"): `?page&pageSize&sort&filter&after`.
 * `after` is the `nextCursor` of the page before `page`: with it the server continues right after that row
 * (cheap at any depth); without it `page` is an offset (fine near the start, a jump costs its depth).
 */
export const keysetQuerySchema = pageQuerySchema.extend({
  after: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type KeysetQuery = z.infer<typeof keysetQuerySchema>;

/** A page of a keyset list: `nextCursor` null on the last page; `totalCapped` when total is a lower bound. */
export function keysetPageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  });
}
export type KeysetPage<T> = { rows: T[]; total: number; totalCapped: boolean; nextCursor: string | null };

import { z } from 'zod';
import { pageQuerySchema } from './envelope.ts';

/**
 * Counts above this answer `total: COUNT_CAP, totalCapped: true` (the screen shows "10,000+") when the list
 * has no maintained counter for its filter: counting stops there instead of scanning a big table.
 */
export const COUNT_CAP = 10_000;

/**
 * How deep a page number may jump (`page` without `after`): the rows before its first row. The server seeks
 * the page's first row in the sort's index (a bounded walk of index entries, no row read or joined) and
 * refuses a deeper jump with -6 naming `page`: deeper pages are reached by `after` (the pager's cursor). It
 * covers every page the capped count shows (COUNT_CAP) and the spec's legacy paged paths (page 2,000 of 35).
 */
export const PAGE_SEEK_CAP = 100_000;

/**
 * A keyset-paged list query (docs/performance.md "Hot paths — lists"): `?page&pageSize&sort&filter&after`.
 * `after` is the `nextCursor` of the page before `page`: with it the server continues right after that row
 * (cheap at any depth); without it `page` is a seek to its first row, at most PAGE_SEEK_CAP rows deep.
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

import type { ReportMeter } from './registry.ts';

/** Rows a report reads per statement (keyset batches keep memory flat whatever the export's size). */
export const EXPORT_BATCH = 2_000;
/** Rows a report gives at most. */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * How a report counts its rows first, for the job's progress total: a statement answering one row `{n}`
 * (only run when a meter listens).
 */
export type Counted = { meter: ReportMeter | undefined; count: () => Promise<readonly { n: unknown }[]> };

/**
 * A report's rows in keyset batches: `fetch(after)` reads the EXPORT_BATCH rows after the key of the last row
 * read (`keyOf`; null for the first batch), in the key's order, until a batch comes back short or
 * EXPORT_MAX_ROWS rows were given; with `total`, the meter is told the count first.
 *
 *   yield* keysetBatches((lastId: number | null) => query(lastId).execute(…), (row) => row.id);
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | null) => Promise<R[]>,
  keyOf: (row: R) => K,
  total?: Counted,
): AsyncGenerator<R> {
  if (total?.meter) {
    const [counted] = await total.count();
    total.meter.total(Math.min(Number(counted?.n ?? 0), EXPORT_MAX_ROWS));
  }
  let after: K | null = null;
  for (let done = 0; done < EXPORT_MAX_ROWS; done += EXPORT_BATCH) {
    const rows = await fetch(after);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** Rows per page a report reads through its list's own service (the list routes' largest page). */
export const LIST_PAGE_SIZE = 200;

type ListPage<R> = { rows: R[]; total: number; nextCursor?: string | null };

/**
 * A report's rows read page by page through the screen's own list service, so the file holds what the list
 * shows (its filter, scope and order): the next keyset page when the list answers `nextCursor`, else the
 * next offset page, until a page comes back short or EXPORT_MAX_ROWS rows were given. The first page's total
 * is the job's progress total.
 */
export async function* listPages<R>(
  fetch: (page: { page: number; pageSize: number; after: string | null }) => Promise<ListPage<R>>,
  meter?: ReportMeter,
): AsyncGenerator<R> {
  let after: string | null = null;
  for (let page = 1, done = 0; done < EXPORT_MAX_ROWS; page++, done += LIST_PAGE_SIZE) {
    const answer: ListPage<R> = await fetch({ page, pageSize: LIST_PAGE_SIZE, after });
    if (page === 1) meter?.total(Math.min(answer.total, EXPORT_MAX_ROWS));
    yield* answer.rows;
    if (answer.rows.length < LIST_PAGE_SIZE || answer.nextCursor === null) return;
    after = answer.nextCursor ?? null;
  }
}

/** Rows a report reads per statement (keyset batches keep memory flat whatever the export's size). */
export const EXPORT_BATCH = 2_000;
/** Rows a report gives at most. */
export const EXPORT_MAX_ROWS = 100_000;

/**
 * A report's rows in keyset batches: `fetch(after)` reads the EXPORT_BATCH rows after the key of the last row
 * read (`keyOf`; null for the first batch), in the key's order, until a batch comes back short or
 * EXPORT_MAX_ROWS rows were given.
 *
 *   yield* keysetBatches((lastId: number | null) => query(lastId).execute(…), (row) => row.id);
 */
export async function* keysetBatches<R, K>(
  fetch: (after: K | null) => Promise<R[]>,
  keyOf: (row: R) => K,
): AsyncGenerator<R> {
  let after: K | null = null;
  for (let done = 0; done < EXPORT_MAX_ROWS; done += EXPORT_BATCH) {
    const rows = await fetch(after);
    yield* rows;
    if (rows.length < EXPORT_BATCH) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

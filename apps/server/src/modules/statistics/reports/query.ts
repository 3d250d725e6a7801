import type { StatisticsRow } from '@poolside/contract/statistics-result';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { ReportRange } from '../report-range.ts';

/** What a report's query gets: the database, its range, how many rows it may answer (one more tells "cut"). */
export type ReportContext = { db: Db; range: ReportRange; limit: number; now: Date };

/** The rows of one statement (both drivers answer `rows`); every count is cast to int in the SQL. */
export async function rowsOf<R extends StatisticsRow>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

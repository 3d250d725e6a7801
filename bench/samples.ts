// What the bench asks for, read from the database under test before the load: spread-out serials and part
// numbers (so requests don't all hit one cached row) and RMAs summing to the export's line count.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';

export type Samples = {
  serials: string[];
  compatibilityPns: string[];
  partPns: string[];
  counts: Record<string, number>;
  serviceRmas: number;
  /** RMA ids (newest first) whose lines add up to about `exportLines`. */
  exportRmaIds: number[];
  exportLines: number;
  scaleFraction: number | null;
};

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Reads the samples from PostgreSQL (url) or an embedded data dir (which no server may hold open). */
export async function readSamples(
  target: { url?: string; dataDir?: string },
  exportLines: number,
): Promise<Samples> {
  const database = target.url
    ? openPostgres(target.url, 2)
    : await openPglite(path.join(target.dataDir ?? '', 'db'));
  try {
    const serials = await rows<{ sn: string }>(
      database,
      sql`select sn from robot_units order by hashint4(id) limit 2000`,
    );
    const compat = await rows<{ pn: string }>(
      database,
      sql`select old_pn as pn from compatibility order by hashint4(id) limit 1000`,
    );
    const parts = await rows<{ pn: string }>(
      database,
      sql`select pn from part_numbers order by hashtext(pn) limit 2000`,
    );
    const [counts] = await rows<Record<string, number>>(
      database,
      sql`select (select count(*)::int from robot_units) as units, (select count(*)::int from rma_lines) as lines,
        (select count(*)::int from rma_requests) as rmas, (select count(*)::int from part_numbers) as parts,
        (select count(*)::int from users) as users, (select count(*)::int from notifications) as notifications`,
    );
    const [service] = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from rma_requests r join users u on u.id = r.user_id
        where u.email = 'service@demo.test'`,
    );
    const perRma = await rows<{ id: number; n: number }>(
      database,
      sql`select parent_id as id, count(*)::int as n from rma_lines where parent_id is not null
        group by parent_id order by parent_id desc limit 100000`,
    );
    const exportRmaIds: number[] = [];
    let lines = 0;
    for (const r of perRma) {
      if (lines >= exportLines) break;
      exportRmaIds.push(Number(r.id));
      lines += Number(r.n);
    }
    const [marker] = await rows<{ fraction: number | null }>(
      database,
      sql`select (value->>'fraction')::float8 as fraction from app_settings where key = 'scale_seed'`,
    );
    return {
      serials: serials.map((r) => r.sn),
      compatibilityPns: compat.map((r) => r.pn),
      partPns: parts.map((r) => r.pn),
      counts,
      serviceRmas: service?.n ?? 0,
      exportRmaIds,
      exportLines: lines,
      scaleFraction: marker?.fraction ?? null,
    };
  } finally {
    await database.close();
  }
}

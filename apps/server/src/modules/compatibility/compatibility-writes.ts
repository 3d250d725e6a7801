// The compatibility pairs the master-data import and the ERP sync add, offered by the door.
import type { DbOrTx } from '../../db/client.ts';
import { compatibility } from '../../db/schema/compatibility.ts';

/** Adds the pairs not stored yet (a stored pair is left as it is); how many were added. */
export async function insertCompatibility(
  db: DbOrTx,
  pairs: { oldPn: string; newPn: string }[],
): Promise<number> {
  const inserted = await db
    .insert(compatibility)
    .values(pairs)
    .onConflictDoNothing({ target: [compatibility.oldPn, compatibility.newPn] })
    .returning({ id: compatibility.id });
  return inserted.length;
}

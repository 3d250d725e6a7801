import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userTypes } from '../db/schema/users.ts';
import { seedOptionLists, seedUserTypes } from './core.ts';
import { seedPolicyTexts } from './policy-texts.ts';
import { ensureQaParams } from './qa-params.ts';

/** Reference data every database needs (user types, option lists, policy texts); runs once, at start. */
export async function ensureReferenceData(db: Db) {
  // Before the early return: databases created before the QA table existed need their row too.
  await ensureQaParams(db);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userTypes);
  if (row.n > 0) return;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await seedUserTypes(txDb);
    await seedOptionLists(txDb);
    await seedPolicyTexts(txDb);
  });
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userTypes } from '../db/schema/auth.ts';
import { ensureCompaniesMenu } from './companies.ts';
import { ensureUnitOptionLists } from './complete-unit-options.ts';
import { seedOptionLists, seedUserTypes } from './core.ts';
import { ensureFeedbackHistoryMenu } from './feedback.ts';
import { ensureImportMenu } from './master-data.ts';
import { seedPolicyTexts } from './policy-texts.ts';
import { ensureQaParams } from './qa-params.ts';
import { ensureSparesReference } from './spares.ts';

/** Reference data every database needs (user types, option lists, policy texts); runs once, at start. */
export async function ensureReferenceData(db: Db) {
  // Before the early return: databases created before the QA table existed need their row too.
  await ensureQaParams(db);
  await ensureSparesReference(db);
  await ensureFeedbackHistoryMenu(db);
  await ensureCompaniesMenu(db);
  await ensureImportMenu(db);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(userTypes);
  // Option lists added after a database was created reach it here (each list is added once).
  if (row.n > 0) return ensureUnitOptionLists(db);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await seedUserTypes(txDb);
    await seedOptionLists(txDb);
    await ensureUnitOptionLists(txDb);
    await seedPolicyTexts(txDb);
  });
}

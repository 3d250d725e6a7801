import type { Db } from '../db/client.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../db/schema/qa.ts';

/** The single QA parameters row: empty until provider staff fill it in (idempotent, every database). */
export async function ensureQaParams(db: Db) {
  await db.insert(qaParams).values({ id: QA_PARAMS_ROW_ID }).onConflictDoNothing();
}

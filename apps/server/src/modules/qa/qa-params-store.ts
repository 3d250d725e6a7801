// The QA parameters row as other modules read it, offered by the door (the RMA save applies the QA rule).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';

export type QaParamsRow = typeof qaParams.$inferSelect;

/** The QA parameters row (created empty in every database); null if it is missing. */
export async function loadQaParams(db: DbOrTx): Promise<QaParamsRow | null> {
  const [row] = await db.select().from(qaParams).where(eq(qaParams.id, QA_PARAMS_ROW_ID)).limit(1);
  return row ?? null;
}

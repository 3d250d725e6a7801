import type { QaParamsInput } from '@poolside/contract/qa';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { QA_PARAMS_ROW_ID, qaParams } from '../../db/schema/qa.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { unixToDate } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';

type QaRow = typeof qaParams.$inferSelect;
type QaChanges = Partial<typeof qaParams.$inferInsert>;

/** The stored values of what was sent: null clears, saleDateStart becomes an SQL date, absent keys stay. */
function changesOf(input: QaParamsInput): QaChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'saleDateStart') changes[key] = value === null ? null : unixToDate(value as number);
    else changes[key] = value;
  }
  return changes as QaChanges;
}

/** The QA parameters row, for the admin screen. */
export async function getQaParams(deps: Deps): Promise<QaRow> {
  const [row] = await deps.db.select().from(qaParams).where(eq(qaParams.id, QA_PARAMS_ROW_ID)).limit(1);
  if (!row) throw new AppError('notFound');
  return row;
}

/** POST /api/dashboard/qaParams: saves the sent fields, stamps dateUpdate and records the audit. */
export async function saveQaParams(
  deps: Deps,
  actor: Actor,
  input: QaParamsInput,
  requestId?: string,
): Promise<QaRow> {
  const changes = { ...changesOf(input), dateUpdate: deps.clock.now() };
  return deps.db.transaction(async (tx) => {
    // The row exists in every database (reference data); insert covers a database seeded before it did.
    await tx.insert(qaParams).values({ id: QA_PARAMS_ROW_ID }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(qaParams)
      .where(eq(qaParams.id, QA_PARAMS_ROW_ID))
      .for('update')
      .limit(1);
    const [after] = await tx
      .update(qaParams)
      .set(changes)
      .where(eq(qaParams.id, QA_PARAMS_ROW_ID))
      .returning();
    await recordAudit(tx, actor, 'qa.update', 'qa_params', QA_PARAMS_ROW_ID, before, after, requestId);
    return after;
  });
}

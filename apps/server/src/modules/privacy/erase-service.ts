import type { EraseBody, EraseResult } from '@poolside/contract/privacy';
import { eq } from 'drizzle-orm';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { eraseCompleteUnits, eraseFeedback, filledContactFields } from './personal-data.ts';

/**
 * Erases one record's customer contact details on request (provider administrator), audited with the names of
 * the fields blanked, never their values. Erasing again changes nothing and answers no fields.
 */
export async function erasePersonalData(
  deps: Deps,
  actor: Actor,
  body: EraseBody,
  requestId: string,
): Promise<EraseResult> {
  return deps.db.transaction(async (tx) => {
    const fields = await filledContactFields(tx, body.kind, body.id);
    if (!fields) throw new AppError('notFound');
    if (fields.length > 0) {
      const now = deps.clock.now();
      if (body.kind === 'completeUnit') await eraseCompleteUnits(tx, eq(completeUnits.id, body.id), now);
      else await eraseFeedback(tx, eq(feedbackReports.id, body.id), now);
      await recordAudit(
        tx,
        { userId: actor.userId },
        'erasePersonalData',
        body.kind === 'completeUnit' ? 'complete_unit' : 'feedback_report',
        body.id,
        { fields },
        { erased: true, reason: 'request' },
        requestId,
      );
    }
    return { kind: body.kind, id: body.id, erasedFields: fields };
  });
}

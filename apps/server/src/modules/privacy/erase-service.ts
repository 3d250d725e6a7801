import type { EraseBody, EraseResult } from '@poolside/contract/privacy';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { completeUnitContactFields, eraseCompleteUnitContacts } from '../complete-units/index.ts';
import { eraseFeedbackContacts, feedbackContactFields } from '../feedback/index.ts';

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
    const unit = body.kind === 'completeUnit';
    const fields = unit
      ? await completeUnitContactFields(tx, body.id)
      : await feedbackContactFields(tx, body.id);
    if (!fields) throw new AppError('notFound');
    if (fields.length > 0) {
      const now = deps.clock.now();
      if (unit) await eraseCompleteUnitContacts(tx, { id: body.id }, now);
      else await eraseFeedbackContacts(tx, { id: body.id }, now);
      await recordAudit(
        tx,
        { userId: actor.userId },
        'erasePersonalData',
        unit ? 'complete_unit' : 'feedback_report',
        body.id,
        { fields },
        { erased: true, reason: 'request' },
        requestId,
      );
    }
    return { kind: body.kind, id: body.id, erasedFields: fields };
  });
}

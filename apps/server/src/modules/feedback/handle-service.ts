import type { FeedbackFormType, FeedbackHandlingInput } from '@poolside/contract/feedback';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type FeedbackHandlingData,
  feedbackReports,
  feedbackStatusChanges,
} from '../../db/schema/feedback.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Actor } from '../access/index.ts';
import { elseDataOf } from './form-checks.ts';
import { getFeedback } from './get-service.ts';
import { notifyFeedbackStatus } from './notify-feedback.ts';
import { requireFeedbackManager } from './policy.ts';
import type { FeedbackRecord } from './store.ts';
import { accounts } from '../auth/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');

const handlingKeys = [
  'complaintTitle',
  'complaintDescription',
  'partsCost',
  'shippingCost',
  'extraCost',
  'findings',
  'rootReason',
  'correctiveAction',
  'correctiveActionDate',
  'preventiveAction',
  'preventiveActionDate',
  'effectiveAction',
  'effectiveActionDate',
  'handledBy',
  'closedBy',
] as const satisfies readonly (keyof FeedbackHandlingData & keyof FeedbackHandlingInput)[];

/**
 * "Closed by" follows the status: closing fills it with the closer's name unless the save names someone,
 * reopening empties it (the report is no longer closed); otherwise it is what the save or the record says.
 */
async function closedByOf(
  db: Db,
  actor: Actor,
  change: { from: string; to: string; given: string | undefined; stored: string | undefined },
): Promise<string | undefined> {
  if (change.from === change.to) return change.given;
  if (change.to !== 'CLS') return change.from === 'CLS' ? '' : change.given;
  if (change.given?.trim()) return change.given;
  const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  return me?.name ?? change.stored;
}

/**
 * POST /api/feedback/{id} (manageFeedback only, -11 otherwise): the handling record merged onto what is
 * stored (an omitted field keeps its value) and the other person's data. The first status change and the
 * close are timestamped for the response-time statistics (reopening clears the close); a status change
 * is kept in the report's status history and tells the reporter (FEC); every save is audited. A repeated
 * save changes nothing more.
 */
export async function handleFeedback(
  deps: Deps,
  actor: Actor,
  id: number,
  body: FeedbackHandlingInput,
  requestId?: string,
) {
  requireFeedbackManager(actor);
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [before] = await db
      .select()
      .from(feedbackReports)
      .where(eq(feedbackReports.id, id))
      .for('update')
      .limit(1);
    if (!before) throw fieldError('notFound', 'id');
    const now = deps.clock.now();
    const handling: FeedbackHandlingData = { ...before.handling };
    for (const key of handlingKeys) {
      if (body[key] !== undefined) (handling as Record<string, unknown>)[key] = body[key];
    }
    const status = body.status ?? before.status;
    const isStatusChange = status !== before.status;
    const closedBy = await closedByOf(db, actor, {
      from: before.status,
      to: status,
      given: body.closedBy,
      stored: before.handling.closedBy,
    });
    if (closedBy !== undefined) handling.closedBy = closedBy;
    const set: Partial<FeedbackRecord> = {
      handling,
      status,
      complaintType: body.complaintType === undefined ? before.complaintType : body.complaintType,
      department: body.department === undefined ? before.department : body.department,
      updatedAt: now,
    };
    if (isStatusChange) {
      set.firstStatusChangeAt = before.firstStatusChangeAt ?? now;
      set.closedAt = status === 'CLS' ? now : null;
    }
    if (body.elseData) {
      const formType = before.formType as FeedbackFormType;
      set.formData = { ...before.formData, elseData: elseDataOf(formType, body.elseData) };
    }
    await db.update(feedbackReports).set(set).where(eq(feedbackReports.id, id));
    if (isStatusChange) {
      await db.insert(feedbackStatusChanges).values({
        reportId: id,
        userId: actor.userId,
        fromStatus: before.status,
        toStatus: status,
        changedAt: now,
      });
    }
    const after = { ...before, ...set };
    await recordAudit(db, actor, 'feedback.handle', 'feedback_report', id, before, after, requestId);
    if (isStatusChange) await notifyFeedbackStatus(db, deps.config, actor, after);
  });
  return getFeedback(deps, actor, id);
}

import { and, eq } from 'drizzle-orm';
import { feedbackReports } from '../../db/schema/feedback.ts';
import type { Deps } from '../../deps.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Actor } from '../access/index.ts';
import { feedbackVisibleTo, managesFeedback } from './policy.ts';
import { presentFeedbackReport } from './presenter.ts';
import { selectFeedbackReports, selectStatusChanges } from './store.ts';

/**
 * GET /api/feedback/{id}: the full report for feedback managers, the public view for the reporter's
 * company (and a distributor's over its service centres); -15 for anybody else.
 */
export async function getFeedback(deps: Deps, actor: Actor, id: number) {
  const [row] = await selectFeedbackReports(deps.db)
    .where(and(eq(feedbackReports.id, id), feedbackVisibleTo(actor, feedbackReports.companyId)))
    .limit(1);
  if (!row) throw fieldError('notFound', 'id');
  const changes = await selectStatusChanges(deps.db, id);
  return presentFeedbackReport(row, managesFeedback(actor) ? 'full' : 'public', changes);
}

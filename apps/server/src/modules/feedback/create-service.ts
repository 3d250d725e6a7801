import { type FeedbackInput, feedbackInitialStatus } from '@poolside/contract/feedback';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';
import type { Deps } from '../../deps.ts';
import { utcDateOf } from '../../lib/dates.ts';
import type { Actor } from '../access/index.ts';
import {
  assertFilesUsable,
  assertNothingMissing,
  assertValuesValid,
  formDataOf,
  robotPnOf,
  searchColumnsOf,
} from './form-checks.ts';
import { notifyNewFeedback } from './notify-feedback.ts';

/**
 * PUT /api/feedback: files a report for the actor's company with status SNT and tells the feedback
 * managers (FEE). -12 names every missing field of the form, -6 every invalid one, -15 a robot that does
 * not exist. With a `clientKey`, a retried or double-clicked submission answers the first report's id
 * (the unique index on (user, key) decides; nothing is written or notified twice).
 */
export async function createFeedback(deps: Deps, actor: Actor, body: FeedbackInput) {
  assertNothingMissing(body);
  assertValuesValid(body, utcDateOf(deps.clock.now()));
  const clientKey = body.clientKey || null;
  const existing = async (db: Db) => {
    if (!clientKey) return null;
    const [row] = await db
      .select({ id: feedbackReports.id })
      .from(feedbackReports)
      .where(and(eq(feedbackReports.userId, actor.userId), eq(feedbackReports.clientKey, clientKey)))
      .limit(1);
    return row ?? null;
  };
  const earlier = await existing(deps.db);
  if (earlier) return { id: earlier.id };
  const robotPn = await robotPnOf(deps.db, body);
  await assertFilesUsable(deps.db, body, actor.companyId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db
      .insert(feedbackReports)
      .values({
        companyId: actor.companyId,
        userId: actor.userId,
        clientKey,
        menu: body.menu!,
        formType: body.formType!,
        subType: body.formType === 'shipment' ? (body.type ?? '') : '',
        ...searchColumnsOf(body, robotPn),
        attachmentFileId: body.attachment ?? null,
        fileIds: body.formType === 'technical' ? (body.files ?? []) : [],
        formData: formDataOf(body, robotPn),
        status: feedbackInitialStatus,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [feedbackReports.userId, feedbackReports.clientKey] })
      .returning({ id: feedbackReports.id, formType: feedbackReports.formType });
    if (!row) {
      // The same submission committed meanwhile: answer its id.
      const first = await existing(db);
      return { id: first!.id };
    }
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, actor.companyId));
    await notifyNewFeedback(db, deps.config, actor, { ...row, companyName: company?.name ?? '' });
    return { id: row.id };
  });
}

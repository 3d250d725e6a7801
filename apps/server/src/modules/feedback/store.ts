// Reading feedback reports with their reporter, company and attachment name.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { feedbackReports, feedbackStatusChanges } from '../../db/schema/feedback.ts';
import { accounts } from '../auth/index.ts';
import { uploads } from '../files/index.ts';

// Other owners' tables through their doors' read models (lib/read-model.ts).
const users = accounts('users');
const files = uploads('files');

/** Reports with everything the detail presenter needs, in one statement (add where/limit). */
export function selectFeedbackReports(db: DbOrTx) {
  return db
    .select({
      report: feedbackReports,
      userName: users.name,
      companyNumber: companies.number,
      companyName: companies.name,
      attachmentName: files.originalName,
    })
    .from(feedbackReports)
    .innerJoin(users, eq(users.id, feedbackReports.userId))
    .innerJoin(companies, eq(companies.id, feedbackReports.companyId))
    .leftJoin(files, eq(files.id, feedbackReports.attachmentFileId));
}

export type FeedbackReportRow = Awaited<
  ReturnType<ReturnType<typeof selectFeedbackReports>['execute']>
>[number];
export type FeedbackRecord = typeof feedbackReports.$inferSelect;

/** A report's status changes, oldest first, with the name of who made each (empty when unknown). */
export function selectStatusChanges(db: DbOrTx, reportId: number) {
  return db
    .select({
      at: feedbackStatusChanges.changedAt,
      byName: users.name,
      from: feedbackStatusChanges.fromStatus,
      to: feedbackStatusChanges.toStatus,
    })
    .from(feedbackStatusChanges)
    .leftJoin(users, eq(users.id, feedbackStatusChanges.userId))
    .where(eq(feedbackStatusChanges.reportId, reportId))
    .orderBy(asc(feedbackStatusChanges.changedAt), asc(feedbackStatusChanges.id));
}
export type StatusChangeRow = Awaited<ReturnType<typeof selectStatusChanges>>[number];

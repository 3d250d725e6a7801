// The end customer's contact details in a feedback report's form, and the one statement that removes them
// (the privacy module's erasure on request and retention job call these through the door).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';

/** The feedback form's keys about the customer: the other person it was filed for, the purchaser, the user. */
export const feedbackContactKeys = [
  'elseData',
  'purchasedBy',
  'pu_fullName',
  'pu_address',
  'pu_phone',
] as const;

/** Which reports to erase: one by id, or every one not changed since a moment. */
export type FeedbackContactErasure = { id: number } | { updatedBefore: Date };

const feedbackKeysArray = sql.raw(`array[${feedbackContactKeys.map((k) => `'${k}'`).join(',')}]::text[]`);
const feedbackHasContact = sql`(${feedbackReports.formData} ?| ${feedbackKeysArray})`;

/** Removes the contact keys from the feedback reports chosen that still hold some; their ids. */
export async function eraseFeedbackContacts(
  tx: DbOrTx,
  which: FeedbackContactErasure,
  now: Date,
): Promise<number[]> {
  const where =
    'id' in which ? eq(feedbackReports.id, which.id) : lt(feedbackReports.updatedAt, which.updatedBefore);
  const rows = await tx
    .update(feedbackReports)
    .set({ formData: sql`${feedbackReports.formData} - ${feedbackKeysArray}`, updatedAt: now })
    .where(and(where, feedbackHasContact))
    .returning({ id: feedbackReports.id });
  return rows.map((r) => r.id);
}

/** The contact keys of one report that hold a value (locked for the erasure); undefined when there is none. */
export async function feedbackContactFields(tx: DbOrTx, id: number): Promise<string[] | undefined> {
  const [row] = await tx
    .select({ formData: feedbackReports.formData })
    .from(feedbackReports)
    .where(eq(feedbackReports.id, id))
    .for('update');
  if (!row) return undefined;
  return feedbackContactKeys.filter((k) => k in row.formData);
}

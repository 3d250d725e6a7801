// Where an end customer's contact details live (issue 19), and the one statement that blanks them: used by the
// erase-on-request route and the retention job alike.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';
import { feedbackReports } from '../../db/schema/feedback.ts';

/** A complete-unit request's customer columns (the robot, dates, complaint and pool stay). */
export const completeUnitContactColumns = [
  'firstName',
  'lastName',
  'address',
  'city',
  'country',
  'phone',
  'email',
] as const;

/** The feedback form's keys about the customer: the other person it was filed for, the purchaser, the user. */
export const feedbackContactKeys = [
  'elseData',
  'purchasedBy',
  'pu_fullName',
  'pu_address',
  'pu_phone',
] as const;

const feedbackKeysArray = sql.raw(`array[${feedbackContactKeys.map((k) => `'${k}'`).join(',')}]::text[]`);

const unitHasContact = sql`(${sql.join(
  completeUnitContactColumns.map((c) => sql`${completeUnits[c]} <> ''`),
  sql` or `,
)})`;
const feedbackHasContact = sql`(${feedbackReports.formData} ?| ${feedbackKeysArray})`;

const blankUnit = Object.fromEntries(completeUnitContactColumns.map((c) => [c, ''])) as Record<
  (typeof completeUnitContactColumns)[number],
  string
>;

/** Blanks the contact details of the complete-unit requests matching `where` that still hold some; their ids. */
export async function eraseCompleteUnits(tx: DbOrTx, where: SQL, now: Date): Promise<number[]> {
  const rows = await tx
    .update(completeUnits)
    .set({ ...blankUnit, updatedAt: now })
    .where(and(where, unitHasContact))
    .returning({ id: completeUnits.id });
  return rows.map((r) => r.id);
}

/** Removes the contact keys from the feedback reports matching `where` that still hold some; their ids. */
export async function eraseFeedback(tx: DbOrTx, where: SQL, now: Date): Promise<number[]> {
  const rows = await tx
    .update(feedbackReports)
    .set({ formData: sql`${feedbackReports.formData} - ${feedbackKeysArray}`, updatedAt: now })
    .where(and(where, feedbackHasContact))
    .returning({ id: feedbackReports.id });
  return rows.map((r) => r.id);
}

/** The contact fields of one record that hold a value (names only: never the values, which go to the audit). */
export async function filledContactFields(
  tx: DbOrTx,
  kind: 'completeUnit' | 'feedback',
  id: number,
): Promise<string[] | undefined> {
  if (kind === 'completeUnit') {
    const [row] = await tx.select().from(completeUnits).where(eq(completeUnits.id, id)).for('update');
    if (!row) return undefined;
    return completeUnitContactColumns.filter((c) => row[c] !== '');
  }
  const [row] = await tx
    .select({ formData: feedbackReports.formData })
    .from(feedbackReports)
    .where(eq(feedbackReports.id, id))
    .for('update');
  if (!row) return undefined;
  return feedbackContactKeys.filter((k) => k in row.formData);
}

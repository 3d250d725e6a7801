// The end customer's contact details on a complete-unit request, and the one statement that blanks them
// (the privacy module's erasure on request and retention job call these through the door).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { completeUnits } from '../../db/schema/complete-units.ts';

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

/** Which requests to erase: one by id, or every one not changed since a moment. */
export type ContactErasure = { id: number } | { updatedBefore: Date };

const unitHasContact = sql`(${sql.join(
  completeUnitContactColumns.map((c) => sql`${completeUnits[c]} <> ''`),
  sql` or `,
)})`;

const blankUnit = Object.fromEntries(completeUnitContactColumns.map((c) => [c, ''])) as Record<
  (typeof completeUnitContactColumns)[number],
  string
>;

/** Blanks the contact details of the complete-unit requests chosen that still hold some; their ids. */
export async function eraseCompleteUnitContacts(
  tx: DbOrTx,
  which: ContactErasure,
  now: Date,
): Promise<number[]> {
  const where =
    'id' in which ? eq(completeUnits.id, which.id) : lt(completeUnits.updatedAt, which.updatedBefore);
  const rows = await tx
    .update(completeUnits)
    .set({ ...blankUnit, updatedAt: now })
    .where(and(where, unitHasContact))
    .returning({ id: completeUnits.id });
  return rows.map((r) => r.id);
}

/** The contact columns of one request that hold a value (locked for the erasure); undefined when none is. */
export async function completeUnitContactFields(tx: DbOrTx, id: number): Promise<string[] | undefined> {
  const [row] = await tx.select().from(completeUnits).where(eq(completeUnits.id, id)).for('update');
  if (!row) return undefined;
  return completeUnitContactColumns.filter((c) => row[c] !== '');
}

// The writes the users module makes to accounts (the users table is the auth module's: the account and how it
// signs in), offered by the door: create an account, change its fields.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';

export type NewAccount = typeof users.$inferInsert;
export type AccountChange = Partial<Omit<NewAccount, 'id'>>;

/** Creates an account; its row. */
export async function insertAccount(db: DbOrTx, account: NewAccount) {
  const [row] = await db.insert(users).values(account).returning();
  return row;
}

/** Changes an account's fields (only those given). */
export async function updateAccount(db: DbOrTx, userId: number, change: AccountChange): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, userId));
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users, userTypes } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

/** The user, its type and its company: what presentSessionUser needs. */
export async function findSessionUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ user: users, type: userTypes, company: companies })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('notFound');
  return row;
}

export type SessionUserRow = Awaited<ReturnType<typeof findSessionUser>>;

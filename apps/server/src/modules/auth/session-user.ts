import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users, userTypes } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { preparedQuery } from '../../lib/prepared.ts';

// Read by every dashboard load: prepared (PostgreSQL plans it once per connection).
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({ user: users, type: userTypes, company: companies })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('users_session_user'),
);

/** The user, its type and its company: what presentSessionUser needs. */
export async function findSessionUser(db: DbOrTx, userId: number) {
  const [row] = await sessionUserQuery(db).execute({ userId });
  if (!row) throw new AppError('notFound');
  return row;
}

export type SessionUserRow = Awaited<ReturnType<typeof findSessionUser>>;

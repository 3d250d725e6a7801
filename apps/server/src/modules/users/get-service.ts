import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { apiKeys, users, userTypes } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, canSeeCompany } from '../access/index.ts';
import { presentUserDetail } from './admin-presenter.ts';
import { requireViewUser } from './policy.ts';

/** The user with its type and company when the actor may see it (itself, or a visible company); -15 else. */
export async function findVisibleUser(db: DbOrTx, actor: Actor, id: number, forUpdate = false) {
  const query = db
    .select({ user: users, type: userTypes, company: companies })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.typeId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: users }) : await query;
  if (!row || (row.user.id !== actor.userId && !canSeeCompany(actor, row.user.companyId))) {
    throw new AppError('notFound');
  }
  return row;
}

export async function activeKeyPrefix(db: DbOrTx, userId: number): Promise<string | null> {
  const [key] = await db
    .select({ prefix: apiKeys.prefix })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .limit(1);
  return key?.prefix ?? null;
}

/** GET /api/users/{id}: oneself always; another user needs viewUser (-11) and a visible company (-15). */
export async function getUser(deps: Deps, actor: Actor, id: number) {
  if (id !== actor.userId && !actor.flags.viewUser && !actor.flags.editUser) requireViewUser(actor);
  const row = await findVisibleUser(deps.db, actor, id);
  return presentUserDetail({ ...row, apiKeyPrefix: await activeKeyPrefix(deps.db, id) });
}

import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { users, userTypes } from '../../db/schema/auth.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type Actor, canSeeCompany } from '../access/index.ts';

/** -13 when another user already has this e-mail (case-insensitive, like the unique index). */
export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: number) {
  const same = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(same, ne(users.id, exceptUserId)) : same)
    .limit(1);
  if (row) throw fieldError('emailExists', 'email');
}

/** A unique-index violation (two saves racing for one e-mail) from either database driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The company with this service-centre number, when the actor may see it; -15 otherwise. */
export async function visibleCompanyByNumber(db: DbOrTx, actor: Actor, number: string) {
  const [company] = await db.select().from(companies).where(eq(companies.number, number)).limit(1);
  if (!company || !canSeeCompany(actor, company.id)) {
    throw fieldError('notFound', 'centerMoovexID');
  }
  return company;
}

/** -6 naming `type` when no such user type exists. */
export async function assertTypeExists(db: DbOrTx, typeId: number) {
  const [row] = await db
    .select({ id: userTypes.id })
    .from(userTypes)
    .where(eq(userTypes.id, typeId))
    .limit(1);
  if (!row) throw fieldError('invalid', 'type');
}

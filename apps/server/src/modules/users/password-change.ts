import { limits } from '@poolside/contract/constants';
import type { UserUpdate } from '@poolside/contract/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';

/**
 * The password part of POST /api/users/{id}, checked before the transaction (hashing is slow):
 * newPass >= 6 (-6), verifyNewPass required (-12) and equal (-16); changing one's own password needs
 * the current one (-12 missing, -17 wrong). Answers the new hash, or null when no new password was sent.
 */
export async function newPasswordHash(db: Db, input: UserUpdate, userId: number, isSelf: boolean) {
  if (!input.newPass) return null;
  if (input.newPass.length < limits.passwordMin) throw fieldError('missingParams', 'newPass');
  if (!input.verifyNewPass) throw fieldError('fieldRequired', 'verifyNewPass');
  if (input.verifyNewPass !== input.newPass) {
    throw new AppError('passwordsNotMatching', { field: 'verifyNewPass', fields: ['verifyNewPass'] });
  }
  if (isSelf) {
    if (!input.currentPass) throw fieldError('fieldRequired', 'currentPass');
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || !(await verifyPassword(row.hash, input.currentPass))) {
      throw new AppError('incorrectPassword', { field: 'currentPass', fields: ['currentPass'] });
    }
  }
  return hashPassword(input.newPass);
}

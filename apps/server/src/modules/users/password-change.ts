import { checkPasswordChoice, type PasswordIssue, type UserUpdate } from '@poolside/contract/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';

/**
 * The password part of POST /api/users/{id}, checked before the transaction (hashing is slow):
 * newPass >= 6 (-6), verifyNewPass required (-12) and equal (-16); changing one's own password needs
 * the current one (-12 missing, -17 wrong). Answers the new hash, or null when no new password was sent.
 */
export async function newPasswordHash(db: Db, input: UserUpdate, userId: number, isSelf: boolean) {
  if (!input.newPass) return null;
  const [issue] = checkPasswordChoice(
    { password: input.newPass, verify: input.verifyNewPass ?? '', currentPass: input.currentPass },
    { isRequired: false, needsCurrent: isSelf },
  );
  if (issue) throw passwordError(issue, { password: 'newPass', verify: 'verifyNewPass' });
  if (isSelf) {
    const [row] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || !(await verifyPassword(row.hash, input.currentPass ?? ''))) {
      throw new AppError('incorrectPassword', { field: 'currentPass', fields: ['currentPass'] });
    }
  }
  return hashPassword(input.newPass);
}

/** The contract's password issue as the spec's code: -6 too short, -12 missing, -16 different. */
export function passwordError(issue: PasswordIssue, names: { password: string; verify: string }): AppError {
  const field =
    issue.field === 'password' ? names.password : issue.field === 'verify' ? names.verify : issue.field;
  if (issue.reason === 'notMatching') return new AppError('passwordsNotMatching', { field, fields: [field] });
  return fieldError(issue.reason === 'tooShort' ? 'missingParams' : 'fieldRequired', field);
}

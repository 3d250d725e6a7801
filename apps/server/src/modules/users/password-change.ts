import { checkPasswordChoice, type PasswordIssue, type UserUpdate } from '@poolside/contract/users';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { users } from '../../db/schema/auth.ts';
import { type AppError, fieldError } from '../../lib/app-error.ts';
import { checkPasswordAttempt, hashPassword } from '../auth/index.ts';

/**
 * The password part of POST /api/users/{id}, checked before the transaction (hashing is slow):
 * newPass >= 6 (-6), verifyNewPass required (-12) and equal (-16); changing one's own password needs
 * the current one (-12 missing, -17 wrong), checked under the login limits of the account and the caller's
 * address (a stolen session cannot guess it without end: -8, 429). Answers the new hash, or null when no new
 * password was sent.
 */
export async function newPasswordHash(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: UserUpdate,
  target: { userId: number; isSelf: boolean; ip: string },
) {
  if (!input.newPass) return null;
  const [issue] = checkPasswordChoice(
    { password: input.newPass, verify: input.verifyNewPass ?? '', currentPass: input.currentPass },
    { isRequired: false, needsCurrent: target.isSelf },
  );
  if (issue) throw passwordError(issue, { password: 'newPass', verify: 'verifyNewPass' });
  if (target.isSelf) {
    const [row] = await deps.db
      .select({ email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, target.userId))
      .limit(1);
    const attempt = {
      email: row?.email ?? '',
      ip: target.ip,
      passwordHash: row?.hash ?? null,
      password: input.currentPass ?? '',
      field: 'currentPass',
    };
    if (!row || !(await checkPasswordAttempt(deps.db, attempt, deps.clock.now()))) {
      throw fieldError('incorrectPassword', 'currentPass');
    }
  }
  return hashPassword(input.newPass);
}

/** The contract's password issue as the spec's code: -6 too short, -12 missing, -16 different. */
export function passwordError(issue: PasswordIssue, names: { password: string; verify: string }): AppError {
  const field =
    issue.field === 'password' ? names.password : issue.field === 'verify' ? names.verify : issue.field;
  if (issue.reason === 'notMatching') return fieldError('passwordsNotMatching', field);
  return fieldError(issue.reason === 'tooShort' ? 'invalid' : 'fieldRequired', field);
}

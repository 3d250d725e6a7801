import type { DbOrTx } from '../../db/client.ts';
import { countAttempt, loginRules, takeBackAttempt } from '../../lib/rate-limit.ts';
import { getDummyHash, verifyPassword } from './passwords.ts';

export type PasswordAttempt = {
  /** The account the password is for, as typed (the limits are kept per lower-cased e-mail). */
  email: string;
  ip: string;
  /** The account's stored hash; null for an unknown account (compared against a dummy, in the same time). */
  passwordHash: string | null;
  password: string;
  /** The input a refusal names when the limits are reached (the profile's `currentPass`; none at login). */
  field?: string;
};

/**
 * Checks a password under the login limits of the account and address (the login, the profile's current
 * password): the attempt is counted before the slow check, so a burst of guesses cannot all be checked, and
 * taken back when the password is right. Throws -8 (429, Retry-After) once a limit is reached.
 */
export async function checkPasswordAttempt(
  db: DbOrTx,
  attempt: PasswordAttempt,
  now: Date,
): Promise<boolean> {
  const rules = loginRules(attempt.email, attempt.ip);
  await countAttempt(db, rules, now, attempt.field);
  const isRight =
    (await verifyPassword(attempt.passwordHash ?? (await getDummyHash()), attempt.password)) &&
    attempt.passwordHash !== null;
  if (isRight) await takeBackAttempt(db, rules, now);
  return isRight;
}

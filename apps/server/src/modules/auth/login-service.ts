import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginRules } from '../../lib/rate-limit.ts';
import { openSessionIn, type OpenedSession, recordLogin } from './open-session.ts';
import { checkPasswordAttempt } from './password-attempt.ts';
import { createLoginChallenge } from './two-factor/login-challenges.ts';
import { secondStepOf } from './two-factor/second-factor.ts';

export type LoginInput = { email: string; password: string; keepLogin: boolean };

export type LoginOutcome =
  | ({ kind: 'session' } & Pick<OpenedSession, 'user' | 'session'>)
  | { kind: 'twoFactor'; step: 'verify' | 'enrol'; challenge: string };

/**
 * Checks the credentials and opens a new session. Throttled per (account, IP) and per IP, each attempt counted
 * before its password is checked and a right one taken back; the account
 * state (pending, disabled: -8) is told only after the password was right, so a wrong one is always -7.
 * Provider staff with two-step sign-in (or without it when TWO_FACTOR=required) get a challenge instead of a
 * session: the failure counter stays until the second factor is right, so a known password does not reset
 * the count of guessed codes.
 */
export async function logIn(deps: Deps, input: LoginInput, ip: string): Promise<LoginOutcome> {
  const email = input.email.trim().toLowerCase();
  const [user] = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      typeId: users.typeId,
      totpEnabledAt: users.totpEnabledAt,
      companyActive: companies.isActive,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const attempt = { email, ip, passwordHash: user?.passwordHash ?? null, password: input.password };
  // Counted before the check, taken back when right (password-attempt.ts); an unknown e-mail costs the same.
  const isRight = await checkPasswordAttempt(deps.db, attempt, deps.clock.now());
  if (!user || !isRight) throw new AppError('loginInvalid');
  if (user.status !== 'active') throw new AppError('loginFailed', { field: 'status', fields: [user.status] });
  // A deactivated company's users cannot log in; the screen says the account is disabled.
  if (!user.companyActive) {
    throw new AppError('loginFailed', { field: 'status', fields: ['disabled'], reason: 'companyInactive' });
  }

  const now = deps.clock.now();
  const step = secondStepOf(deps.config.twoFactor, user);
  if (step) {
    const challenge = await createLoginChallenge(
      deps.db,
      { userId: user.id, keepLogin: input.keepLogin, purpose: step },
      now,
    );
    return { kind: 'twoFactor', step, challenge };
  }
  const opened = await deps.db.transaction((tx) =>
    openSessionIn(
      tx,
      { userId: user.id, keepLogin: input.keepLogin, accountRule: loginRules(email, ip)[0] },
      now,
    ),
  );
  recordLogin(deps, opened, user.id, now);
  return { kind: 'session', user: opened.user, session: opened.session };
}

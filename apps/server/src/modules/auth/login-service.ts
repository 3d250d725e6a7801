import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { companies } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertUnderLimits, clearRateLimit, hitRateLimit, rateRules } from '../../lib/rate-limit.ts';
import { recordUsageEvent } from '../statistics/index.ts';
import { findSessionUser, presentSessionUser } from '../users/index.ts';
import { getDummyHash, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

export type LoginInput = { email: string; password: string; keepLogin: boolean };

/**
 * Checks the credentials and opens a new session. Throttled per (account, IP) and per IP; the account
 * state (pending, disabled: -8) is told only after the password was right, so a wrong one is always -7.
 */
export async function logIn(deps: Deps, input: LoginInput, ip: string) {
  const email = input.email.trim().toLowerCase();
  const rules = [rateRules.loginAccountIp(email, ip), rateRules.loginIp(ip)];
  await assertUnderLimits(deps.db, rules, deps.clock.now());

  const [user] = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      companyActive: companies.isActive,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !isValid) {
    for (const rule of rules) await hitRateLimit(deps.db, rule, deps.clock.now());
    throw new AppError('loginInvalid');
  }
  if (user.status !== 'active') throw new AppError('loginFailed', { field: 'status', fields: [user.status] });
  // A deactivated company's users cannot log in (issue 18); the screen says the account is disabled.
  if (!user.companyActive) {
    throw new AppError('loginFailed', { field: 'status', fields: ['disabled'], reason: 'companyInactive' });
  }

  const now = deps.clock.now();
  const login = await deps.db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, input.keepLogin, now);
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    // The owner got in: earlier failures from this address no longer count against the account.
    await clearRateLimit(tx, rules[0]);
    const row = await findSessionUser(tx, user.id);
    return { user: presentSessionUser(row), session, companyId: row.company.id };
  });
  // For the "users logins" statistics report (spec 03): buffered once committed, written in a batch later.
  recordUsageEvent(deps, { type: 'LOGIN', userId: user.id, companyId: login.companyId, at: now });
  return { user: login.user, session: login.session };
}

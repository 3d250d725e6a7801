import { and, eq, gt, lt } from 'drizzle-orm';
import { twoFactorLimits } from '@poolside/contract/two-factor';
import type { DbOrTx } from '../../../db/client.ts';
import { companies } from '../../../db/schema/companies.ts';
import { loginChallenges, users } from '../../../db/schema/auth.ts';
import { type AppError, fieldError } from '../../../lib/app-error.ts';
import { createToken, hashToken } from '../../../lib/tokens.ts';

export type ChallengePurpose = 'verify' | 'enrol';

/** The step between a right password and the second factor: a random token, only its SHA-256 kept. */
export async function createLoginChallenge(
  db: DbOrTx,
  input: { userId: number; keepLogin: boolean; purpose: ChallengePurpose },
  now: Date,
): Promise<string> {
  const token = createToken();
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    keepLogin: input.keepLogin,
    purpose: input.purpose,
    expiresAt: new Date(now.getTime() + twoFactorLimits.challengeTtlSeconds * 1000),
  });
  return token;
}

/** An unknown, expired, used or used-up challenge: -15 naming it (the screen goes back to the password). */
export function challengeGone(): AppError {
  return fieldError('notFound', 'challenge');
}

/**
 * A live challenge of this purpose with its user, locked (FOR UPDATE, the challenge and the user row) so two
 * codes sent at once are counted and checked one after the other; null when there is none.
 */
export async function lockLoginChallenge(tx: DbOrTx, token: string, purpose: ChallengePurpose, now: Date) {
  const [row] = await tx
    .select({
      id: loginChallenges.id,
      keepLogin: loginChallenges.keepLogin,
      pendingSecret: loginChallenges.pendingSecret,
      attempts: loginChallenges.attempts,
      userId: users.id,
      email: users.email,
      typeId: users.typeId,
      status: users.status,
      companyActive: companies.isActive,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
    })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        eq(loginChallenges.purpose, purpose),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .limit(1)
    .for('update', { of: [loginChallenges, users] });
  return row ?? null;
}

export type LockedChallenge = NonNullable<Awaited<ReturnType<typeof lockLoginChallenge>>>;

/** A wrong code: one attempt more; the last allowed one ends the challenge. */
export async function spendChallengeAttempt(tx: DbOrTx, challenge: { id: number; attempts: number }) {
  if (challenge.attempts + 1 >= twoFactorLimits.challengeMaxAttempts) {
    await deleteLoginChallenge(tx, challenge.id);
    return;
  }
  await tx
    .update(loginChallenges)
    .set({ attempts: challenge.attempts + 1 })
    .where(eq(loginChallenges.id, challenge.id));
}

export async function setChallengeSecret(tx: DbOrTx, id: number, secret: string) {
  await tx.update(loginChallenges).set({ pendingSecret: secret }).where(eq(loginChallenges.id, id));
}

export async function deleteLoginChallenge(tx: DbOrTx, id: number) {
  await tx.delete(loginChallenges).where(eq(loginChallenges.id, id));
}

export async function deleteUserChallenges(tx: DbOrTx, userId: number) {
  await tx.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
}

/** Housekeeping: challenges past their 5 minutes. */
export async function purgeExpiredChallenges(db: DbOrTx, now: Date) {
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
}

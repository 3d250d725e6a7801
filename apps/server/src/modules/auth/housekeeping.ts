import { lt, or, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { passwordResets, sessions } from '../../db/schema/auth.ts';
import { purgeRateCounters } from '../../lib/rate-limit.ts';
import { purgeExpiredChallenges } from './two-factor/login-challenges.ts';

/**
 * Daily: drops expired sessions, spent or expired reset tokens, expired login challenges (two-step sign-in)
 * and ended rate windows (idempotent).
 */
export async function purgeExpiredAccessData(deps: Deps) {
  const now = deps.clock.now();
  await deps.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await deps.db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)));
  await purgeExpiredChallenges(deps.db, now);
  await purgeRateCounters(deps.db, now);
}

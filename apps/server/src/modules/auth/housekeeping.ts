import { lt, or, isNotNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { passwordResets, sessions } from '../../db/schema/users.ts';
import { purgeRateCounters } from '../../lib/rate-limit.ts';

/** Daily: drops expired sessions, spent or expired reset tokens and ended rate windows (idempotent). */
export async function purgeExpiredAccessData(deps: Deps) {
  const now = deps.clock.now();
  await deps.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await deps.db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)));
  await purgeRateCounters(deps.db, now);
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { passwordResets, users } from '../../db/schema/auth.ts';
import { findUsableReset } from './reset-tokens.ts';
import { hashPassword } from './passwords.ts';
import { invalidateUserSessions } from './session-cache.ts';
import { deleteUserSessions } from './sessions.ts';

/** Sets a new password from a reset token: the token is spent and every session of the user ends. */
export async function resetPasswordWithToken(deps: Deps, token: string, newPass: string) {
  // Cheap check first so a bogus token costs no hashing; the transaction checks again under a lock.
  await findUsableReset(deps.db, token, deps.clock.now());
  const passwordHash = await hashPassword(newPass);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const reset = await findUsableReset(tx, token, now, true);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await deleteUserSessions(tx, reset.userId);
    await invalidateUserSessions(deps.db, tx, reset.userId);
  });
}

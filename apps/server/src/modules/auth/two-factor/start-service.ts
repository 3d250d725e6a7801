import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/auth.ts';
import type { Actor } from '../../access/index.ts';
import { lockOwnTwoFactor, requireTwoFactorChange } from './own-two-factor.ts';
import { twoFactorRefused } from './second-factor.ts';
import { newTotpSecret, totpSetupOf } from './totp.ts';

/**
 * `PUT /api/twoFactor`: starts turning two-step sign-in on from the profile: a new secret kept on the user as
 * pending (an earlier pending one is replaced) until `POST /api/twoFactor` confirms it with a code.
 */
export async function startTwoFactor(deps: Deps, actorIn: Actor | null) {
  const actor = requireTwoFactorChange(deps, actorIn);
  const secret = newTotpSecret();
  const email = await deps.db.transaction(async (tx) => {
    const own = await lockOwnTwoFactor(tx, actor.userId);
    if (own.totpEnabledAt) throw twoFactorRefused('alreadyEnabled');
    await tx.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, actor.userId));
    return own.email;
  });
  return totpSetupOf(secret, email);
}

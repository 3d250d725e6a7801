import type { Deps } from '../../../deps.ts';
import { challengeGone, lockLoginChallenge, setChallengeSecret } from './login-challenges.ts';
import { newTotpSecret, totpSetupOf } from './totp.ts';
import { assertStillActive } from './login-verify-service.ts';

/**
 * `POST /api/login {method: 'twoFactorSetup', challenge}` (an `enrol` challenge: TWO_FACTOR=required, not set
 * up yet): the secret to add to the app. Asked again (a reload), it answers the same secret.
 */
export async function setUpAtLogin(deps: Deps, input: { challenge: string }) {
  const now = deps.clock.now();
  const found = await deps.db.transaction(async (tx) => {
    const challenge = await lockLoginChallenge(tx, input.challenge, 'enrol', now);
    if (!challenge || challenge.totpEnabledAt) return null;
    assertStillActive(challenge);
    const secret = challenge.pendingSecret ?? newTotpSecret();
    if (!challenge.pendingSecret) await setChallengeSecret(tx, challenge.id, secret);
    return { secret, email: challenge.email };
  });
  if (!found) throw challengeGone();
  return totpSetupOf(found.secret, found.email);
}

import { eq } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { users } from '../../../db/schema/auth.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { assertUnderLimits } from '../../../lib/rate-limit.ts';
import { type OpenedSession, openSessionIn, recordLogin } from '../open-session.ts';
import {
  challengeGone,
  deleteLoginChallenge,
  lockLoginChallenge,
  spendChallengeAttempt,
} from './login-challenges.ts';
import { assertStillActive } from './login-verify-service.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { acceptTotp, codeRules, countWrongCode, wrongCode } from './second-factor.ts';

type Outcome =
  | { kind: 'gone' }
  | { kind: 'wrong' }
  | { kind: 'session'; opened: OpenedSession; userId: number; recoveryCodes: string[] };

/**
 * `POST /api/login {method: 'twoFactorEnrol', challenge, code}`: an app code of the secret being set up turns
 * two-step sign-in on, makes the recovery codes and opens the session; wrong codes count as in verify.
 */
export async function enrolAtLogin(
  deps: Deps,
  input: { challenge: string; code: string },
  ip: string,
  requestId?: string,
) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const challenge = await lockLoginChallenge(tx, input.challenge, 'enrol', now);
    if (!challenge?.pendingSecret || challenge.totpEnabledAt) return { kind: 'gone' };
    const rules = codeRules(challenge.email, ip);
    await assertUnderLimits(tx, rules, now);
    assertStillActive(challenge);
    const secret = challenge.pendingSecret;
    if (!(await acceptTotp(tx, challenge.userId, secret, null, input.code, now))) {
      await spendChallengeAttempt(tx, challenge);
      await countWrongCode(tx, rules, now);
      return { kind: 'wrong' };
    }
    await tx
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: now, totpPendingSecret: null })
      .where(eq(users.id, challenge.userId));
    const recoveryCodes = await replaceRecoveryCodes(tx, challenge.userId);
    await recordAudit(
      tx,
      { userId: challenge.userId },
      'twoFactor_on',
      'user',
      challenge.userId,
      { twoFactorEnabled: false },
      { twoFactorEnabled: true, atLogin: true },
      requestId,
    );
    await deleteLoginChallenge(tx, challenge.id);
    const opened = await openSessionIn(
      tx,
      { userId: challenge.userId, keepLogin: challenge.keepLogin, accountRule: rules[0] },
      now,
    );
    return { kind: 'session', opened, userId: challenge.userId, recoveryCodes };
  });
  if (outcome.kind === 'gone') throw challengeGone();
  if (outcome.kind === 'wrong') throw wrongCode();
  recordLogin(deps, outcome.opened, outcome.userId, now);
  return { user: outcome.opened.user, session: outcome.opened.session, recoveryCodes: outcome.recoveryCodes };
}

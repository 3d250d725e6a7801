import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertUnderLimits } from '../../../lib/rate-limit.ts';
import { type OpenedSession, openSessionIn, recordLogin } from '../open-session.ts';
import {
  challengeGone,
  deleteLoginChallenge,
  type LockedChallenge,
  lockLoginChallenge,
  spendChallengeAttempt,
} from './login-challenges.ts';
import { checkSecondFactor, codeRules, countWrongCode, wrongCode } from './second-factor.ts';

/** The account may still log in (it may have been disabled in the 5 minutes since the password). */
export function assertStillActive(challenge: LockedChallenge) {
  if (challenge.status !== 'active') {
    throw new AppError('loginFailed', { field: 'status', fields: [challenge.status] });
  }
  if (!challenge.companyActive) {
    throw new AppError('loginFailed', { field: 'status', fields: ['disabled'], reason: 'companyInactive' });
  }
}

type Outcome =
  | { kind: 'gone' }
  | { kind: 'wrong' }
  | { kind: 'session'; opened: OpenedSession; userId: number };

/**
 * `POST /api/login {method: 'twoFactorVerify', challenge, code}`: an app code (±1 step, never one already
 * used) or a recovery code (spent). Right: the session a login opens, the challenge is gone. Wrong: -7 at
 * `code`, counted in the login limits; the fifth wrong code ends the challenge. A dead challenge is -15.
 */
export async function verifySecondFactor(deps: Deps, input: { challenge: string; code: string }, ip: string) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const challenge = await lockLoginChallenge(tx, input.challenge, 'verify', now);
    // Reset by an administrator meanwhile: nothing left to check against.
    if (!challenge?.totpEnabledAt || !challenge.totpSecret) return { kind: 'gone' };
    const rules = codeRules(challenge.email, ip);
    await assertUnderLimits(tx, rules, now);
    assertStillActive(challenge);
    const isRight = await checkSecondFactor(
      tx,
      { userId: challenge.userId, totpSecret: challenge.totpSecret, totpLastStep: challenge.totpLastStep },
      input.code,
      now,
    );
    if (!isRight) {
      await spendChallengeAttempt(tx, challenge);
      await countWrongCode(tx, rules, now);
      return { kind: 'wrong' };
    }
    await deleteLoginChallenge(tx, challenge.id);
    const opened = await openSessionIn(
      tx,
      { userId: challenge.userId, keepLogin: challenge.keepLogin, accountRule: rules[0] },
      now,
    );
    return { kind: 'session', opened, userId: challenge.userId };
  });
  if (outcome.kind === 'gone') throw challengeGone();
  if (outcome.kind === 'wrong') throw wrongCode();
  recordLogin(deps, outcome.opened, outcome.userId, now);
  return { user: outcome.opened.user, session: outcome.opened.session };
}

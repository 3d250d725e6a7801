import type { Deps } from '../../../deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { assertUnderLimits } from '../../../lib/rate-limit.ts';
import { lockOwnTwoFactor } from './own-two-factor.ts';
import { codeRules, countWrongCode, wrongCode } from './second-factor.ts';

type Own = Awaited<ReturnType<typeof lockOwnTwoFactor>>;

/** What a code-confirmed change of the own two-step sign-in receives from its route. */
export type OwnCodeRequest = { code: string; ip: string; requestId?: string };

type Step<T> = {
  /** Refuses the change before any code is looked at (throw a -14 `twoFactorRefused`). */
  allowed: (own: Own) => void;
  /** Checks the code (true: right); a right code may be spent here (recovery code, step remembered). */
  check: (tx: DbOrTx, own: Own, now: Date) => Promise<boolean>;
  /** Makes the change once the code was right, in the same transaction. */
  apply: (tx: DbOrTx, own: Own, now: Date) => Promise<T>;
};

/**
 * A change of the own two-step sign-in that a code must confirm (turn on, new recovery codes, turn off): in one
 * transaction on the locked user row, throttled and counted like login codes (a stolen session cannot guess
 * its way to turning it off). A wrong code is -7 at `code`.
 */
export async function changeWithOwnCode<T>(
  deps: Deps,
  userId: number,
  ip: string,
  step: Step<T>,
): Promise<T> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const own = await lockOwnTwoFactor(tx, userId);
    step.allowed(own);
    const rules = codeRules(own.email, ip);
    await assertUnderLimits(tx, rules, now);
    if (!(await step.check(tx, own, now))) {
      await countWrongCode(tx, rules, now);
      return { isRight: false as const };
    }
    return { isRight: true as const, value: await step.apply(tx, own, now) };
  });
  if (!outcome.isRight) throw wrongCode();
  return outcome.value;
}

import type { Deps } from '../../../deps.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { Actor } from '../../access/index.ts';
import { deleteUserChallenges } from './login-challenges.ts';
import { changeWithOwnCode, type OwnCodeRequest } from './own-code-change.ts';
import { clearTwoFactorColumns, requireTwoFactorChange } from './own-two-factor.ts';
import { deleteRecoveryCodes } from './recovery-codes.ts';
import { checkSecondFactor, twoFactorRefused } from './second-factor.ts';

/**
 * `DELETE /api/twoFactor {code}`: turns the own two-step sign-in off (an app or a recovery code confirms it);
 * refused with -14 `reason: 'required'` when TWO_FACTOR=required.
 */
export async function disableTwoFactor(
  deps: Deps,
  actorIn: Actor | null,
  { code, ip, requestId }: OwnCodeRequest,
) {
  const actor = requireTwoFactorChange(deps, actorIn);
  if (deps.config.twoFactor === 'required') throw twoFactorRefused('required');
  await changeWithOwnCode(deps, actor.userId, ip, {
    allowed: (own) => {
      if (!own.totpEnabledAt) throw twoFactorRefused('notEnabled');
    },
    check: (tx, own, now) => checkSecondFactor(tx, own, code, now),
    apply: async (tx, own) => {
      await clearTwoFactorColumns(tx, own.userId);
      await deleteRecoveryCodes(tx, own.userId);
      await deleteUserChallenges(tx, own.userId);
      await recordAudit(
        tx,
        actor,
        'twoFactor_off',
        'user',
        own.userId,
        { twoFactorEnabled: true },
        { twoFactorEnabled: false },
        requestId,
      );
    },
  });
}

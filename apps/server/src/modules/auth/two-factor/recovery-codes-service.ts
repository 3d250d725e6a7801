import type { Deps } from '../../../deps.ts';
import { recordAudit } from '../../../lib/audit.ts';
import type { Actor } from '../../access/index.ts';
import { changeWithOwnCode, type OwnCodeRequest } from './own-code-change.ts';
import { requireTwoFactorChange } from './own-two-factor.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { checkSecondFactor, twoFactorRefused } from './second-factor.ts';

/** `POST /api/twoFactor/recoveryCodes {code}`: a new set of recovery codes (the earlier ones stop working). */
export async function renewRecoveryCodes(
  deps: Deps,
  actorIn: Actor | null,
  { code, ip, requestId }: OwnCodeRequest,
) {
  const actor = requireTwoFactorChange(deps, actorIn);
  return changeWithOwnCode(deps, actor.userId, ip, {
    allowed: (own) => {
      if (!own.totpEnabledAt) throw twoFactorRefused('notEnabled');
    },
    check: (tx, own, now) => checkSecondFactor(tx, own, code, now),
    apply: async (tx, own) => {
      const recoveryCodes = await replaceRecoveryCodes(tx, own.userId);
      await recordAudit(tx, actor, 'twoFactor_recoveryCodes', 'user', own.userId, null, null, requestId);
      return { recoveryCodes };
    },
  });
}
